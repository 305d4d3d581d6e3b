import ExampleKit
import Foundation
import Futubra
import FutubraServer

/// Plays the observable model: defaults, JSON round trips of the three kinds of content,
/// validation, a user edit, a like sent to the post's own URL and merged, a late answer
/// ignored by version, a detached copy, and the image slot that follows its URL.
public struct ObservableModelExample: ExampleOnMainActor {
    public static let id = "observable-model"
    public init() {}

    @MainActor
    public func play(_ transcript: Transcript) async throws {
        transcript.section("built from JSON, every property with a default")
        let empty = PostModel()
        transcript.line(
            "empty model: post \(empty.id), author '\(empty.author)', text '\(empty.text)', \(empty.likeCount) likes")
        for id in [1, 3, 2] {
            let json = try FutubraJSON.encode(try SampleFeed.post(id))
            let model = try PostModel(json: json)
            transcript.line(
                "post \(model.id) (\(model.fields.kind)): JSON round trip equal: \(try model.json() == json)")
        }

        transcript.section("validation names the field and the value")
        let blank = Data(#"{"id":9,"author":"eve","content":{"kind":"text","text":" "}}"#.utf8)
        do {
            _ = try PostModel(json: blank)
        } catch {
            transcript.line("a text post with blank text: \(error)")
        }
        let post = try PostModel(json: try FutubraJSON.encode(try SampleFeed.post(3)))
        do {
            try post.setDraftComment(String(repeating: "meow ", count: 60))
        } catch {
            transcript.line("a 300-character draft: \(error)")
        }

        transcript.section("every change is observed")
        post.observe { post, changed in
            transcript.line("  observer: post \(post.id) changed \(changed.sorted().map(\.rawValue))")
        }
        try post.setDraftComment("Judging you back")
        transcript.line("eve types a draft (through its setter)")
        let server = FeedServer(feed: try SampleFeed.feed())
        try await post.like(as: SampleFeed.eve, through: .server(server))
        transcript.line("eve likes #3: the model sends \(server.requestLog.last ?? "") and merges the answer")
        let liked = try post.json()
        transcript.line(
            "likes now \(post.likeCount); merging the same JSON again reports \(try post.merge(json: liked).count) changes"
        )

        transcript.section("a late answer is ignored by version")
        let versioned = try PostModel(json: Self.json(version: 2, likes: #""eve""#))
        let late = try versioned.merge(json: Self.json(version: 1, likes: ""))
        transcript.line("post #7 at version 2 with 1 like; version 1 with none arrives late: \(late.count) changes")
        try versioned.setDraftComment("kept")
        let draft = versioned.copy()
        try draft.setDraftComment("edited in a copy")
        transcript.line("a copy is another model: the original's draft is still '\(versioned.draftComment)'")

        transcript.section("the image slot belongs to one URL")
        let cat = "https://img.futubra.example/cat.jpg"
        transcript.line("bytes for cat.jpg kept: \(post.storeImage(Data([1, 2, 3]), for: cat))")
        let dog = try Post(
            id: PostID(3), author: SampleFeed.bob, content: .image("https://img.futubra.example/dog.jpg"),
            likedBy: [SampleFeed.eve])
        try post.merge(json: try FutubraJSON.encode(dog))
        transcript.line("slot now for \(post.image.url), loaded: \(post.image.isLoaded)")
        transcript.line("late bytes for cat.jpg kept: \(post.storeImage(Data([4]), for: cat))")
    }

    /// Post #7 as an API that sends versions writes it.
    private static func json(version: Int, likes: String) -> Data {
        Data(
            #"{"id":7,"version":\#(version),"author":"eve","content":{"kind":"text","text":"Hi"},"likedBy":[\#(likes)]}"#
                .utf8)
    }
}
