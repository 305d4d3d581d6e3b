import ContractSupport
import Futubra
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct FacadeTests {
    @Test("one call to the facade drives every subsystem: upload, store, index and mentions")
    func drivesEverySubsystem() throws {
        var publishing = PublishingFacade(feed: try SampleFeed.feed())
        let post = try publishing.publish(
            Draft(text: "Cats and @bob", photo: MediaFile(name: "cat.png", byteCount: 10)), by: SampleFeed.eve)
        expect(post.id, equals: PostID(5))
        expect(publishing.uploader.uploaded, equals: ["cat.png"])
        expect(publishing.store.feed.posts.first, equals: post)
        expect(publishing.search.posts(matching: "CATS"), equals: [PostID(5)])
        expect(publishing.mentions.sent, equals: [MentionNotifier.Mention(user: SampleFeed.bob, post: PostID(5))])
        expect(post.content.kind, equals: .image)
    }

    @Test("a step that fails leaves no half-published post in any subsystem")
    func failureChangesNothing() throws {
        var publishing = PublishingFacade(feed: try SampleFeed.feed(), photoLimit: 100)
        let before = publishing.search.wordCount
        #expect(throws: StructuralError.mediaTooLarge(bytes: 101, limit: 100)) {
            try publishing.publish(
                Draft(text: "Big @anna", photo: MediaFile(name: "big.jpg", byteCount: 101)), by: SampleFeed.bob)
        }
        #expect(throws: StructuralError.domain(.emptyText)) {
            try publishing.publish(Draft(text: "  "), by: SampleFeed.bob)
        }
        expect(publishing.store.feed, equals: (try SampleFeed.feed()))
        expect(publishing.uploader.uploaded.isEmpty)
        expect(publishing.search.wordCount, equals: before)
        expect(publishing.mentions.sent.isEmpty)
    }

    @Test("the facade adds no rule of its own: the same steps done by hand give the same result")
    func sameAsByHand() throws {
        var publishing = PublishingFacade(feed: try SampleFeed.feed())
        let viaFacade = try publishing.publish(Draft(text: "Hello @dana"), by: SampleFeed.chen)

        var store = PostStore(startingWith: try SampleFeed.feed())
        var mentions = MentionNotifier()
        let byHand = try store.publish(try .text("Hello @dana"), by: SampleFeed.chen)
        mentions.notifyMentions(in: byHand)

        expect(viaFacade, equals: byHand)
        expect(publishing.store.feed, equals: store.feed)
        expect(publishing.mentions.sent, equals: mentions.sent)
    }

    @Test("the subsystems stay reachable: the facade simplifies, it does not lock them away")
    func subsystemsReachable() throws {
        var publishing = PublishingFacade(feed: try SampleFeed.feed())
        expect(publishing.search.posts(matching: "futubra"), equals: [PostID(1)])
        _ = try publishing.publish(Draft(text: "Futubra at night"), by: SampleFeed.anna)
        expect(publishing.search.posts(matching: "futubra"), equals: [PostID(1), PostID(5)])
    }
}
