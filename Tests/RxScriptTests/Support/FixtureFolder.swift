import Foundation
@testable import RxScript

/// Which built-in family a fixture belongs to, by its folder: `Fixtures/<family>/` or `Fixtures/<family>-<part>/`
/// (`uikit-tables`); nil for the feature folders (`operators`, `diagnostics`…). A family's fixtures run on the
/// virtual clock.
enum FixtureFolder {
    static func family(of fixture: URL) -> DocFamily? {
        let folder = fixture.deletingLastPathComponent().lastPathComponent
        return DocFamily(rawValue: folder) ?? DocFamily(rawValue: String(folder.prefix { $0 != "-" }))
    }
}
