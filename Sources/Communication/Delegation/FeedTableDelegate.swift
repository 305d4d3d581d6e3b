/// Customises a ``FeedTable``: answers its questions and hears what it did.
///
/// Every requirement is optional in the Cocoa sense: the protocol extension below gives each
/// a default, so a delegate implements only what it cares about. The requirements are
/// declared in the protocol itself, not only in the extension, so a delegate's own
/// implementation is found through dynamic dispatch and wins over the default.
@MainActor
protocol FeedTableDelegate: AnyObject {
    /// Decides: how many lines the row at `row` takes; 0 hides it.
    func feedTable(_ table: FeedTable, heightForRow row: Int) -> Int
    /// Decides: whether the row at `row` may be selected.
    func feedTable(_ table: FeedTable, shouldSelectRow row: Int) -> Bool
    /// Is told: the row at `row` was selected.
    func feedTable(_ table: FeedTable, didSelectRow row: Int)
}

extension FeedTableDelegate {
    /// One line per row.
    func feedTable(_ table: FeedTable, heightForRow row: Int) -> Int { 1 }
    /// Every row may be selected.
    func feedTable(_ table: FeedTable, shouldSelectRow row: Int) -> Bool { true }
    /// Nothing to do.
    func feedTable(_ table: FeedTable, didSelectRow row: Int) {}
}
