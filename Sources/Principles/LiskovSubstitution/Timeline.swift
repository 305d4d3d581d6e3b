import Futubra

extension LiskovSubstitution {
    /// A feed's timeline: posts newest first. The base type, and the promises it makes.
    ///
    /// - ``insert(_:)`` puts the post on top and keeps the others in their order;
    /// - ``remove(id:)`` takes out that post only.
    ///
    /// Every subclass must keep both, or code written against `Timeline` breaks when handed it.
    ///
    /// ```swift
    /// let timeline = Timeline(posts: feed.posts)
    /// timeline.insert(post)   // timeline.posts.first == post
    /// ```
    class Timeline {
        /// The posts, newest first.
        fileprivate(set) var posts: [Post]

        /// A timeline holding `posts` in that order.
        init(posts: [Post] = []) {
            self.posts = posts
        }

        /// Puts `post` on top.
        func insert(_ post: Post) {
            posts.insert(post, at: 0)
        }

        /// Takes out the post with `id`, if it is there.
        func remove(id: PostID) {
            posts.removeAll { $0.id == id }
        }
    }

    /// A subclass that keeps every promise: it adds an unread badge and changes no order.
    ///
    /// ```swift
    /// let timeline = UnreadCountingTimeline(posts: feed.posts)
    /// timeline.insert(post)   // on top, and unread == 1
    /// ```
    final class UnreadCountingTimeline: Timeline {
        /// Posts inserted since the reader last looked.
        private(set) var unread = 0

        override func insert(_ post: Post) {
            super.insert(post)
            unread += 1
        }

        /// The reader has seen everything.
        func markRead() {
            unread = 0
        }
    }

    /// Liskov substitution broken: a subclass that ranks the timeline by likes on every insert.
    ///
    /// It compiles wherever a `Timeline` is expected, yet a post just inserted, with no
    /// likes, sinks to the bottom: the base type's promise is weakened, and callers written
    /// against the base type (the composer) show the wrong post.
    ///
    /// ```swift
    /// Composer.publish(post, to: LikesRankedTimeline(posts: feed.posts))   // anna's post, not the new one
    /// ```
    final class LikesRankedTimeline: Timeline {
        override func insert(_ post: Post) {
            super.insert(post)
            posts = posts.enumerated()
                .sorted { ($0.element.likeCount, -$0.offset) > ($1.element.likeCount, -$1.offset) }
                .map(\.element)
        }
    }

    /// The ranking done right: a view computed from a timeline, not a kind of timeline, so no
    /// caller of `Timeline` can be handed it by mistake.
    ///
    /// ```swift
    /// LikesRanking().posts(of: timeline)   // most liked first; the timeline is untouched
    /// ```
    struct LikesRanking: Sendable {
        /// The timeline's posts, most liked first; equal counts keep the timeline's order.
        func posts(of timeline: Timeline) -> [Post] {
            timeline.posts.enumerated()
                .sorted { ($0.element.likeCount, -$0.offset) > ($1.element.likeCount, -$1.offset) }
                .map(\.element)
        }
    }
}
