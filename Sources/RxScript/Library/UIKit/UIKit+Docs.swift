extension DocCatalog {
    /// UIKit as view controllers use it: controllers and their lifecycle, views, tables, alerts and gestures.
    @_optimize(none) static var uikit: DocFamilyPage {
        DocFamilyPage(.uikit, uikitControllerEntries + uikitViewEntries + uikitTableEntries + uikitTargetEntries)
    }
}
