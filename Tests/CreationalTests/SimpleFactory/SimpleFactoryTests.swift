import ContractSupport
import ExampleKit
import Futubra
import MessageTrace
import Testing

@testable import Creational

/// Checks a simple factory's contract on the sample feed, which holds every kind of
/// content: each post gets a cell of its own kind's type, and the kinds never share a type.
private func checkEveryKindGetsItsOwnCell(
    make: (Post) throws -> any FeedCell, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let feed = try SampleFeed.feed()
    #expect(Set(feed.posts.map(\.content.kind)) == Set(Content.Kind.allCases), sourceLocation: sourceLocation)
    var typeOfKind: [Content.Kind: String] = [:]
    for post in feed.posts {
        let cell = try make(post)
        #expect(
            type(of: cell).kind == post.content.kind,
            "post \(post.id) holds \(post.content.kind) content but got \(type(of: cell))",
            sourceLocation: sourceLocation)
        typeOfKind[post.content.kind] = "\(type(of: cell))"
    }
    #expect(
        Set(typeOfKind.values).count == Content.Kind.allCases.count, "two kinds share a cell type: \(typeOfKind)",
        sourceLocation: sourceLocation)
}

/// The simple factory's contract: one static method picks the concrete type from a value,
/// and the client knows only the product's protocol.
@Suite("Simple factory", .timeLimit(.minutes(1)), .watchdog)
struct SimpleFactoryTests {
    @Test("each kind of content gets its own cell type from one static call")
    func eachKindItsOwnType() throws {
        try checkEveryKindGetsItsOwnCell(make: FeedCellFactory.makeCell(for:))
        let feed = try SampleFeed.feed()
        expect(
            FeedList().cells(for: feed).map { "\(type(of: $0))" },
            equals: [
                "TextPostCell", "ImagePostCell", "VideoPostCell", "TextPostCell",
            ])
    }

    @Test(
        "a factory whose switch ends in a catch-all default hands a video post a text cell, and the check catches it",
        .tags(.control))
    func catchAllDefaultFails() {
        /// The naive factory: written when only text and images existed, it sends everything
        /// else to the text cell.
        func catchAllFactory(_ post: Post) throws -> any FeedCell {
            switch post.content {
            case .image(let image):
                return ImagePostCell(author: post.author, image: image, likes: post.likeCount)
            default:
                return TextPostCell(
                    author: post.author, text: try TextContent(post.content.words ?? "(post)"), likes: post.likeCount)
            }
        }
        withKnownIssue {
            try checkEveryKindGetsItsOwnCell(make: catchAllFactory)
        }
    }

    @Test("the list never names a concrete cell, yet one list shows text, image and video posts side by side")
    func oneListMixesKinds() throws {
        var feed = try SampleFeed.feed()
        try feed.remove(id: PostID(1))
        expect(
            FeedList().render(feed),
            equals: [
                "anna: Shipped the new feed screen today!", "  3 likes",
                "bob posted a photo", "  [img] https://img.futubra.example/cat.jpg", "  \"My cat, judging me\"",
                "  0 likes",
                "chen posted a video", "  [> play] https://video.futubra.example/talk.mp4", "  1 like",
            ])
    }

    @Test("the choice depends on the content kind only: posts of one kind get one cell type whatever else they hold")
    func kindAloneDecides() throws {
        let plain = try Post(
            id: PostID(7), author: SampleFeed.eve, content: .image("https://img.futubra.example/a.png"))
        let captioned = try Post(
            id: PostID(8), author: SampleFeed.bob, content: .image("https://img.futubra.example/b.png", caption: "b"),
            likedBy: [SampleFeed.anna])
        let short = try Post(id: PostID(9), author: SampleFeed.dana, content: .text("Hi"))
        let long = try Post(
            id: PostID(10), author: SampleFeed.chen, content: .text(String(repeating: "long ", count: 50)),
            likedBy: Set(SampleFeed.users))
        expect(FeedCellFactory.makeCell(for: plain) is ImagePostCell)
        expect(FeedCellFactory.makeCell(for: captioned) is ImagePostCell)
        expect(FeedCellFactory.makeCell(for: short) is TextPostCell)
        expect(FeedCellFactory.makeCell(for: long) is TextPostCell)
        expect(FeedCellFactory.makeCell(for: plain).render().count, equals: 3)
        expect(FeedCellFactory.makeCell(for: captioned).render().count, equals: 4)
    }

    @Test("the factory's choice is visible in the trace: the list asks, the factory names the type it picked")
    func choiceIsTraced() throws {
        let feed = try Feed(posts: [try SampleFeed.post(2)])
        let transcript = Transcript()
        _ = transcript.tracing { FeedList().render(feed) }
        expect(
            transcript.events,
            equals: [
                TraceEvent(from: "FeedList", to: "FeedCellFactory", message: "makeCell(for: #2)"),
                TraceEvent(
                    from: "FeedCellFactory", to: "FeedCellFactory", message: "video -> VideoPostCell", kind: .note),
            ])
    }
}
