import Futubra

/// The home screen's layout for a viewer (or a guest): a greeting, a sign-in prompt for a
/// guest, the posts or an empty state, and the suggested users, written twice: with the DSL,
/// and by hand.
enum HomeFeed {
    /// The layout, with ``FeedLayoutBuilder``.
    static func layout(of feed: Feed, for viewer: UserName?, suggesting suggestions: [UserName]) -> FeedLayout {
        FeedLayout {
            FeedSection.header(greeting(viewer))
            if viewer == nil {
                FeedSection.header("Sign in to like and comment")
            }
            if feed.isEmpty {
                FeedSection.emptyState("No posts yet")
            } else {
                for post in feed.posts {
                    post
                }
            }
            for user in suggestions where user != viewer {
                FeedSection.suggestion(user)
            }
        }
    }

    /// The same layout, written by hand with an array and `append`.
    static func handBuiltLayout(of feed: Feed, for viewer: UserName?, suggesting suggestions: [UserName])
        -> FeedLayout
    {
        var sections: [FeedSection] = [.header(greeting(viewer))]
        if viewer == nil {
            sections.append(.header("Sign in to like and comment"))
        }
        if feed.isEmpty {
            sections.append(.emptyState("No posts yet"))
        } else {
            sections += feed.posts.map { .post($0.id) }
        }
        sections += suggestions.filter { $0 != viewer }.map { .suggestion($0) }
        return FeedLayout(sections: sections)
    }

    static func greeting(_ viewer: UserName?) -> String {
        viewer.map { "Welcome back, \($0.rawValue)" } ?? "Futubra"
    }
}
