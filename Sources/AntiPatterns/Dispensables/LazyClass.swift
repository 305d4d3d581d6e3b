import Futubra

extension Dispensables {
    /// Lazy class: a type that does too little to pay for itself.
    ///
    /// `LikeBadge` holds a post and forwards its like count: one more type to name, read and
    /// test, for one line of work. The refactoring (inline class) moves that line to its
    /// only caller.
    enum LazyClass {
        /// The smell: a type that only forwards.
        enum Before {
            /// Holds a post and forwards its like count.
            struct LikeBadge {
                let post: Post

                var count: Int { post.likeCount }

                var text: String { "♥ \(count)" }
            }

            static func badge(_ post: Post) -> String { LikeBadge(post: post).text }
        }

        /// The refactoring: the line, where it is used.
        enum After {
            static func badge(_ post: Post) -> String { "♥ \(post.likeCount)" }
        }
    }
}
