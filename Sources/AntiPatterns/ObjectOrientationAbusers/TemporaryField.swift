import Futubra

extension ObjectOrientationAbusers {
    /// Temporary field: fields that mean something only while one method runs.
    ///
    /// The builder's `topPost` and `totalLikes` are filled by `prepare(_:)` and read by
    /// `headline()`; between runs they keep whatever the last feed left. The refactoring
    /// (extract class) turns the fields into a value that exists only when it was computed.
    enum TemporaryField {
        /// The smell: a builder whose fields are valid only after `prepare(_:)`.
        enum Before {
            /// Builds a feed digest through two fields that are valid only after `prepare(_:)`.
            struct DigestBuilder {
                var topPost: Post?
                var totalLikes = 0

                /// Fills the fields from `feed`.
                mutating func prepare(_ feed: Feed) {
                    totalLikes = 0
                    for post in feed.posts where post.likeCount > (topPost?.likeCount ?? -1) {
                        topPost = post
                    }
                    for post in feed.posts {
                        totalLikes += post.likeCount
                    }
                }

                /// The digest's headline, from the fields.
                func headline() -> String {
                    guard let topPost else { return "nothing to show" }
                    return "top: \(topPost.id) by \(topPost.author), \(totalLikes) likes in all"
                }
            }
        }

        /// The refactoring: the fields become a value made from one feed, or no value at all.
        enum After {
            /// One feed's digest: the most liked post and the likes in all.
            struct Digest: Equatable {
                let top: Post
                let totalLikes: Int

                /// The digest of `feed`; `nil` when the feed is empty.
                init?(feed: Feed) {
                    var top: Post?
                    for post in feed.posts where post.likeCount > (top?.likeCount ?? -1) {
                        top = post
                    }
                    guard let top else { return nil }
                    self.top = top
                    totalLikes = feed.posts.reduce(0) { $0 + $1.likeCount }
                }

                var headline: String { "top: \(top.id) by \(top.author), \(totalLikes) likes in all" }
            }

            /// The headline for `feed`.
            static func headline(for feed: Feed) -> String {
                Digest(feed: feed)?.headline ?? "nothing to show"
            }
        }
    }
}
