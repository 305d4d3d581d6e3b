/// What a control on the compose screen tells its mediator.
enum ComposeEvent: Hashable, Sendable {
    case textChanged
    case attachTapped
    case postTapped
}

/// The object that coordinates the compose screen's controls.
///
/// Controls know only this protocol: they report what happened and the mediator decides
/// what the other controls should do.
@MainActor
protocol ComposeMediator: AnyObject {
    /// `sender` reports `event`.
    func control(_ sender: AnyObject, didReport event: ComposeEvent)
}

/// The text field where the post is typed. It knows its mediator, never the buttons.
@MainActor
final class ComposeTextField {
    weak var mediator: (any ComposeMediator)?
    /// What the user typed.
    private(set) var text = ""
    /// The grey hint shown while the field is empty.
    var placeholder = "What's new?"
    /// A warning under the field, e.g. how far over the limit the text is.
    var warning: String?

    /// The user typed: the text becomes `text`, and the mediator hears of it.
    func userTyped(_ text: String) {
        self.text = text
        mediator?.control(self, didReport: .textChanged)
    }

    /// Empties the field without reporting (the mediator itself asked for it).
    func clear() {
        text = ""
        warning = nil
    }
}

/// The button that attaches an image, or removes the attached one.
@MainActor
final class AttachButton {
    weak var mediator: (any ComposeMediator)?
    /// The label, changed by the mediator: "Attach image" or "Remove image".
    var title = "Attach image"

    /// The user tapped the button.
    func userTapped() {
        mediator?.control(self, didReport: .attachTapped)
    }
}

/// The button that publishes the post; enabled only when the mediator says so.
@MainActor
final class PostButton {
    weak var mediator: (any ComposeMediator)?
    /// Whether a tap does anything; set by the mediator.
    var isEnabled = false

    /// The user tapped the button; a disabled button reports nothing.
    func userTapped() {
        guard isEnabled else { return }
        mediator?.control(self, didReport: .postTapped)
    }
}
