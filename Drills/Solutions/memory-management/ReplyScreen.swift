/// What a reply composer tells the screen that shows it.
protocol ReplyComposerDelegate: AnyObject {
    func composer(_ composer: ReplyComposer, didSend reply: String)
}

/// Writes a reply, and tells its delegate when it is sent.
final class ReplyComposer {
    /// Weak: the screen that owns this composer is its delegate, and a strong reference back
    /// would keep the two alive together.
    weak var delegate: (any ReplyComposerDelegate)?

    init() {}

    func send(_ reply: String) {
        delegate?.composer(self, didSend: reply)
    }
}

/// The reply screen: it owns its composer and is the composer's delegate.
final class ReplyScreen: ReplyComposerDelegate {
    let composer = ReplyComposer()
    private(set) var sent: [String] = []

    init() {
        composer.delegate = self
    }

    func composer(_ composer: ReplyComposer, didSend reply: String) {
        sent.append(reply)
    }
}
