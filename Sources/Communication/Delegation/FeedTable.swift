/// The host: a headless table that draws feed rows and handles taps, generically.
///
/// It knows how to lay out rows and track a selection, but nothing about posts: it asks its
/// ``FeedTableDataSource`` for the rows and its ``FeedTableDelegate`` for decisions, and tells
/// the delegate what happened. Both are held `weak`: the screen that owns the table is
/// usually its delegate too, and a strong reference back would be a retain cycle. There is
/// one delegate and one data source at a time; assigning another replaces the first.
///
/// ```swift
/// let table = FeedTable()
/// table.dataSource = screen
/// table.delegate = screen
/// table.reloadData()          // asks the data source, then the delegate
/// table.tap(row: 1)           // asks shouldSelectRow, then tells didSelectRow
/// ```
@MainActor
final class FeedTable {
    /// Supplies the rows. Not retained.
    weak var dataSource: (any FeedTableDataSource)?
    /// Decides and is told. Not retained.
    weak var delegate: (any FeedTableDelegate)?

    /// What the table shows after the last ``reloadData()``: one string per visible line.
    private(set) var visibleLines: [String] = []
    /// The selected row, if any.
    private(set) var selectedRow: Int?

    /// An empty table with no data source and no delegate.
    init() {}

    /// Asks the data source for every row and the delegate for each row's height.
    ///
    /// With no data source the table is empty; with no delegate every row is one line high.
    func reloadData() {
        visibleLines = []
        guard let dataSource else { return }
        let count = dataSource.numberOfRows(in: self)
        for row in 0..<max(count, 0) {
            let text = dataSource.feedTable(self, textForRow: row)
            let height = delegate?.feedTable(self, heightForRow: row) ?? 1
            guard height > 0 else { continue }
            visibleLines.append("[\(row)] \(text)")
            visibleLines += Array(repeating: "[\(row)]   (preview)", count: height - 1)
        }
    }

    /// A tap on `row`: selects it unless the delegate says no. Returns whether it was selected.
    @discardableResult
    func tap(row: Int) -> Bool {
        let count = dataSource?.numberOfRows(in: self) ?? 0
        guard (0..<count).contains(row) else { return false }
        guard delegate?.feedTable(self, shouldSelectRow: row) ?? true else { return false }
        selectedRow = row
        delegate?.feedTable(self, didSelectRow: row)
        return true
    }
}
