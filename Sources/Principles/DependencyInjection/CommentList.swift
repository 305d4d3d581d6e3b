import Futubra

extension DependencyInjection {
    /// Where avatars are served from: the configuration the deepest object needs.
    struct ImageHost: Equatable, Sendable {
        let base: String

        /// The static singleton: reachable from anywhere, the same for everyone.
        static let shared = ImageHost(base: "https://img.futubra.example")
    }

    /// The deepest object: the avatar's address for a user.
    struct AvatarLinks: Sendable {
        let host: ImageHost

        func link(for user: UserName) -> String {
            "\(host.base)/avatars/\(user).png"
        }
    }

    /// Passed down a chain: the list does not use the host, it only carries it to the object
    /// it creates, which does.
    struct TrampCommentList: Sendable {
        let host: ImageHost

        func rows(for post: Post) -> [String] {
            let avatars = AvatarLinks(host: host)
            return post.comments.map { "\(avatars.link(for: $0.author)) \($0.author)" }
        }
    }

    /// The usual bad fix for a long chain: the object reaches for a static singleton, so no
    /// caller can give it another host.
    struct SingletonCommentList: Sendable {
        func rows(for post: Post) -> [String] {
            let avatars = AvatarLinks(host: .shared)
            return post.comments.map { "\(avatars.link(for: $0.author)) \($0.author)" }
        }
    }

    /// Injected: the list is handed the collaborator it calls, built where the host is known.
    ///
    /// ```swift
    /// CommentList(avatars: AvatarLinks(host: staging)).rows(for: post)
    /// ```
    struct CommentList: Sendable {
        let avatars: AvatarLinks

        func rows(for post: Post) -> [String] {
            post.comments.map { "\(avatars.link(for: $0.author)) \($0.author)" }
        }
    }
}
