import Futubra
import MessageTrace
import Synchronization

/// A post's like button: the screen flips at every tap, and the server is told through a
/// ``Throttler``, at most once per interval, ending with the state the screen shows.
///
/// ```swift
/// let button = LikeButton(interval: .seconds(1), scheduler: scheduler) { liked in
///     Task { try await backend.setLiked(liked) }
/// }
/// button.tap()   // liked on screen at once; the server hears it at once too
/// ```
final class LikeButton: Sendable {
    private let liked = Mutex(false)
    private let sync: Throttler<Bool>

    /// A button, not liked, that tells `server` through a throttle of `interval`.
    init(
        interval: Duration, trailing: Bool = true, scheduler: any TimerScheduler,
        server: @escaping @Sendable (Bool) -> Void
    ) {
        sync = Throttler(for: interval, trailing: trailing, scheduler: scheduler) { liked in
            Trace.call(from: "LikeButton", to: "Server", liked ? "like" : "unlike")
            server(liked)
        }
    }

    /// What the screen shows.
    var isLiked: Bool { liked.withLock { $0 } }

    /// The user taps: the screen flips now, and the new state goes to the throttle.
    func tap() {
        let now = liked.withLock { liked in
            liked.toggle()
            return liked
        }
        sync.send(now)
    }
}
