import Futubra

/// Data clumps: `offset` and `limit` travel together through every paging function, and
/// each function repeats (or forgets) their rules.
///
/// `posts(in:offset:limit:)` clamps a negative offset to zero; `label(offset:limit:total:)`
/// does not, so a request for offset -4 shows the first page under the title "page -1".
enum ClumpedPaging {
    static func posts(in feed: Feed, offset: Int, limit: Int) -> [PostID] {
        let start = min(max(offset, 0), feed.count)
        return Array(feed.posts[start..<min(start + max(limit, 1), feed.count)]).map(\.id)
    }

    static func label(offset: Int, limit: Int, total: Int) -> String {
        let size = max(limit, 1)
        return "page \(offset / size + 1) of \(max((total + size - 1) / size, 1))"
    }
}

/// The clump as a type: its rules are applied once, when a page is made.
struct PageRequest: Equatable, Sendable {
    let offset: Int
    let limit: Int

    /// A page; a negative offset becomes 0 and the limit is at least 1.
    init(offset: Int, limit: Int) {
        self.offset = max(offset, 0)
        self.limit = max(limit, 1)
    }
}

/// Paging that takes the page as one value.
enum Paging {
    static func posts(in feed: Feed, page: PageRequest) -> [PostID] {
        let start = min(page.offset, feed.count)
        return Array(feed.posts[start..<min(start + page.limit, feed.count)]).map(\.id)
    }

    static func label(for page: PageRequest, total: Int) -> String {
        "page \(page.offset / page.limit + 1) of \(max((total + page.limit - 1) / page.limit, 1))"
    }
}
