/// What the like centre broadcasts.
enum LikeNotice: Equatable, CustomStringConvertible {
    case liked(post: Int)
    case unliked(post: Int)

    var description: String {
        switch self {
        case .liked(let post): "liked(#\(post))"
        case .unliked(let post): "unliked(#\(post))"
        }
    }
}

/// An object that wants to hear the likes: a badge, a screen, an analytics recorder.
protocol LikeObserver: AnyObject {
    func didReceive(_ notice: LikeNotice)
}

/// A notification centre for likes, as `NotificationCenter` is for selector-based observers:
/// an observer registers itself, and hears every notice posted until it is removed or gone.
/// The centre must not keep an observer alive: a closed screen goes away, and simply stops
/// hearing, whether or not it remembered to remove itself.
///
/// ```swift
/// center.addObserver(badge)
/// center.post(.liked(post: 3))    // badge.didReceive(.liked(post: 3))
/// center.removeObserver(badge)
/// ```
final class LikeNotificationCenter {
    // BUG: the centre holds every observer strongly, so no observer ever goes away while the
    // centre (usually shared by the whole app) lives.
    private var observers: [any LikeObserver] = []

    init() {}

    /// Registers `observer`: it hears every notice posted from now on, in the order observers
    /// registered.
    func addObserver(_ observer: any LikeObserver) {
        observers.append(observer)
    }

    /// Ends `observer`'s registration; removing one that is not registered does nothing.
    func removeObserver(_ observer: any LikeObserver) {
        observers.removeAll { $0 === observer }
    }

    /// Delivers `notice` to the observers registered when the delivery begins (an observer
    /// added during it hears the next notice; one removed during it may still hear this one).
    /// A notice posted by an observer during a delivery is delivered at once, inside it.
    func post(_ notice: LikeNotice) {
        for observer in observers {
            observer.didReceive(notice)
        }
    }
}
