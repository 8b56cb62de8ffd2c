extension DocCatalog {
    static let uikitControllerEntries: [DocEntry] = []
}
