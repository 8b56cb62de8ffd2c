extension SegmentedControl {
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment titled `title` at `index` (clamped to the segments), as
    /// `insertSegment(withTitle:at:animated:)`; the selected index stays the same number, as UIKit leaves it.
    public func insertSegment(withTitle title: String, at index: Int) {
        var list = titles
        list.insert(title, at: min(max(index, 0), list.count))
        titles = list
    }

    /// The title of segment `index`, nil outside the segments (`titleForSegment(at:)`).
    public func titleForSegment(at index: Int) -> String? {
        let list = titles
        return list.indices.contains(index) ? list[index] : nil
    }

    /// Renames segment `index` (`setTitle(_:forSegmentAt:)`); nothing happens outside the segments.
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        var list = titles
        guard list.indices.contains(index) else { return }
        list[index] = title
        titles = list
    }

    /// Removes every segment; nothing is selected after (`removeAllSegments()`).
    public func removeAllSegments() {
        titles = []
        selectedSegmentIndex = -1
    }
}
