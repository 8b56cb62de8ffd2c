extension DocCatalog {
    static let uikitTableEntries: [DocEntry] = []
}
