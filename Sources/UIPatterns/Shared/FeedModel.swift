import Futubra
import FutubraServer

/// The Model of MVC, MVP, MVVM and the coordinator's MVVM screens: the feed and the server
/// calls that change it.
///
/// These four architectures differ in who sits between the view and the model, not in the
/// model itself, so they share this one type; what each compares is the rest. It is a
/// passive model: it tells no one when it changes, and it knows no screen. In MVC the
/// controller that changed it redraws; in MVP the presenters read it and tell their views;
/// in MVVM the view models read it and publish state; the coordinator hands one instance to
/// every view model of its flow, so a like made on one screen is the truth on every screen.
@MainActor
final class FeedModel {
    /// The feed last loaded, with the changes made since.
    private(set) var feed: Feed?
    /// The signed-in user.
    let user: UserName
    private let api: FeedAPI

    init(client: FeedClient, user: UserName) {
        api = FeedAPI(client: client, caller: "FeedModel")
        self.user = user
    }

    /// Loads the feed from the server and keeps it.
    func loadFeed() async throws(FeedClientError) -> Feed {
        let feed = try await api.feed()
        self.feed = feed
        return feed
    }

    /// Likes the post, or withdraws the user's like; keeps the server's answer.
    func toggleLike(_ id: PostID) async throws(FeedClientError) -> Post {
        let liked = feed?.post(id: id)?.isLiked(by: user) ?? false
        let post = liked ? try await api.unlike(id, as: user) : try await api.like(id, as: user)
        try? feed?.update(id: id) { $0 = post }
        return post
    }

    /// The comments of a post.
    func comments(on id: PostID) async throws(FeedClientError) -> [Comment] {
        try await api.comments(on: id)
    }

    /// Adds a comment by the user.
    func addComment(_ text: String, on id: PostID) async throws(FeedClientError) -> Comment {
        try await api.addComment(text, on: id, as: user)
    }
}
