import ContractSupport
import Futubra
import Testing

@testable import Concurrency

/// Three counts pushed while the reader is busy, then one read: the reader must see the
/// newest, and each push into the full buffer must say it dropped the count before it.
func checkSlowReaderSeesNewest(_ likes: LiveLikes) async {
    let deliveries = (10...12).map { likes.push($0) }
    var reader = likes.counts.makeAsyncIterator()
    expect(await reader.next(), equals: 12, "a reader that fell behind shows the current count")
    expect(deliveries, equals: [.queued(remaining: 0), .dropped(10), .dropped(11)])
}

/// The paged feed, read one page at a time: the server must be asked for a page only when
/// the reader asks for one, however long the producer is given to run ahead.
func checkPagesArePulled(_ pages: (PageServer) -> AsyncStream<[PostID]>) async {
    let server = PageServer(pages: [[4, 3], [2, 1]].map { $0.map { PostID($0) } })
    var reader = pages(server).makeAsyncIterator()
    expect(await reader.next(), equals: [PostID(4), PostID(3)])
    await yield(until: { server.requested.count > 1 }, limit: 10_000)
    expect(server.requested, equals: [0], "one page read, one page asked for")
}

/// The paged feed pushed instead of pulled: a producer loop yields every page as fast as the
/// server answers, whether or not anyone reads.
func pushedPages(from server: PageServer) -> AsyncStream<[PostID]> {
    AsyncStream { continuation in
        let producer = Task {
            var number = 0
            while let page = await server.page(number) {
                continuation.yield(page)
                number += 1
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in producer.cancel() }
    }
}

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct AsyncStreamTests {
    @Test(
        "a slow reader of the like counter skips to the newest count: each push into the full buffer drops the one before"
    )
    func newestCountWins() async {
        await checkSlowReaderSeesNewest(LiveLikes())
    }

    @Test("an unbounded like counter replays every stale count to a slow reader", .tags(.control))
    func unboundedReplaysStaleCounts() async {
        await withKnownIssue {
            await checkSlowReaderSeesNewest(LiveLikes(buffering: .unbounded))
        }
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a full inbox keeps the oldest notifications, drops each new one, and counts what it dropped") {
            let inbox = NotificationInbox(capacity: 2)
            let deliveries = ["anna liked #4", "bob commented", "chen liked #3"].map { inbox.post($0) }
            expect(deliveries, equals: [.queued(remaining: 1), .queued(remaining: 0), .dropped("chen liked #3")])
            inbox.close()
            let read = await inbox.notifications.reduce(into: [String]()) { $0.append($1) }
            expect(read, equals: ["anna liked #4", "bob commented"])
            expect(inbox.missed, equals: ["chen liked #3"])
        },
        Check("closing the like counter delivers what is buffered, then ends the loop; a push after goes nowhere") {
            let likes = LiveLikes(buffering: .unbounded)
            likes.push(5)
            likes.push(6)
            likes.close()
            let shown = Recorder<Int>()
            let ended = Recorder<Bool>()
            Task {
                for await count in likes.counts { shown.record(count) }
                ended.record(true)
            }
            expect(await yield { !ended.values.isEmpty }, "the loop ends after the buffered counts")
            expect(shown.values, equals: [5, 6])
            expect(likes.push(7), equals: .ended)
            expect(likes.endedBy, equals: ["finished"])
        },
        Check(
            "a reader that stops unsubscribes the like counter through onTermination, once, and later pushes go nowhere"
        ) {
            let likes = LiveLikes()
            let shown = Recorder<Int>()
            let screen = Task { for await count in likes.counts { shown.record(count) } }
            likes.push(13)
            expect(await yield { shown.values == [13] }, "the reader shows the first count")
            expect(likes.isSubscribed, "subscribed while the reader reads")
            screen.cancel()
            await screen.value
            expect(await yield { !likes.isSubscribed }, "the stream's end unsubscribes")
            expect(likes.endedBy, equals: ["cancelled"])
            expect(likes.push(14), equals: .ended)
            likes.close()
            expect(likes.endedBy, equals: ["cancelled"], "onTermination runs once")
        },
        Check("the paged feed asks the server for a page only when the reader asks for one") {
            await checkPagesArePulled { FeedPages(server: $0).pages() }
        },
        Check("the paged feed ends after the last page") {
            let server = PageServer(pages: [[4, 3], [2, 1]].map { $0.map { PostID($0) } })
            let pages = await FeedPages(server: server).pages().reduce(into: [[PostID]]()) { $0.append($1) }
            expect(pages, equals: [[PostID(4), PostID(3)], [PostID(2), PostID(1)]])
            expect(server.requested, equals: [0, 1, 2])
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("a feed pushed by a producer loop fetches pages nobody reads", .tags(.control))
    func pushedPagesRunAhead() async {
        await withKnownIssue {
            await checkPagesArePulled { pushedPages(from: $0) }
        }
    }

}
