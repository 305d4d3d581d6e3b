import Futubra

extension Dispensables {
    /// Data class: a type with fields and nothing else, whose rules every caller must keep.
    ///
    /// `LikeSheet` is a list of likers. The feed screen checks for a second like before it
    /// appends; the notification screen, written later, does not. The refactoring (move
    /// method, encapsulate field) puts the rule in the type, behind `like(by:)`.
    enum DataClass {
        /// The smell: bare data, and the rule in the callers.
        enum Before {
            /// Who liked a post, as bare data.
            struct LikeSheet: Equatable {
                var likers: [UserName] = []
            }

            static func likeFromFeed(_ sheet: inout LikeSheet, by user: UserName) {
                if !sheet.likers.contains(user) { sheet.likers.append(user) }
            }

            static func likeFromNotification(_ sheet: inout LikeSheet, by user: UserName) {
                sheet.likers.append(user)
            }
        }

        /// The refactoring: the type keeps its own rule.
        enum After {
            /// Who liked a post, each user once.
            struct LikeSheet: Equatable {
                private(set) var likers: [UserName] = []

                /// Adds `user`'s like; returns `false` when `user` already liked.
                @discardableResult
                mutating func like(by user: UserName) -> Bool {
                    guard !likers.contains(user) else { return false }
                    likers.append(user)
                    return true
                }
            }

            static func likeFromFeed(_ sheet: inout LikeSheet, by user: UserName) { sheet.like(by: user) }

            static func likeFromNotification(_ sheet: inout LikeSheet, by user: UserName) { sheet.like(by: user) }
        }

        /// The taps on one post made from `seed`: users chosen at random, some more than once.
        static func taps(seed: UInt64, count: Int = 8) -> [UserName] {
            var random = CodeSmell.Generator(state: seed)
            return (0..<count).map { _ in random.pick(SampleFeed.users) }
        }
    }
}
