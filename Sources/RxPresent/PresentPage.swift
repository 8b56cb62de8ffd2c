/// The page the presenter serves, built into the binary (no files beside it, nothing fetched from a network).
enum PresentPage {
    static let html = String(decoding: PackageResources.present_html, as: UTF8.self)
    static let script = String(decoding: PackageResources.present_js, as: UTF8.self)
    static let style = String(decoding: PackageResources.present_css, as: UTF8.self)
}
