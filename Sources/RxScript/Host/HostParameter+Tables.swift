import RxCocoa

extension HostParameter where Wrapped == RxCocoa.IndexPath {
    /// An index path (`IndexPath(row: 2, section: 0)`).
    static func indexPath(_ label: String? = nil) -> Self {
        .matching(label, expected: "IndexPath") { value in
            guard case .object(let object as NativeObject) = value else { return nil }
            return object.value as? RxCocoa.IndexPath
        }
    }

    /// A row as an index path or as a number (`move(from: 0, to: 2)`, a row of section 0).
    static func row(_ label: String? = nil) -> Self {
        .matching(label, expected: "IndexPath or row number") { value in
            switch value {
            case .int(let row): return RxCocoa.IndexPath(row: row, section: 0)
            case .object(let object as NativeObject): return object.value as? RxCocoa.IndexPath
            default: return nil
            }
        }
    }
}
