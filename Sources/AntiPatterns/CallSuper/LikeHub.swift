import Futubra

/// Tells the screens that listen to it about each new like.
///
/// ```swift
/// let hub = LikeHub()
/// hub.listen { id in badge.note(id) }
/// hub.publish(PostID(4))
/// ```
final class LikeHub {
    private var listeners: [(PostID) -> Void] = []

    init() {}

    /// Calls `listener` with every like published from now on.
    func listen(_ listener: @escaping (PostID) -> Void) {
        listeners.append(listener)
    }

    /// Tells every listener that post `id` got a like.
    func publish(_ id: PostID) {
        for listener in listeners {
            listener(id)
        }
    }

    /// How many listen.
    var listenerCount: Int { listeners.count }
}
