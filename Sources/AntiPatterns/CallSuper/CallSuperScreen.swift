import Futubra

/// Call super: a screen base class whose subclasses must call `super.viewDidLoad()`.
///
/// The base class subscribes the screen to new likes in ``viewDidLoad()``. Every subclass
/// overrides `viewDidLoad()` to set itself up and must remember to call `super` first;
/// nothing makes it. ``CallSuperProfileScreen`` forgets, and its badge never moves.
///
/// ```swift
/// let screen = CallSuperFeedScreen(hub: hub)
/// screen.viewDidLoad()
/// ```
class CallSuperScreen {
    let hub: LikeHub
    private(set) var badge = 0
    var title = ""

    init(hub: LikeHub) {
        self.hub = hub
    }

    /// Subscribes to likes. Overrides MUST call `super.viewDidLoad()`.
    func viewDidLoad() {
        hub.listen { [weak self] _ in self?.badge += 1 }
    }

    /// What the screen shows: `Feed · 2 new likes`.
    var lines: [String] { ["\(title) · \(badge) new likes"] }
}

/// The feed screen: overrides `viewDidLoad()` and calls `super`, as it must.
final class CallSuperFeedScreen: CallSuperScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
    }
}

/// The profile screen, written later: overrides `viewDidLoad()` and forgets `super`.
final class CallSuperProfileScreen: CallSuperScreen {
    override func viewDidLoad() {
        title = "Profile"
    }
}
