/// One change of an observed value: what it was, and what it is now.
struct LikeChange: Equatable {
    let old: Int
    let new: Int
}

/// A post's like count that can be observed, as key-value observing observes a property:
/// `observe(_:)` returns an observation, and the handler hears every change until the
/// observation is invalidated or released.
///
/// ```swift
/// let observation = likes.observe { change in badge.text = "\(change.new)" }
/// likes.count = 8                 // the handler hears LikeChange(old: 7, new: 8)
/// observation.invalidate()        // or let it go: releasing it ends it too
/// ```
final class ObservedLikes {
    /// TODO: tell every current observation of each change, after it is stored.
    var count: Int

    init(count: Int = 0) {
        self.count = count
    }

    /// Starts an observation: `handler` hears each change of `count` from now on, in the
    /// order observations began, until the observation is invalidated or released.
    ///
    /// TODO: keep the handler; return an observation that ends it.
    func observe(_ handler: @escaping (LikeChange) -> Void) -> LikeObservation {
        LikeObservation()
    }
}

/// What `observe(_:)` returns: the observation lasts until `invalidate()` or until this
/// object is released, whichever comes first.
final class LikeObservation {
    /// TODO: end the observation; a second call does nothing.
    func invalidate() {}
}
