import ExampleKit
import Foundation
import Futubra

/// Plays the feed with a position index added on a guess, then the plain feed, through the
/// same sort and removal; then loads a large feed through the decoding a profile sped up.
package struct PrematureOptimizationExample: Example {
    package static let id = "premature-optimization"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        transcript.section("optimized on a guess: an index of positions for post(id:)")
        var indexed = PrematureOptimization.IndexedFeed(feed)
        indexed.sortByLikes()
        transcript.line("after sorting by likes, post(id: #3) is \(Self.name(indexed.post(id: PostID(3))))")
        try indexed.remove(id: PostID(4))
        transcript.line("after removing #4, post(id: #1) is \(Self.name(indexed.post(id: PostID(1))))")

        transcript.section("measured first: the plain feed, linear post(id:)")
        var plain = feed
        plain.sort { $0.likeCount > $1.likeCount }
        transcript.line("after sorting by likes, post(id: #3) is \(Self.name(plain.post(id: PostID(3))))")
        try plain.remove(id: PostID(4))
        transcript.line("after removing #4, post(id: #1) is \(Self.name(plain.post(id: PostID(1))))")

        transcript.section("where the profile pointed: decoding a whole feed")
        let large = try Feed(posts: (1...500).map { try Self.post($0) })
        let decoded = try FutubraJSON.decode(Feed.self, from: try FutubraJSON.encode(large))
        transcript.line("500 posts decoded, equal to the ones encoded: \(decoded == large)")
        let repeated =
            Data(#"{"posts":[{"id":7,"author":"anna","content":{"kind":"text","text":"a"}},"#.utf8)
            + Data(#"{"id":7,"author":"bob","content":{"kind":"text","text":"b"}}]}"#.utf8)
        do {
            _ = try FutubraJSON.decode(Feed.self, from: repeated)
        } catch {
            transcript.line("a repeated id is still refused: \(error)")
        }
    }

    private static func post(_ number: Int) throws -> Post {
        try Post(id: PostID(number), author: SampleFeed.users[number % 5], content: .text("Post \(number)"))
    }

    private static func name(_ post: Post?) -> String {
        post.map { "\($0.id) by \($0.author)" } ?? "missing"
    }
}
