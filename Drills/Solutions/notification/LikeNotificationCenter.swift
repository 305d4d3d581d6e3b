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
    /// A registration: the observer, held weakly.
    private struct Registration {
        weak var observer: (any LikeObserver)?
    }

    private var registrations: [Registration] = []

    init() {}

    /// Registers `observer`: it hears every notice posted from now on, in the order observers
    /// registered.
    func addObserver(_ observer: any LikeObserver) {
        registrations.append(Registration(observer: observer))
    }

    /// Ends `observer`'s registration; removing one that is not registered does nothing.
    /// Registrations whose observer is gone are swept at the same time.
    func removeObserver(_ observer: any LikeObserver) {
        registrations.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Delivers `notice` to the observers registered when the delivery begins (an observer
    /// added during it hears the next notice; one removed during it may still hear this one).
    /// A notice posted by an observer during a delivery is delivered at once, inside it.
    func post(_ notice: LikeNotice) {
        // A copy of the list, as NotificationCenter delivers: what observers add or remove
        // while they hear does not move anyone else's turn. One that is gone is passed over.
        for registration in registrations {
            registration.observer?.didReceive(notice)
        }
    }
}
