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
    /// One observation's handler, and whether it still hears.
    fileprivate final class Entry {
        let handler: (LikeChange) -> Void
        var isActive = true

        init(handler: @escaping (LikeChange) -> Void) {
            self.handler = handler
        }
    }

    private var entries: [Entry] = []

    /// Every current observation hears each change after it is stored.
    var count: Int {
        didSet { notify(LikeChange(old: oldValue, new: count)) }
    }

    init(count: Int = 0) {
        self.count = count
    }

    /// Starts an observation: `handler` hears each change of `count` from now on, in the
    /// order observations began, until the observation is invalidated or released.
    func observe(_ handler: @escaping (LikeChange) -> Void) -> LikeObservation {
        let entry = Entry(handler: handler)
        entries.append(entry)
        return LikeObservation { [weak self, weak entry] in
            entry?.isActive = false
            self?.entries.removeAll { $0 === entry || !$0.isActive }
        }
    }

    /// Delivers `change` to the observations there were when it began (one that begins during
    /// the delivery hears the next change), skipping any that ends during it. A change made
    /// by a handler is delivered at once, inside this delivery, as key-value observing does.
    private func notify(_ change: LikeChange) {
        for entry in entries where entry.isActive {
            entry.handler(change)
        }
    }
}

/// What `observe(_:)` returns: the observation lasts until `invalidate()` or until this
/// object is released, whichever comes first.
final class LikeObservation {
    private var end: (() -> Void)?

    init(end: @escaping () -> Void) {
        self.end = end
    }

    /// Ends the observation; a second call does nothing.
    func invalidate() {
        let end = self.end
        self.end = nil
        end?()
    }

    deinit {
        invalidate()
    }
}
