/// The broken composer: it holds its delegate strongly.
///
/// Its screen owns it and is its delegate, so the two keep each other alive: when the last
/// outside reference to the screen goes, both stay in memory, unreachable, forever (or until
/// someone sets `delegate = nil` by hand). Kept to show the leak and test that it happens.
final class LeakingPostComposer {
    /// Who hears what was posted: owned, which is the bug.
    var delegate: (any PostComposerDelegate)?

    /// Sends `text` to the delegate.
    func submit(_ text: String) {
        delegate?.composer(didSubmit: text)
    }
}

/// A compose screen whose composer holds it strongly: the delegate retain cycle.
final class LeakingComposeScreen: PostComposerDelegate {
    /// The composer the screen owns, and that owns the screen back.
    let composer = LeakingPostComposer()
    /// What was posted from this screen, in order.
    private(set) var posted: [String] = []

    /// A screen wired as its composer's (strong) delegate: the cycle forms here.
    init() {
        composer.delegate = self
    }

    func composer(didSubmit text: String) {
        posted.append(text)
    }
}
