import Futubra

extension ChangePreventers {
    /// Shotgun surgery: one change that needs small edits in many places.
    ///
    /// Four screens show a like count, and each spells out the plural rule itself; changing
    /// the wording ("no likes yet", a compact "1.2K") means finding all four. The refactoring
    /// (move function) puts the rule in `LikeCount`, which every screen uses.
    enum ShotgunSurgery {
        /// The smell: the wording of a like count, written out on every screen.
        enum Before {
            static func feedRow(_ post: Post) -> String {
                "\(post.author) · \(post.likeCount) \(post.likeCount == 1 ? "like" : "likes")"
            }

            static func detailFooter(_ post: Post) -> String {
                "\(post.likeCount) \(post.likeCount == 1 ? "like" : "likes"), \(post.comments.count) comments"
            }

            static func profileTotal(_ feed: Feed, of user: UserName) -> String {
                let total = feed.posts.filter { $0.author == user }.reduce(0) { $0 + $1.likeCount }
                return "\(user) received \(total) \(total == 1 ? "like" : "likes")"
            }

            static func notification(_ post: Post) -> String {
                "your post \(post.id) now has \(post.likeCount) \(post.likeCount == 1 ? "like" : "likes")"
            }
        }

        /// The refactoring: the wording in one type, used by every screen.
        enum After {
            /// A like count as a reader sees it.
            struct LikeCount {
                let value: Int

                var text: String { "\(value) \(value == 1 ? "like" : "likes")" }
            }

            static func feedRow(_ post: Post) -> String {
                "\(post.author) · \(LikeCount(value: post.likeCount).text)"
            }

            static func detailFooter(_ post: Post) -> String {
                "\(LikeCount(value: post.likeCount).text), \(post.comments.count) comments"
            }

            static func profileTotal(_ feed: Feed, of user: UserName) -> String {
                let total = feed.posts.filter { $0.author == user }.reduce(0) { $0 + $1.likeCount }
                return "\(user) received \(LikeCount(value: total).text)"
            }

            static func notification(_ post: Post) -> String {
                "your post \(post.id) now has \(LikeCount(value: post.likeCount).text)"
            }
        }

        /// What the four screens show for `feed`, in one list.
        static func screens(
            _ feed: Feed, row: (Post) -> String, footer: (Post) -> String, total: (Feed, UserName) -> String,
            notification: (Post) -> String
        ) -> [String] {
            feed.posts.flatMap { [row($0), footer($0), notification($0)] } + SampleFeed.users.map { total(feed, $0) }
        }
    }
}
