import Futubra

extension Couplers {
    /// Inappropriate intimacy: a type that reaches into another's private parts.
    ///
    /// The like ledger keeps likers in the order they liked (the first liker gets a badge).
    /// The feed badge, to list names alphabetically, sorts the ledger's own array in place,
    /// and the order the ledger promised is gone. The refactoring (encapsulate field, move
    /// method) hides the storage and hands out copies.
    enum InappropriateIntimacy {
        /// The smell: the ledger's storage is open, and the badge edits it.
        enum Before {
            /// Likes per post, in the order given; its storage is open.
            final class LikeLedger {
                var likers: [PostID: [UserName]] = [:]

                func like(_ id: PostID, by user: UserName) {
                    if likers[id]?.contains(user) != true { likers[id, default: []].append(user) }
                }

                func firstLiker(of id: PostID) -> UserName? { likers[id]?.first }
            }

            static func badge(for id: PostID, in ledger: LikeLedger) -> String {
                ledger.likers[id]?.sort()
                let names = ledger.likers[id] ?? []
                return names.isEmpty ? "no likes" : "liked by " + names.map(\.rawValue).joined(separator: ", ")
            }
        }

        /// The refactoring: the ledger keeps its storage and answers questions.
        enum After {
            /// Likes per post, in the order given; its storage is its own.
            final class LikeLedger {
                private var likers: [PostID: [UserName]] = [:]

                func like(_ id: PostID, by user: UserName) {
                    if likers[id]?.contains(user) != true { likers[id, default: []].append(user) }
                }

                func firstLiker(of id: PostID) -> UserName? { likers[id]?.first }

                /// Who liked `id`, in the order they liked; a copy.
                func likers(of id: PostID) -> [UserName] { likers[id] ?? [] }
            }

            static func badge(for id: PostID, in ledger: LikeLedger) -> String {
                let names = ledger.likers(of: id).sorted()
                return names.isEmpty ? "no likes" : "liked by " + names.map(\.rawValue).joined(separator: ", ")
            }
        }

        /// The likes on posts #1 to #3 made from `seed`, in the order they happen.
        static func likes(seed: UInt64, count: Int = 10) -> [(PostID, UserName)] {
            var random = CodeSmell.Generator(state: seed)
            return (0..<count).map { _ in (PostID(1 + random.index(below: 3)), random.pick(SampleFeed.users)) }
        }
    }
}
