import Futubra
import MessageTrace

/// One page of the archive: its number (from 1), its posts, and whether more follow.
struct PostPage: Equatable, Sendable {
    let number: Int
    let posts: [Post]
    let hasMore: Bool
}

/// The archive as pages of a fixed size, the way an infinite-scroll feed loads it.
///
/// Another traversal policy over the same hidden storage: the iterator fetches the next page
/// only when asked, so a reader who stops after page one never costs the rest.
///
/// ```swift
/// for page in archive.pages(size: 3) {
///     show(page.posts)
///     if !page.hasMore { showEndOfFeed() }
/// }
/// ```
struct PostPages: Sequence, Sendable {
    let archive: PostArchive
    let size: Int

    /// Yields pages lazily, each built from the archive's own iterator.
    struct Iterator: IteratorProtocol, Sendable {
        private var posts: PostArchive.Iterator
        private let size: Int
        private var number = 0
        /// The post read ahead to learn whether another page follows.
        private var pending: Post?
        private var started = false

        fileprivate init(pages: PostPages) {
            posts = pages.archive.makeIterator()
            size = pages.size
        }

        /// The next page: the post read ahead last time, then posts until the page is full and
        /// one more is read ahead (to know whether more follow), or until the archive ends.
        mutating func next() -> PostPage? {
            var calls = 0
            if !started {
                started = true
                pending = posts.next()
                calls += 1
            }
            var page: [Post] = []
            if let first = pending {
                page.append(first)
                pending = nil
                while let post = posts.next() {
                    calls += 1
                    guard page.count < size else {
                        pending = post
                        break
                    }
                    page.append(post)
                }
                if pending == nil { calls += 1 }  // the call that returned nil
            }
            if calls > 0 {
                Trace.call(from: "PostPages.Iterator", to: "PostArchive.Iterator", "next() x\(calls)")
            }
            guard !page.isEmpty else { return nil }
            number += 1
            return PostPage(number: number, posts: page, hasMore: pending != nil)
        }
    }

    func makeIterator() -> Iterator {
        Iterator(pages: self)
    }
}

extension PostArchive {
    /// The archive in pages of `size` posts (at least one), newest first.
    func pages(size: Int) -> PostPages {
        PostPages(archive: self, size: Swift.max(size, 1))
    }
}
