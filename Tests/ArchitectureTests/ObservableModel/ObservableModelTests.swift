import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Synchronization
import Testing

@testable import Architecture

/// What the merge check needs of a model: built from JSON, merging newer JSON.
@MainActor
protocol MergingPostModel: AnyObject {
    init(json: Data) throws(ArchitectureError)
    @discardableResult func merge(json: Data) throws(ArchitectureError) -> Set<PostModel.Property>
}

extension PostModel: MergingPostModel {}

/// A merge as it is often first written: take the newer fields wholesale and announce that
/// everything changed, so every bound view redraws everything on every refresh.
@MainActor
final class ReplaceAllPostModel: MergingPostModel {
    private var fields: PostFields
    init(json: Data) throws(ArchitectureError) { fields = try PostFields(json: json) }
    func merge(json: Data) throws(ArchitectureError) -> Set<PostModel.Property> {
        fields = try PostFields(json: json)
        return [.author, .kind, .text, .mediaURL, .caption, .likedBy, .comments]
    }
}

/// Merges, one at a time, a like, a comment and the same JSON again: each merge must report
/// exactly the properties that changed, and nothing for an unchanged post.
@MainActor
func checkMergeReportsExactChanges(
    _ type: (some MergingPostModel).Type, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let server = FeedServer(feed: try SampleFeed.feed())
    let model = try type.init(json: try FutubraJSON.encode(try SampleFeed.post(1)))
    let liked = server.respond(method: "POST", path: "/posts/1/like", body: Data(#"{"user":"eve"}"#.utf8)).body
    #expect(try model.merge(json: liked) == [.likedBy], sourceLocation: sourceLocation)
    #expect(try model.merge(json: liked).isEmpty, sourceLocation: sourceLocation)
    _ = server.respond(method: "POST", path: "/posts/1/comments", body: Data(#"{"author":"eve","text":"Hi"}"#.utf8))
    let commented = try FutubraJSON.encode(try #require(server.feed.post(id: PostID(1))))
    #expect(try model.merge(json: commented) == [.comments], sourceLocation: sourceLocation)
}

@MainActor
@Suite(.timeLimit(.minutes(1)), .watchdog) struct ObservableModelTests {
    @Test("every property has a default, and missing or null optional fields take theirs")
    func defaults() throws {
        let empty = PostModel()
        expect(empty.fields, equals: PostFields())
        expect(empty.id == PostID(0) && empty.author.isEmpty && empty.likeCount == 0 && empty.draftComment.isEmpty)
        let sparse = try PostModel(
            json: Data(
                #"{"id":5,"author":"eve","content":{"kind":"image","url":"https://a.b/c.jpg","caption":null},"likedBy":null}"#
                    .utf8))
        expect(sparse.fields.caption.isEmpty && sparse.fields.likedBy.isEmpty && sparse.fields.comments.isEmpty)
    }

    @Test("text, image and video posts round-trip through the model to the very same JSON")
    func roundTrips() throws {
        for post in try SampleFeed.feed().posts {
            let json = try FutubraJSON.encode(post)
            let model = try PostModel(json: json)
            expect(try model.json() == json)
            expect(try FutubraJSON.decode(Post.self, from: model.json()) == post)
        }
        expect(Set(try SampleFeed.feed().posts.map(\.content.kind)), equals: [.text, .image, .video])
    }

    @Test("an invalid value is refused with an error that names the field and the value")
    func validation() throws {
        let cases: [(String, ArchitectureError)] = [
            (
                #"{"id":9,"author":"eve","content":{"kind":"text","text":" "}}"#,
                .invalidValue(field: "content.text", value: " ", reason: "a text post needs text")
            ),
            (
                #"{"id":0,"author":"eve","content":{"kind":"text","text":"hi"}}"#,
                .invalidValue(field: "id", value: "0", reason: "must be positive")
            ),
            (
                #"{"id":9,"author":"eve","content":{"kind":"text","text":"hi"},"likedBy":["bob","bob"]}"#,
                .invalidValue(field: "likedBy", value: "bob", reason: "a user likes a post once")
            ),
        ]
        for (json, expected) in cases {
            #expect(throws: expected) { try PostModel(json: Data(json.utf8)) }
        }
        let badURL = #"{"id":9,"author":"eve","content":{"kind":"video","url":"ftp://x.y/z"}}"#
        let error = #expect(throws: ArchitectureError.self) { try PostModel(json: Data(badURL.utf8)) }
        guard case .invalidValue(let field, let value, _) = error else { throw error ?? .invalidJSON("none") }
        expect(field == "content.url" && value == "ftp://x.y/z")
        let model = PostModel()
        #expect(throws: ArchitectureError.self) { try model.setDraftComment(String(repeating: "x", count: 281)) }
        expect(model.draftComment.isEmpty)
    }

    @Test("merging newer JSON reports exactly the properties that changed, and nothing when none did")
    func mergeReportsExactChanges() throws {
        try checkMergeReportsExactChanges(PostModel.self)
    }

    @Test("a merge that replaces everything and reports every property fails the exact-change check", .tags(.control))
    func replaceAllFails() {
        withKnownIssue {
            try checkMergeReportsExactChanges(ReplaceAllPostModel.self)
        }
    }

    @Test(
        "observers hear a user edit through its setter and a server change through a merge, each with its property names"
    )
    func observersHearChanges() throws {
        let model = try PostModel(json: try FutubraJSON.encode(try SampleFeed.post(4)))
        var heard: [Set<PostModel.Property>] = []
        let token = model.observe { _, changed in heard.append(changed) }
        try model.setDraftComment("Congrats!")
        try model.setDraftComment("Congrats!")
        let server = FeedServer(feed: try SampleFeed.feed())
        try model.merge(
            json: server.respond(method: "POST", path: "/posts/4/like", body: Data(#"{"user":"eve"}"#.utf8)).body)
        expect(heard, equals: [[.draftComment], [.likedBy]])
        model.stopObserving(token)
        try model.setDraftComment("")
        expect(heard.count, equals: 2)
    }

    @Test("a merge of another post's JSON, or of invalid JSON, is refused and changes nothing")
    func mergeRefuses() throws {
        let model = try PostModel(json: try FutubraJSON.encode(try SampleFeed.post(4)))
        let before = model.fields
        #expect(throws: ArchitectureError.invalidValue(field: "id", value: "3", reason: "this model is post '4'")) {
            try model.merge(json: try FutubraJSON.encode(try SampleFeed.post(3)))
        }
        #expect(throws: ArchitectureError.self) { try model.merge(json: Data("{".utf8)) }
        expect(model.fields, equals: before)
    }

    @Test("the image slot is tied to the image URL: a new URL empties it, and bytes for an old URL are refused")
    func imageSlot() throws {
        let model = try PostModel(json: try FutubraJSON.encode(try SampleFeed.post(3)))
        let cat = "https://img.futubra.example/cat.jpg"
        expect(model.image.url == cat && !model.image.isLoaded)
        expect(!model.storeImage(Data([1]), for: "https://img.futubra.example/other.jpg"))
        expect(model.storeImage(Data([1]), for: cat))
        let dog = try Post(
            id: PostID(3), author: SampleFeed.bob, content: .image("https://img.futubra.example/dog.jpg"))
        expect(try model.merge(json: FutubraJSON.encode(dog)) == [.mediaURL, .image, .caption])
        expect(model.image, equals: ImageSlot(url: "https://img.futubra.example/dog.jpg"))
        expect(!model.storeImage(Data([2]), for: cat))
        expect(!PostModel().storeImage(Data([3]), for: ""))
    }

    @Test("JSON older than the model's version is ignored: a late answer cannot take back a like")
    func olderVersionIsIgnored() throws {
        func post(version: Int, likedBy: [String]) -> Data {
            let likes = likedBy.map { "\"\($0)\"" }.joined(separator: ",")
            return Data(
                #"{"id":3,"version":\#(version),"author":"bob","content":{"kind":"text","text":"Hi"},"likedBy":[\#(likes)]}"#
                    .utf8)
        }
        let model = try PostModel(json: post(version: 1, likedBy: []))
        var heard: [Set<PostModel.Property>] = []
        model.observe { _, changed in heard.append(changed) }
        expect(try model.merge(json: post(version: 3, likedBy: ["eve"])), equals: [.likedBy])
        expect(try model.merge(json: post(version: 2, likedBy: [])), equals: [], "the answer to an earlier request")
        expect(model.likeCount == 1 && model.version == 3)
        expect(try model.merge(json: post(version: 4, likedBy: ["eve", "anna"])), equals: [.likedBy])
        expect(heard, equals: [[.likedBy], [.likedBy]])
    }

    @Test("JSON the server wrote comes back byte for byte; any other JSON comes back in the API's canonical form")
    func jsonIsCanonical() throws {
        let loose = Data(
            #"{"author":"bob","content":{"caption":"","kind":"image","text":"ignored","url":"https://a.b/c.jpg"},"id":5,"likedBy":["eve","anna"],"version":0}"#
                .utf8)
        let model = try PostModel(json: loose)
        let canonical = try model.json()
        expect(canonical != loose)
        expect(
            String(decoding: canonical, as: UTF8.self),
            equals:
                #"{"author":"bob","comments":[],"content":{"kind":"image","url":"https://a.b/c.jpg"},"id":5,"likedBy":["anna","eve"]}"#
        )
        expect(try PostModel(json: canonical).json(), equals: canonical, "the canonical form is a fixed point")
        expect(try PostModel(json: canonical).fields, equals: model.fields)
    }

    @Test("a copy is another model with the same state: editing it leaves the original and its observers alone")
    func copyIsDetached() throws {
        let original = try PostModel(json: try FutubraJSON.encode(try SampleFeed.post(3)))
        try original.setDraftComment("Nice cat")
        var heard = 0
        original.observe { _, _ in heard += 1 }
        let copy = original.copy()
        expect(copy !== original)
        expect(copy.fields == original.fields && copy.draftComment == "Nice cat" && copy.image == original.image)
        try copy.setDraftComment("Nice dog")
        expect(original.draftComment, equals: "Nice cat")
        expect(heard, equals: 0, "the copy has no observers of the original")
    }

    @Test("the model acts on its own URL: a like, an unlike and a comment go to /posts/{id}, and each answer is merged")
    func actsOnItsOwnURL() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let sent = RequestRecorder(.server(server))
        let model = try PostModel(json: try FutubraJSON.encode(try SampleFeed.post(3)))
        var heard: [Set<PostModel.Property>] = []
        model.observe { _, changed in heard.append(changed) }
        expect(try await model.like(as: SampleFeed.eve, through: sent.transport), equals: [.likedBy])
        expect(model.likeCount, equals: 1)
        try await model.comment("Nice cat", as: SampleFeed.eve, through: sent.transport)
        expect(model.fields.comments.map(\.content), equals: [try .text("Nice cat")])
        try await model.unlike(as: SampleFeed.eve, through: sent.transport)
        expect(try await model.reloadComments(through: sent.transport), equals: [], "the comments are already current")
        expect(heard, equals: [[.likedBy], [.comments], [.likedBy]])
        expect(
            sent.requests,
            equals: [
                "POST /posts/3/like", "POST /posts/3/comments", "POST /posts/3/unlike", "GET /posts/3/comments",
            ])
        expect(server.feed.post(id: PostID(3))?.comments.count, equals: 1)
    }
}

/// A transport that records each request it passes on.
final class RequestRecorder: Sendable {
    private let sent = Mutex<[String]>([])
    private let wire: RequestTransport

    init(_ wire: RequestTransport) {
        self.wire = wire
    }

    /// What was sent, as `METHOD /path?query`.
    var requests: [String] { sent.withLock { $0 } }

    var transport: RequestTransport {
        RequestTransport(name: wire.name) { [self] request in
            sent.withLock { $0.append(request.description) }
            return try await wire.send(request)
        }
    }
}
