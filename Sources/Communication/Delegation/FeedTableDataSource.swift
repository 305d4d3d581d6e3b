/// Supplies the rows a ``FeedTable`` shows: a delegate whose job is data.
///
/// Both requirements are required (no defaults): a table cannot guess how many rows it
/// has or what they say, so a type that forgets one does not compile.
@MainActor
protocol FeedTableDataSource: AnyObject {
    /// How many rows the table has.
    func numberOfRows(in table: FeedTable) -> Int
    /// The text of the row at `row`.
    func feedTable(_ table: FeedTable, textForRow row: Int) -> String
}
