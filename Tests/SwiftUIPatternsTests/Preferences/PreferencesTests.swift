import ContractSupport
import FutubraDeclarative
import Testing

@testable import SwiftUIPatterns

@MainActor
@Suite("Preferences from child to parent", .timeLimit(.minutes(1)), .watchdog)
struct PreferencesTests {
    @Test(
        "a parent reads what its children report: the header adds up the rows' unread comments, and follows when one is read"
    )
    func parentReadsChildren() throws {
        let inbox = CommentsInbox.sample()
        let host = ViewHost(InboxScreen<UnreadCommentsKey>(inbox: inbox, muted: []))
        expect(host.render().first, equals: "8 unread comments")
        try host.tap("Read", onLineStartingWith: "#2 ")
        expect(host.render().first, equals: "7 unread comments")
    }

    @Test(
        "reduce adds the siblings' reports and the default adds nothing: rows that report nothing leave the total alone"
    )
    func defaultIsIdentity() throws {
        try checkTotals(UnreadCommentsKey.self)
    }

    @Test(
        "control: a reduce that keeps the last report loses the rows before a row that reports nothing", .tags(.control)
    )
    func overwritingReduceLoses() {
        withKnownIssue("the total was the last row's report") {
            try checkTotals(LastReportKey.self)
        }
    }

    @Test("a preference set nearer the parent replaces what its subtree reported: the muted section counts for nothing")
    func nearerReplaces() {
        let host = ViewHost(InboxScreen<UnreadCommentsKey>(inbox: .sample(), muted: [1, 2]))
        expect(host.render().first, equals: "2 unread comments")
        expect(host.render().contains("#1 dana 5 unread [Read]"), "the muted row still shows its own count")
    }
}

/// Shows inboxes whose rows report in different places, and checks the header's total each time.
@MainActor
func checkTotals<Key: UnreadCounting>(_ key: Key.Type) throws {
    let cases: [([(id: Int, title: String, unread: Int)], Int)] = [
        ([(1, "#1", 2), (2, "#2", 0)], 2), ([(1, "#1", 0), (2, "#2", 3)], 3), ([(1, "#1", 2), (2, "#2", 3)], 5),
        ([(1, "#1", 1), (2, "#2", 0), (3, "#3", 4), (4, "#4", 0)], 5), ([(1, "#1", 0)], 0),
    ]
    for (rows, total) in cases {
        let host = ViewHost(InboxScreen<Key>(inbox: CommentsInbox(rows), muted: []))
        expect(host.render().first, equals: "\(total) unread comments")
    }
}

/// The wrong key: each sibling's report replaces the last, so a row that reports nothing
/// (the default) wipes the rows before it.
private struct LastReportKey: UnreadCounting {
    static var defaultValue: Int { 0 }

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value = nextValue()
    }
}
