extension DocCatalog {
    static let uikitViewEntries: [DocEntry] = []
}
