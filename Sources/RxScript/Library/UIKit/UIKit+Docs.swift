extension DocCatalog {
    /// UIKit as view controllers use it: controllers and their lifecycle, views, tables, alerts and gestures.
    static let uikit = DocFamilyPage(
        .uikit, uikitControllerEntries + uikitViewEntries + uikitTableEntries + uikitTargetEntries)
}
