import ExampleKit
import Futubra

/// Plays delegation: a feed screen is the table's data source and delegate, then is replaced.
package struct DelegationExample: Example {
    package static let id = "delegation"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let posts = try SampleFeed.feed().posts
        try await play(posts: posts, transcript: transcript)
    }

    @MainActor
    private func play(posts: [Post], transcript: Transcript) throws {
        transcript.section("the screen owns the table and is its data source and delegate")
        var screen: FeedScreen? = FeedScreen(posts: posts, transcript: transcript)
        guard let table = screen?.table else { return }
        transcript.line("the table holds both weakly: no retain cycle with the screen")

        transcript.section("reloadData: the table asks, the screen answers")
        transcript.trace(from: "App", to: "FeedTable", "reloadData()")
        table.reloadData()
        for line in table.visibleLines {
            transcript.line("  \(line)")
        }

        transcript.section("taps: the delegate decides, then is told")
        transcript.trace(from: "App", to: "FeedTable", "tap(row: 2)")
        transcript.line("tap row 2 (a video): selected = \(table.tap(row: 2))")
        transcript.trace(from: "App", to: "FeedTable", "tap(row: 3)")
        transcript.line("tap row 3 (text): selected = \(table.tap(row: 3))")
        transcript.line("screen opened: \(screen?.opened.map(\.description).joined(separator: ", ") ?? "")")

        transcript.section("one delegate at a time: CompactLayout replaces the screen")
        let compact = CompactLayout(transcript: transcript)
        table.delegate = compact
        transcript.trace(from: "App", to: "FeedTable", "reloadData()")
        table.reloadData()
        transcript.line("visible lines now: \(table.visibleLines.count)")
        transcript.trace(from: "App", to: "FeedTable", "tap(row: 2)")
        transcript.line("tap row 2: selected = \(table.tap(row: 2)) (the default answer)")
        transcript.line("screen opened: \(screen?.opened.map(\.description).joined(separator: ", ") ?? "")")

        transcript.section("the screen closes")
        weak let closed = screen
        screen = nil
        transcript.line("screen deallocated: \(closed == nil ? "yes" : "no")")
        transcript.line("table.dataSource is nil: \(table.dataSource == nil)")
        table.reloadData()
        transcript.line("after reloadData the table shows \(table.visibleLines.count) lines, and nothing crashed")
    }
}

/// The feed screen: owns the table, supplies its rows and makes its decisions.
@MainActor
private final class FeedScreen {
    let table = FeedTable()
    private let posts: [Post]
    private let transcript: Transcript
    private(set) var opened: [PostID] = []

    init(posts: [Post], transcript: Transcript) {
        self.posts = posts
        self.transcript = transcript
        table.dataSource = self
        table.delegate = self
    }
}

extension FeedScreen: FeedTableDataSource {
    func numberOfRows(in table: FeedTable) -> Int {
        transcript.trace(from: "FeedTable", to: "FeedScreen", "numberOfRows")
        transcript.reply(from: "FeedScreen", to: "FeedTable", "\(posts.count)")
        return posts.count
    }

    func feedTable(_ table: FeedTable, textForRow row: Int) -> String {
        let post = posts[row]
        return "\(post.author): \(post.content)"
    }
}

extension FeedScreen: FeedTableDelegate {
    /// Media rows take two lines: one for the text, one for the preview.
    func feedTable(_ table: FeedTable, heightForRow row: Int) -> Int {
        posts[row].content.kind == .text ? 1 : 2
    }

    /// Videos cannot be opened in this build of the app.
    func feedTable(_ table: FeedTable, shouldSelectRow row: Int) -> Bool {
        let allowed = posts[row].content.kind != .video
        transcript.trace(from: "FeedTable", to: "FeedScreen", "shouldSelectRow(\(row))")
        transcript.reply(from: "FeedScreen", to: "FeedTable", "\(allowed)")
        return allowed
    }

    func feedTable(_ table: FeedTable, didSelectRow row: Int) {
        transcript.trace(from: "FeedTable", to: "FeedScreen", "didSelectRow(\(row))")
        opened.append(posts[row].id)
    }
}

/// A delegate that implements one optional method; the others keep their defaults.
@MainActor
private final class CompactLayout: FeedTableDelegate {
    private let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func feedTable(_ table: FeedTable, heightForRow row: Int) -> Int {
        transcript.trace(from: "FeedTable", to: "CompactLayout", "heightForRow(\(row))")
        return 1
    }
}
