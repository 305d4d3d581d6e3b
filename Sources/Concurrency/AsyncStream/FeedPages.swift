import Futubra
import MessageTrace
import Synchronization

/// The server's feed, one page of posts at a time, in memory; it counts what it was asked.
final class PageServer: Sendable {
    private let pages: [[PostID]]
    private let asked = Recorder<Int>()

    /// A server with these pages, the first page first.
    init(pages: [[PostID]]) {
        self.pages = pages
    }

    /// Page `number` (from 0), or `nil` past the last.
    func page(_ number: Int) async -> [PostID]? {
        asked.record(number)
        Trace.call(from: "FeedPages", to: "PageServer", "page(\(number))")
        return pages.indices.contains(number) ? pages[number] : nil
    }

    /// The pages asked for, in order.
    var requested: [Int] { asked.values }
}

/// The feed's pages as an `AsyncStream` with real back-pressure: a page is fetched only when
/// the reader asks for the next one.
///
/// `yield` never waits for a reader, so a stream fed by a producer loop runs as far ahead as
/// its buffer lets it (unbounded: the whole feed). `AsyncStream(unfolding:)` turns it round:
/// the stream calls the closure each time its reader awaits the next element, so the reader's
/// pace is the producer's, and a reader that stops after one page has cost one request.
///
/// ```swift
/// for await page in FeedPages(server: server).pages() {
///     show(page)
///     if screenIsFull { break }   // no page beyond this one was ever requested
/// }
/// ```
struct FeedPages: Sendable {
    let server: PageServer

    /// The pages, each fetched when the reader asks for it; ends after the last page.
    func pages() -> AsyncStream<[PostID]> {
        let cursor = PageCursor()
        return AsyncStream(unfolding: { await server.page(cursor.take()) })
    }
}

/// The number of the next page to fetch, taken once per read.
private final class PageCursor: Sendable {
    private let next = Mutex(0)

    /// The next page's number; the one after it is next.
    func take() -> Int {
        next.withLock { next in
            defer { next += 1 }
            return next
        }
    }
}
