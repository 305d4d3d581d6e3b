import ExampleKit
import Futubra

/// Plays `AsyncStream`'s buffering: a live like counter that keeps only the newest count, an
/// inbox that keeps the oldest notifications and counts the rest, a stream that ends, a reader
/// that stops, and back-pressure by pulling pages instead of pushing them.
package struct AsyncStreamExample: Example {
    package static let id = "async-stream"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("live likes: .bufferingNewest(1)")
        let likes = LiveLikes()
        transcript.line("the screen is busy; the server pushes 10, 11, 12:")
        for count in 10...12 {
            transcript.line("  push(\(count)) -> \(likes.push(count))")
        }
        var reader = likes.counts.makeAsyncIterator()
        transcript.line("the screen reads again and shows \(await reader.next().map(String.init) ?? "nothing")")
        likes.close()

        transcript.section("notifications: .bufferingOldest(2)")
        let inbox = NotificationInbox(capacity: 2)
        for event in ["anna liked #4", "bob commented on #4", "chen liked #3", "dana liked #3"] {
            transcript.line("  post(\"\(event)\") -> \(inbox.post(event))")
        }
        inbox.close()
        let read = await inbox.notifications.reduce(into: [String]()) { $0.append($1) }
        transcript.line("the inbox shows \(read.joined(separator: "; ")), and \(inbox.missed.count) more")
        transcript.line("closed: the loop read what was buffered, then ended")

        transcript.section("a reader that stops")
        let live = LiveLikes()
        let shown = Recorder<Int>()
        let screen = Task { for await count in live.counts { shown.record(count) } }
        live.push(13)
        await yield { shown.values == [13] }
        screen.cancel()
        await screen.value
        transcript.line(
            "the screen showed \(shown.values.map(String.init).joined()) and closed; still subscribed: \(live.isSubscribed)"
        )
        transcript.line("push(14) -> \(live.push(14))")

        transcript.section("back-pressure: pull, don't push")
        let server = PageServer(pages: [[4, 3], [2, 1]].map { $0.map { PostID($0) } })
        for await page in FeedPages(server: server).pages() {
            transcript.line("the screen shows \(page.map(\.description).joined(separator: ", ")) and is full")
            break
        }
        transcript.line("pages the server was asked for: \(server.requested.map(String.init).joined(separator: ", "))")
    }
}

extension Delivery: CustomStringConvertible {
    var description: String {
        switch self {
        case .queued(let remaining) where remaining == .max: ".queued(remaining: Int.max)"
        case .queued(let remaining): ".queued(remaining: \(remaining))"
        case .dropped(let value): ".dropped(\(String(reflecting: value)))"
        case .ended: ".ended"
        }
    }
}
