import ContractSupport
import Futubra
import FutubraDeclarative
import Observation
import Testing

@testable import SwiftUIPatterns

@MainActor
@Suite("Model-view", .timeLimit(.minutes(1)), .watchdog)
struct ModelViewTests {
    @Test(
        "the views read the model with no view model between: a like on the row shows in the header, which reads the same post"
    )
    func viewsReadTheModel() throws {
        let model = try FeedModel()
        let host = ViewHost(ModelFeedScreen(model: model))
        try host.tap("Open", onLineStartingWith: "#3 ")
        try host.tap("Like", onLineStartingWith: "#3 ")
        expect(host.render()[0], equals: "open: #3 by bob, ♥1")
        expect(host.render()[2], equals: "#3 bob ♥1 [Unlike] [Open]")
        expect(model.posts[1].liked, "the model holds the like")
    }

    @Test("each post is its own observable object: a like evaluates the views of that post, and no other")
    func likeEvaluatesThatPost() throws {
        try checkLikeEvaluatesOneRow { try ModelFeedScreen(model: FeedModel()) }
    }

    @Test(
        "control: posts kept as values in one array make every row read them all, so a like evaluates every row",
        .tags(.control))
    func valueArrayEvaluatesAll() {
        withKnownIssue("every row was evaluated") {
            try checkLikeEvaluatesOneRow { try ArrayFeedScreen(model: ArrayFeedModel()) }
        }
    }

    @Test("the rule lives in the model: liking twice takes the like back, whichever view asked")
    func ruleInModel() throws {
        let model = try FeedModel()
        model.posts[0].toggleLike()
        model.posts[0].toggleLike()
        expect(model.posts[0].likes, equals: 3)
        expect(!model.posts[0].liked, "the like was taken back")
    }
}

/// Likes post #4 on the screen made by `make` and checks that one body ran: its row.
@MainActor
func checkLikeEvaluatesOneRow(_ make: () throws -> any View) throws {
    let host = ViewHost(try make())
    host.update()
    host.resetEvaluations()
    try host.tap("Like", onLineStartingWith: "#4 ")
    expect(host.render().contains { $0.hasPrefix("#4 anna ♥4 [Unlike]") }, "the like shows")
    expect(host.evaluations.count, equals: 1, "one row, not \(host.evaluations)")
}

/// The wrong model: the posts as values in one observable array.
@Observable
@MainActor
private final class ArrayFeedModel {
    var posts: [(id: Int, author: String, likes: Int, liked: Bool)]

    init() throws {
        posts = try SampleFeed.feed().posts.map {
            ($0.id.rawValue, $0.author.description, $0.likeCount, $0.isLiked(by: SampleFeed.anna))
        }
    }
}

/// The feed on the wrong model: each row looks its post up in the array.
private struct ArrayFeedScreen: View {
    let model: ArrayFeedModel

    var body: any View {
        VStack(
            model.posts.map { (post: (id: Int, author: String, likes: Int, liked: Bool)) -> any View in
                ArrayPostRow(id: post.id, model: model)
            })
    }
}

private struct ArrayPostRow: View {
    let id: Int
    let model: ArrayFeedModel

    var body: any View {
        let (id, model) = (id, model)
        guard let index = model.posts.firstIndex(where: { $0.id == id }) else { return EmptyView() }
        let post = model.posts[index]
        return HStack([
            Text("#\(post.id) \(post.author) ♥\(post.likes)"),
            Button(post.liked ? "Unlike" : "Like") {
                model.posts[index].liked.toggle()
                model.posts[index].likes += model.posts[index].liked ? 1 : -1
            },
        ])
    }
}
