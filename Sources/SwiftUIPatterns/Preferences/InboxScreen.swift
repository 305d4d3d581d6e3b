import Futubra
import FutubraDeclarative
import MessageTrace
import Observation

/// Which posts have comments the user has not read, and which authors are muted.
@Observable
@MainActor
final class CommentsInbox {
    /// The posts, as `#id author`, with their unread comments.
    private(set) var rows: [(id: Int, title: String, unread: Int)]

    /// An inbox of `rows`.
    init(_ rows: [(id: Int, title: String, unread: Int)]) {
        self.rows = rows
    }

    /// The sample inbox: comments waiting on #4 and #2, none on #3, #1 from a muted author.
    static func sample() -> CommentsInbox {
        CommentsInbox([(4, "#4 anna", 2), (3, "#3 bob", 0), (2, "#2 chen", 1), (1, "#1 dana", 5)])
    }

    /// Marks the comments of post `id` read.
    func markRead(_ id: Int) {
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
        rows[index].unread = 0
    }
}

/// The inbox: a header with the total of unread comments, which it learns from the rows
/// below through the `Key` preference, and the rows in two sections; the muted one reports
/// nothing upward whatever its rows say.
struct InboxScreen<Key: UnreadCounting>: View {
    let inbox: CommentsInbox
    /// Authors whose posts are in the muted section.
    let muted: Set<Int>
    @State private var total = 0

    var body: any View {
        let inbox = inbox
        let total = $total
        let following = inbox.rows.filter { !muted.contains($0.id) }
        let mutedRows = inbox.rows.filter { muted.contains($0.id) }
        return VStack([
            Text("\(self.total) unread comments"),
            VStack(
                following.map { (row: (id: Int, title: String, unread: Int)) -> any View in
                    UnreadRow<Key>(id: row.id, title: row.title, unread: row.unread, inbox: inbox)
                }),
            Text("Muted"),
            VStack(
                mutedRows.map { (row: (id: Int, title: String, unread: Int)) -> any View in
                    UnreadRow<Key>(id: row.id, title: row.title, unread: row.unread, inbox: inbox)
                }
            )
            .transformPreference(Key.self) { $0 = 0 },
        ])
        .onPreferenceChange(Key.self) { (reported: Int) in
            Trace.note(over: "InboxScreen", "the rows report \(reported) unread")
            total.wrappedValue = reported
        }
    }
}

/// One post: it shows its unread comments and reports them upward; it knows nothing of the
/// screen that adds them up.
struct UnreadRow<Key: UnreadCounting>: View {
    let id: Int
    let title: String
    let unread: Int
    let inbox: CommentsInbox

    var body: any View {
        let (id, inbox) = (id, inbox)
        let row = HStack([
            Text(title), Text(unread == 0 ? "" : "\(unread) unread"),
            Button("Read") {
                Trace.call(from: "UnreadRow", to: "CommentsInbox", "markRead(#\(id))")
                inbox.markRead(id)
            },
        ])
        return unread == 0 ? row : row.preference(key: Key.self, value: unread)
    }
}
