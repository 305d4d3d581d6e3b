/// A small, fixed Futubra world that every example and test can share.
///
/// Always the same users, posts, likes and comments, so every transcript is deterministic.
///
/// ```swift
/// let feed = try SampleFeed.feed()      // 4 posts, newest first
/// let anna = SampleFeed.anna
/// ```
package enum SampleFeed {
    // The names below are literals that FutubraTests re-validate through
    // `UserName.init(_:)` ("every sample user name is valid").
    package static let anna = UserName(trusted: "anna")
    package static let bob = UserName(trusted: "bob")
    package static let chen = UserName(trusted: "chen")
    package static let dana = UserName(trusted: "dana")
    package static let eve = UserName(trusted: "eve")

    /// Every sample user, in alphabetical order.
    package static let users = [anna, bob, chen, dana, eve]

    /// Four posts, newest first: text by anna (#4), an image by bob (#3), a video by chen (#2)
    /// and text by dana (#1) with two comments.
    package static func feed() throws(FutubraError) -> Feed {
        try Feed(posts: [
            Post(
                id: PostID(4), author: anna, content: .text("Shipped the new feed screen today!"),
                likedBy: [bob, chen, dana]),
            Post(
                id: PostID(3), author: bob,
                content: .image("https://img.futubra.example/cat.jpg", caption: "My cat, judging me")),
            Post(
                id: PostID(2), author: chen, content: .video("https://video.futubra.example/talk.mp4"),
                likedBy: [anna]),
            Post(
                id: PostID(1), author: dana, content: .text("Hello, Futubra."), likedBy: [anna, bob],
                comments: [
                    Comment(id: CommentID(1), author: anna, content: .text("Welcome!")),
                    Comment(id: CommentID(2), author: eve, content: .text("Glad you are here.")),
                ]),
        ])
    }

    /// The sample post with `id` (1 to 4); throws ``FutubraError/postNotFound(_:)`` otherwise.
    package static func post(_ id: Int) throws(FutubraError) -> Post {
        guard let post = try feed().post(id: PostID(id)) else { throw .postNotFound(PostID(id)) }
        return post
    }
}
