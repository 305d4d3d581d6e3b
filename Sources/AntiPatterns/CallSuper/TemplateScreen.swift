import Futubra

/// The fix for call super: the base class keeps the required step and offers a hook.
///
/// ``load()`` is `final`: it subscribes to likes, then calls ``didLoad()``, an empty hook
/// that subclasses override to set themselves up. Forgetting `super` is no longer possible,
/// because there is no `super` to call.
///
/// ```swift
/// let screen = TemplateProfileScreen(hub: hub)
/// screen.load()
/// ```
class TemplateScreen {
    let hub: LikeHub
    private(set) var badge = 0
    var title = ""

    init(hub: LikeHub) {
        self.hub = hub
    }

    /// Subscribes to likes, then lets the subclass set itself up.
    final func load() {
        hub.listen { [weak self] _ in self?.badge += 1 }
        didLoad()
    }

    /// The subclass's own setup; the default does nothing, and an override calls nothing.
    func didLoad() {}

    /// What the screen shows: `Feed · 2 new likes`.
    var lines: [String] { ["\(title) · \(badge) new likes"] }
}

/// The feed screen: sets its title in the hook.
final class TemplateFeedScreen: TemplateScreen {
    override func didLoad() {
        title = "Feed"
    }
}

/// The profile screen: sets its title in the hook; nothing to forget.
final class TemplateProfileScreen: TemplateScreen {
    override func didLoad() {
        title = "Profile"
    }
}
