import Futubra
import Synchronization

/// Where a recorded like goes next: a hand-off to the analytics outbox, made while recording.
protocol LikeOutbox: Sendable {
    func send(_ like: LikeEvent)
}

/// Silencing Swift 6: a ledger shared by many tasks, made to compile by declaring it
/// `@unchecked Sendable`, or by marking its storage `nonisolated(unsafe)`, instead of
/// protecting its state.
///
/// Both tell the compiler "trust me": it stops checking the type, and nothing else starts.
/// The ledger keeps one like per user by checking, then sending the like to the outbox, then
/// recording it; two tasks that like at once both pass the check, and the user is counted
/// and sent twice. The refactoring keeps the state in a `Mutex` and does the check and the
/// record in one `withLock`; the type is then `Sendable` because the compiler can prove it.
///
/// These two types are unsafe on purpose, as the smell: do not copy them. Their tests never
/// let two threads touch their storage at the same moment.
enum SilencedConcurrency {
    /// The smell: two ways of telling the compiler not to check.
    enum Before {
        /// Declared `@unchecked Sendable` so that tasks could share it; nothing protects `likers`.
        final class UncheckedLikeLedger: @unchecked Sendable {
            private var likers: [UserName] = []
            private let outbox: any LikeOutbox

            init(outbox: any LikeOutbox) {
                self.outbox = outbox
            }

            /// Records `user`'s like of `post` once; `false` when it was already there.
            func like(_ post: PostID, by user: UserName) -> Bool {
                guard !likers.contains(user) else { return false }
                outbox.send(LikeEvent(post: post, user: user))
                likers.append(user)
                return true
            }

            var count: Int { likers.count }
        }

        /// `Sendable` as written, with the one mutable field exempted by `nonisolated(unsafe)`.
        final class UnsafeLikeLedger: Sendable {
            nonisolated(unsafe) private var likers: [UserName] = []
            private let outbox: any LikeOutbox

            init(outbox: any LikeOutbox) {
                self.outbox = outbox
            }

            /// Records `user`'s like of `post` once; `false` when it was already there.
            func like(_ post: PostID, by user: UserName) -> Bool {
                guard !likers.contains(user) else { return false }
                outbox.send(LikeEvent(post: post, user: user))
                likers.append(user)
                return true
            }

            var count: Int { likers.count }
        }
    }

    /// The refactoring: the state behind a `Mutex`, checked and changed in one step.
    enum After {
        /// Sendable because every access to `likers` goes through the lock, which the
        /// compiler checks.
        final class LikeLedger: Sendable {
            private let likers = Mutex<[UserName]>([])
            private let outbox: any LikeOutbox

            init(outbox: any LikeOutbox) {
                self.outbox = outbox
            }

            /// Records `user`'s like of `post` once; `false` when it was already there.
            func like(_ post: PostID, by user: UserName) -> Bool {
                likers.withLock { likers in
                    guard !likers.contains(user) else { return false }
                    outbox.send(LikeEvent(post: post, user: user))
                    likers.append(user)
                    return true
                }
            }

            var count: Int { likers.withLock(\.count) }
        }
    }

    /// An outbox that keeps what it is sent, in order.
    final class MemoryOutbox: LikeOutbox {
        private let sent = Mutex<[LikeEvent]>([])

        init() {}

        func send(_ like: LikeEvent) {
            sent.withLock { $0.append(like) }
        }

        var events: [LikeEvent] { sent.withLock { $0 } }
    }
}
