import ExampleKit
import Futubra

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
struct PostPages: Sequence, Sendable {
    let archive: PostArchive
    let size: Int
    let transcript: Transcript?

    /// Yields pages lazily, each built from the archive's own iterator.
    struct Iterator: IteratorProtocol, Sendable {
        private var posts: PostArchive.Iterator
        private let size: Int
        private var number = 0
        private var pending: Post?
        private let transcript: Transcript?

        fileprivate init(pages: PostPages) {
            posts = pages.archive.makeIterator()
            size = pages.size
            transcript = pages.transcript
            pending = posts.next()
        }

        mutating func next() -> PostPage? {
            guard let first = pending else { return nil }
            number += 1
            var page = [first]
            while page.count < size, let post = posts.next() {
                page.append(post)
            }
            pending = posts.next()
            transcript?.trace(from: "PostPages.Iterator", to: "PostArchive.Iterator", "next() x\(page.count)")
            return PostPage(number: number, posts: page, hasMore: pending != nil)
        }
    }

    func makeIterator() -> Iterator {
        Iterator(pages: self)
    }
}

extension PostArchive {
    /// The archive in pages of `size` posts (at least one), newest first.
    func pages(size: Int, transcript: Transcript? = nil) -> PostPages {
        PostPages(archive: self, size: Swift.max(size, 1), transcript: transcript)
    }
}
