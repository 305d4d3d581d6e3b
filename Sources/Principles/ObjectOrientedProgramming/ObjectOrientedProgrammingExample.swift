import ExampleKit
import Futubra

/// Plays the four ideas of object-oriented programming, each as a design that breaks it
/// next to one that keeps it, on the same Futubra data.
package struct ObjectOrientedProgrammingExample: Example {
    package static let id = "object-oriented-programming"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        try encapsulation(transcript)
        abstraction(feed, transcript)
        try inheritance(feed, transcript)
        polymorphism(feed, transcript)
    }

    private func encapsulation(_ transcript: Transcript) throws {
        transcript.section("encapsulation")
        let anna = SampleFeed.anna
        let bob = SampleFeed.bob
        let taps: [LikeTap] = [.like(anna), .like(anna), .unlike(bob), .unlike(bob), .unlike(bob)]
        transcript.line("taps: anna likes twice, bob withdraws a like he never gave, three times")
        var open = ExposedLikes()
        var post = try Post(id: PostID(5), author: SampleFeed.eve, content: .text("Is this thing on?"))
        for tap in taps {
            LikeButton.apply(tap, to: &open)
            LikeButton.apply(tap, to: &post)
        }
        transcript.line("open fields:   count \(open.count), likers \(open.likers.map(\.rawValue))")
        transcript.line("encapsulated:  count \(post.likeCount), likers \(post.likedBy.sorted().map(\.rawValue))")
    }

    private func abstraction(_ feed: Feed, _ transcript: Transcript) {
        transcript.section("abstraction")
        transcript.line("both archives get posts #1 to #4, oldest first")
        var first = FrontInsertingArchive()
        var second = AppendingArchive()
        for post in feed.posts.reversed() {
            first.add(post)
            second.add(post)
        }
        transcript.line("FrontInsertingArchive, storage.first: \(LatestPostBanner.text(readingStorageOf: first))")
        transcript.line("FrontInsertingArchive, newest:        \(LatestPostBanner.text(from: first))")
        transcript.line("AppendingArchive, storage.first:      \(LatestPostBanner.text(readingStorageOf: second))")
        transcript.line("AppendingArchive, newest:             \(LatestPostBanner.text(from: second))")
    }

    private func inheritance(_ feed: Feed, _ transcript: Transcript) throws {
        transcript.section("inheritance")
        guard let comment = feed.post(id: PostID(1))?.comments.last else { return }
        transcript.line("eve's comment, as a subclass of the post card:")
        for line in try CommentCardView(comment: comment).render() {
            transcript.line("  \(line)")
        }
        transcript.line("eve's comment, as its own card sharing AuthorLine:")
        for line in CommentCard(comment: comment).render() {
            transcript.line("  \(line)")
        }
    }

    private func polymorphism(_ feed: Feed, _ transcript: Transcript) {
        transcript.section("polymorphism")
        let cards = feed.posts.map(PostCardView.card(for:))
        for card in cards {
            let switched = CardTypeSwitch.render(card)
            let dispatched = card.render()
            transcript.line(
                "\(type(of: card)): type switch \(switched == dispatched ? "draws it" : "cannot draw it"), "
                    + "render() draws it")
        }
        guard let video = cards.first(where: { $0 is VideoCardView }) else { return }
        transcript.line("the video card through the type switch:")
        for line in CardTypeSwitch.render(video) {
            transcript.line("  \(line)")
        }
        transcript.line("the video card through render():")
        for line in video.render() {
            transcript.line("  \(line)")
        }
    }
}
