import Futubra

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
