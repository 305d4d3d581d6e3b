import Futubra

extension ChangePreventers {
    /// Divergent change: one type that changes for several unrelated reasons.
    ///
    /// `PostDesk` indexes posts for search, draws the feed line and writes the share text, and
    /// the three share one helper that clips the words. A change asked for sharing (shorter
    /// share texts) is made in the desk, and search and the feed line change with it. The
    /// refactoring (extract class) gives each reason its own type.
    enum DivergentChange {
        /// The smell: search, the card and sharing in one type, sharing one helper.
        enum Before {
            /// Everything the app does with a post: search, the feed line and sharing.
            struct PostDesk {
                /// How many characters of a post's words the desk keeps.
                var clipLength = 40

                func searchWords(_ post: Post) -> [String] {
                    clipped(post).lowercased().split(separator: " ").map(String.init)
                }

                func cardLine(_ post: Post) -> String {
                    "\(post.author): \(clipped(post)) ♥\(post.likeCount)"
                }

                func shareText(_ post: Post) -> String {
                    "\(clipped(post)) (via @\(post.author) on Futubra)"
                }

                private func clipped(_ post: Post) -> String {
                    String((post.content.words ?? post.content.kind.rawValue).prefix(clipLength))
                }
            }
        }

        /// The refactoring: one type per reason to change.
        enum After {
            /// What search indexes.
            struct PostSearch {
                func words(_ post: Post) -> [String] {
                    String((post.content.words ?? post.content.kind.rawValue).prefix(40)).lowercased()
                        .split(separator: " ").map(String.init)
                }
            }

            /// The feed line.
            struct PostCard {
                func line(_ post: Post) -> String {
                    "\(post.author): \(String((post.content.words ?? post.content.kind.rawValue).prefix(40))) ♥\(post.likeCount)"
                }
            }

            /// The text a reader shares.
            struct PostShare {
                var clipLength = 40

                func text(_ post: Post) -> String {
                    "\(String((post.content.words ?? post.content.kind.rawValue).prefix(clipLength))) (via @\(post.author) on Futubra)"
                }
            }
        }
    }
}
