import ContractSupport
import Testing

@testable import Communication

@Suite("Delegation", .timeLimit(.minutes(1)), .watchdog)
@MainActor
struct DelegationTests {
    @Test("the table holds its delegate and data source weakly, so it never keeps them alive")
    func weakReferences() {
        let table = FeedTable()
        checkNotRetained({ RecordingDelegate() }, by: { table.delegate = $0 })
        checkNotRetained({ Rows(3) }, by: { table.dataSource = $0 })
        expect(table.delegate == nil)
        expect(table.dataSource == nil)
    }

    @Test("a host that holds its delegate strongly fails the weak-reference check", .tags(.control))
    func strongHostFails() {
        let host = StrongHost()
        withKnownIssue {
            checkNotRetained({ RecordingDelegate() }, by: { host.delegate = $0 })
        }
    }

    @Test("a screen that owns its table and is its delegate forms no retain cycle")
    func noRetainCycle() {
        var screen: OwningScreen? = OwningScreen()
        weak let released = screen
        let table = screen?.table
        screen = nil
        expect(released == nil)
        expect(table?.delegate == nil)
    }

    @Test("a delegate can return a value that changes what the host does")
    func delegateDecides() {
        let rows = Rows(3)
        let delegate = RecordingDelegate(selectable: [0], heights: [1: 0, 2: 2])
        let table = FeedTable()
        table.dataSource = rows
        table.delegate = delegate
        table.reloadData()
        expect(table.visibleLines, equals: ["[0] row 0", "[2] row 2", "[2]   (preview)"])
        expect(table.tap(row: 1), equals: false)
        expect(table.selectedRow == nil)
        expect(table.tap(row: 0))
        expect(table.selectedRow, equals: 0)
        expect(delegate.calls.filter { $0.hasPrefix("did") }, equals: ["didSelect(0)"])
    }

    @Test("only one delegate at a time: assigning a new delegate replaces the old one")
    func oneDelegateAtATime() {
        let rows = Rows(2)
        let first = RecordingDelegate()
        let second = RecordingDelegate()
        let table = FeedTable()
        table.dataSource = rows
        table.delegate = first
        table.tap(row: 0)
        table.delegate = second
        table.tap(row: 1)
        expect(first.calls, equals: ["shouldSelect(0)", "didSelect(0)"])
        expect(second.calls, equals: ["shouldSelect(1)", "didSelect(1)"])
    }

    @Test("a delegate that implements no optional method gets the protocol extension's defaults")
    func defaults() {
        let rows = Rows(2)
        let delegate = SilentDelegate()
        let table = FeedTable()
        table.dataSource = rows
        table.delegate = delegate
        table.reloadData()
        expect(table.visibleLines, equals: ["[0] row 0", "[1] row 1"])
        expect(table.tap(row: 1))
        expect(table.selectedRow, equals: 1)
        let asDelegate: any FeedTableDelegate = delegate
        expect(asDelegate.feedTable(table, heightForRow: 0), equals: 1)
        expect(asDelegate.feedTable(table, shouldSelectRow: 0))
    }

    @Test("a delegate's own implementation wins over the protocol extension's default")
    func ownImplementationWins() {
        let delegate: any FeedTableDelegate = RecordingDelegate(selectable: [], heights: [0: 3])
        let table = FeedTable()
        expect(delegate.feedTable(table, heightForRow: 0), equals: 3)
        expect(delegate.feedTable(table, shouldSelectRow: 0), equals: false)
    }

    @Test("the host calls its data source and delegate directly, in a known order")
    func traceableOrder() {
        let log = CallLog()
        let rows = Rows(2, log: log)
        let delegate = RecordingDelegate(log: log)
        let table = FeedTable()
        table.dataSource = rows
        table.delegate = delegate
        table.reloadData()
        table.tap(row: 1)
        expect(
            log.calls,
            equals: [
                "numberOfRows", "text(0)", "height(0)", "text(1)", "height(1)",
                "numberOfRows", "shouldSelect(1)", "didSelect(1)",
            ])
    }

    @Test("each delegate call passes its host, so one delegate can serve several tables")
    func hostIsPassed() {
        let rows = Rows(1)
        let delegate = TableTeller()
        let feed = FeedTable()
        let search = FeedTable()
        for table in [feed, search] {
            table.dataSource = rows
            table.delegate = delegate
        }
        delegate.feed = feed
        search.tap(row: 0)
        feed.tap(row: 0)
        expect(delegate.selections, equals: ["search", "feed"])
    }

    @Test("with its data source gone the table is empty and refuses taps, without crashing")
    func releasedDataSource() {
        let table = FeedTable()
        var rows: Rows? = Rows(2)
        table.dataSource = rows
        table.reloadData()
        expect(table.visibleLines.count, equals: 2)
        rows = nil
        table.reloadData()
        expect(table.visibleLines.isEmpty)
        expect(table.tap(row: 0), equals: false)
    }
}

/// A shared record of calls, to check the order across data source and delegate.
@MainActor
private final class CallLog {
    var calls: [String] = []
}

@MainActor
private final class Rows: FeedTableDataSource {
    private let count: Int
    private let log: CallLog?

    init(_ count: Int, log: CallLog? = nil) {
        self.count = count
        self.log = log
    }

    func numberOfRows(in table: FeedTable) -> Int {
        log?.calls.append("numberOfRows")
        return count
    }

    func feedTable(_ table: FeedTable, textForRow row: Int) -> String {
        log?.calls.append("text(\(row))")
        return "row \(row)"
    }
}

@MainActor
private final class RecordingDelegate: FeedTableDelegate {
    private let selectable: Set<Int>?
    private let heights: [Int: Int]
    private let log: CallLog
    var calls: [String] { log.calls }

    /// `selectable` nil allows every row; rows missing from `heights` are one line high.
    init(selectable: Set<Int>? = nil, heights: [Int: Int] = [:], log: CallLog = CallLog()) {
        self.selectable = selectable
        self.heights = heights
        self.log = log
    }

    func feedTable(_ table: FeedTable, heightForRow row: Int) -> Int {
        log.calls.append("height(\(row))")
        return heights[row] ?? 1
    }

    func feedTable(_ table: FeedTable, shouldSelectRow row: Int) -> Bool {
        log.calls.append("shouldSelect(\(row))")
        return selectable?.contains(row) ?? true
    }

    func feedTable(_ table: FeedTable, didSelectRow row: Int) {
        log.calls.append("didSelect(\(row))")
    }
}

/// Tells its tables apart by the host argument.
@MainActor
private final class TableTeller: FeedTableDelegate {
    weak var feed: FeedTable?
    var selections: [String] = []

    func feedTable(_ table: FeedTable, didSelectRow row: Int) {
        selections.append(table === feed ? "feed" : "search")
    }
}

/// Implements nothing: every answer comes from the protocol extension.
@MainActor
private final class SilentDelegate: FeedTableDelegate {}

/// Owns a table and is its delegate, as a view controller is.
@MainActor
private final class OwningScreen: FeedTableDelegate {
    let table = FeedTable()

    init() {
        table.delegate = self
    }
}

/// The naive host: a strong delegate reference.
@MainActor
private final class StrongHost {
    var delegate: (any FeedTableDelegate)?
}
