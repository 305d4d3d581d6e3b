/// Supplies a table's rows, as `UITableViewDataSource`.
@MainActor
package protocol TableViewDataSource: AnyObject {
    /// How many rows the table has.
    func numberOfRows(in tableView: TableView) -> Int
    /// The cell for `row`.
    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell
}

/// Hears about the user's choices in a table, as `UITableViewDelegate`.
@MainActor
package protocol TableViewDelegate: AnyObject {
    /// The user selected `row`.
    func tableView(_ tableView: TableView, didSelectRow row: Int)
}

/// One row: a text and an optional accessory button, drawn on one line.
@MainActor
package final class TableViewCell: View {
    /// The row's text.
    package var text: String
    /// A button at the end of the row, e.g. `[Like]`.
    package let accessoryButton: Button?

    /// A cell showing `text`, with an accessory button titled `accessory` if given.
    package init(text: String, accessory: String? = nil) {
        self.text = text
        self.accessoryButton = accessory.map(Button.init)
        super.init()
        if let accessoryButton { addSubview(accessoryButton) }
    }

    override package func draw() -> [String] {
        [([text] + (accessoryButton?.draw() ?? [])).joined(separator: " ")]
    }

    /// The cell is one line, its button included.
    override package func render() -> [String] {
        isHidden ? [] : draw()
    }
}

/// A list of rows fed by a data source, reporting selection to a delegate, as `UITableView`.
///
/// Both the data source and the delegate are held weakly (they usually own the table).
/// ``reloadData()`` asks the data source again; until then the rows stay as they were.
@MainActor
package final class TableView: View {
    /// Supplies the rows.
    package weak var dataSource: (any TableViewDataSource)?
    /// Hears selections.
    package weak var delegate: (any TableViewDelegate)?
    /// The cells shown, one per row.
    package private(set) var cells: [TableViewCell] = []

    /// Rebuilds every row from the data source.
    package func reloadData() {
        for cell in cells { cell.removeFromSuperview() }
        guard let dataSource else {
            cells = []
            return
        }
        cells = (0..<dataSource.numberOfRows(in: self)).map { dataSource.tableView(self, cellForRow: $0) }
        for cell in cells { addSubview(cell) }
    }

    /// Selects `row` as a tap would, telling the delegate.
    package func selectRow(_ row: Int) {
        guard cells.indices.contains(row) else { return }
        delegate?.tableView(self, didSelectRow: row)
    }
}
