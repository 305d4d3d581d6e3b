import FutubraUI

/// A table data source for rows of plain text, used by screens whose rows have no buttons.
@MainActor
final class TextRows: TableViewDataSource {
    /// The rows.
    var texts: [String] = []

    func numberOfRows(in tableView: TableView) -> Int { texts.count }

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        TableViewCell(text: texts[row])
    }
}
