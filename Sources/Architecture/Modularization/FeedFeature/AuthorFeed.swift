import Futubra
import MessageTrace

/// The feed feature's screen logic: tapping a post's author opens their profile through
/// ``ProfileRouting``, which the app hands it. The feed never names the profile feature.
///
/// ```swift
/// let feed = AuthorFeed(posts: feed.posts, profiles: someRouting)
/// feed.tapAuthor(ofPost: 0)   // the profile's title
/// ```
struct AuthorFeed: Sendable {
    /// The posts shown, newest first.
    let posts: [Post]
    /// Whatever opens a profile: the profile feature in the app, a stub in a test.
    let profiles: any ProfileRouting

    /// A feed of `posts` that opens profiles through `profiles`.
    init(posts: [Post], profiles: any ProfileRouting) {
        (self.posts, self.profiles) = (posts, profiles)
    }

    /// Opens the profile of the author of the post at `index`; nil for no such post.
    func tapAuthor(ofPost index: Int) -> String? {
        guard posts.indices.contains(index) else { return nil }
        let author = posts[index].author
        Trace.call(from: "AuthorFeed", to: "ProfileRouting", "openProfile(of: \(author))")
        let title = profiles.openProfile(of: author)
        Trace.reply(from: "ProfileRouting", to: "AuthorFeed", title)
        return title
    }
}
