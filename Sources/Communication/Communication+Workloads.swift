import Foundation
import Futubra
import Synchronization

extension Communication {
    /// The family's mechanisms as workloads that `patterns bench` times: each returned function
    /// sends `n` messages through the catalogue's own implementation to one receiver and
    /// returns a checksum of what the receiver got, so the optimizer cannot drop the work.
    ///
    /// Set-up (subscribing, registering an observer) happens once, when the workload is made;
    /// a call of the returned function is the timed part.
    ///
    /// ```swift
    /// let publish = try Communication.Workloads.observerPublish()
    /// let checksum = publish(1_000)   // 1,000 events delivered to one subscriber
    /// ```
    package enum Workloads {
        /// ``FeedPublisher/publish(_:)`` of one event to one weakly held subscriber.
        package static func observerPublish() -> (Int) -> Int {
            let publisher = FeedPublisher(feed: Feed())
            let tally = Tally()
            let subscription = publisher.subscribe(tally) { tally, event in
                if case .postLiked(let post, _) = event { tally.take(post.rawValue) }
            }
            return { count in
                for index in 0..<count {
                    publisher.publish(.postLiked(PostID(index), by: SampleFeed.anna))
                }
                return withExtendedLifetime(subscription) { tally.total }
            }
        }

        /// A change of ``PostCardModel/likeCount`` heard by one key-value observation (`.new`).
        package static func keyValueObserving() throws -> (Int) -> Int {
            let card = PostCardModel(post: try SampleFeed.post(3))
            let tally = Tally()
            let observation = card.observe(\.likeCount, options: [.new]) { _, change in
                tally.take(change.newValue ?? 0)
            }
            return { count in
                for index in 0..<count {
                    card.likeCount = index
                }
                return withExtendedLifetime(observation) { tally.total }
            }
        }

        /// `NotificationCenter.post(name:object:userInfo:)` to one block observer, delivered
        /// synchronously (`queue: nil`), as ``LikeService`` posts `.postLiked`.
        package static func notificationPost() -> (Int) -> Int {
            let center = NotificationCenter()
            let tally = AtomicTally()
            let observation = NotificationObservation(center: center, name: .postLiked) { note in
                tally.take(note.userInfo?[FeedNotificationKey.postID] as? Int ?? 0)
            }
            let sender = Tally()
            return { count in
                for index in 0..<count {
                    center.post(name: .postLiked, object: sender, userInfo: [FeedNotificationKey.postID: index])
                }
                return withExtendedLifetime(observation) { tally.total }
            }
        }

        /// One message to the weakly held ``FeedTableDelegate`` of a ``FeedTable``.
        @MainActor
        package static func weakDelegate() -> @MainActor (Int) -> Int {
            let table = FeedTable()
            let delegate = SelectionTally()
            table.delegate = delegate
            return { count in
                for index in 0..<count {
                    table.delegate?.feedTable(table, didSelectRow: index)
                }
                return withExtendedLifetime(delegate) { delegate.tally.total }
            }
        }
    }
}

/// The receiver of every workload: adds what it is given. Never inlined, so each message
/// ends in one real call, as the direct-call baseline does.
private final class Tally {
    private(set) var total = 0

    @inline(never)
    func take(_ value: Int) {
        total &+= value
    }
}

/// A ``Tally`` for a `@Sendable` observer block.
private final class AtomicTally: Sendable {
    private let sum = Mutex(0)

    var total: Int { sum.withLock { $0 } }

    @inline(never)
    func take(_ value: Int) {
        sum.withLock { $0 &+= value }
    }
}

/// A table delegate that only counts the selected rows.
@MainActor
private final class SelectionTally: FeedTableDelegate {
    let tally = Tally()

    func feedTable(_ table: FeedTable, didSelectRow row: Int) {
        tally.take(row)
    }
}
