import Futubra

/// Serves the feed one page at a time and remembers which pages were asked for.
///
/// An actor: several readers may ask at once, and its request log is shared mutable state.
actor PageServer {
    private let posts: [Post]
    private let pageSize: Int
    /// The page numbers requested so far, in order.
    private(set) var requests: [Int] = []

    /// A server of `feed`, `pageSize` posts a page.
    init(feed: Feed, pageSize: Int) {
        self.posts = feed.posts
        self.pageSize = max(pageSize, 1)
    }

    /// Page `number` (from 0); an empty array past the end.
    func page(_ number: Int) -> [Post] {
        requests.append(number)
        let start = number * pageSize
        guard start < posts.count else { return [] }
        return Array(posts[start..<min(start + pageSize, posts.count)])
    }
}

/// The feed's pages as an `AsyncSequence` that pulls: a page is loaded only when asked for.
///
/// This is back-pressure by construction. The consumer drives: each `next()` loads one
/// page, and a consumer that stops after two pages (`prefix(2)`, `break`) causes exactly two
/// loads. The sequence ends at the first empty page.
///
/// ```swift
/// for await page in PostPages(server: server).prefix(2) { show(page) }
/// ```
struct PostPages: AsyncSequence, Sendable {
    typealias Element = [Post]

    /// Where the pages come from.
    let server: PageServer

    func makeAsyncIterator() -> Iterator {
        Iterator(server: server)
    }

    /// Loads the next page on each `next()`.
    struct Iterator: AsyncIteratorProtocol {
        let server: PageServer
        private var nextPage = 0
        private var finished = false

        init(server: PageServer) {
            self.server = server
        }

        mutating func next() async -> [Post]? {
            guard !finished, !Task.isCancelled else { return nil }
            let page = await server.page(nextPage)
            nextPage += 1
            if page.isEmpty {
                finished = true
                return nil
            }
            return page
        }
    }
}
