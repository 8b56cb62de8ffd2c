extension HostCall {
    /// Where the callee's `name` is written: the method's name in `x.name(…)`, or the first letters of
    /// `Name(…)` (a constructor), else the whole call.
    func range(ofName name: String) -> SourceRange? {
        if let named = arguments.nameRange { return named }
        guard let range, range.text.hasPrefix(name) else { return range }
        return SourceRange(file: range.file, start: range.start, end: range.start + name.utf8.count)
    }
}
