import Futubra

/// The Liskov substitution principle, shown on a feed's timeline and two subclasses of it.
///
/// Code written against ``Timeline`` relies on its promises: a post just inserted is on top,
/// and the other posts keep their order. ``UnreadCountingTimeline`` adds a badge and keeps
/// every promise; ``LikesRankedTimeline`` reorders by likes and breaks the first, so the
/// composer, handed one, scrolls to someone else's post. ``LikesRanking`` offers the same
/// ranking without pretending to be a timeline.
enum LiskovSubstitution {}

extension LiskovSubstitution {
    /// The composer's last step: insert the new post and scroll to the top of the timeline,
    /// where the base type promises the post is.
    ///
    /// ```swift
    /// Composer.publish(post, to: timeline)   // the post the screen scrolls to
    /// ```
    enum Composer {
        /// Inserts `post` and returns the post the screen then shows at the top.
        static func publish(_ post: Post, to timeline: Timeline) -> Post? {
            timeline.insert(post)
            return timeline.posts.first
        }
    }
}
