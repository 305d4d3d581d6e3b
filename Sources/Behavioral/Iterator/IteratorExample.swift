import ExampleKit
import Futubra

/// Plays Iterator: one archive traversed post by post, by two independent cursors, and in pages.
package struct IteratorExample: Example {
    package static let id = "iterator"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        var archive = PostArchive(try SampleFeed.feed().posts)
        for (id, author, text) in [
            (6, SampleFeed.eve, "Sixth"), (5, SampleFeed.bob, "Fifth"), (7, SampleFeed.chen, "Seventh"),
        ] {
            archive.store(try Post(id: PostID(id), author: author, content: .text(text)))
        }
        transcript.line("stored #6, #5, #7 after the sample posts, in that order")

        transcript.section("for-in, newest first")
        let ids = archive.map(\.id.description)
        transcript.line(ids.joined(separator: " "))

        transcript.section("two cursors over one archive")
        var reader = archive.makeIterator()
        var other = archive.makeIterator()
        let first = [reader.next(), reader.next(), reader.next()].compactMap { $0?.id.description }
        transcript.line("reader took \(first.joined(separator: " "))")
        transcript.line("other starts at \(other.next()?.id.description ?? "nothing")")
        transcript.line("reader goes on at \(reader.next()?.id.description ?? "nothing")")

        transcript.section("pages of 3, loaded as the reader scrolls")
        for page in archive.pages(size: 3) {
            let posts = page.posts.map(\.id.description).joined(separator: " ")
            transcript.line("page \(page.number): \(posts)\(page.hasMore ? "  (more below)" : "  (end)")")
        }

        transcript.section("Sequence algorithms for free")
        let liked = archive.lazy.filter { (post: Post) in post.likeCount > 0 }.prefix(2)
        transcript.line("first two liked: \(liked.map(\.id.description).joined(separator: " "))")
        transcript.line("first by bob: \(archive.first { $0.author == SampleFeed.bob }?.id.description ?? "none")")
    }
}
