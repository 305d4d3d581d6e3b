/// The compose screen's text box: a colleague. It tells the mediator when its text changes,
/// and knows no other colleague.
final class ComposeTextBox {
    /// Weak: the mediator owns its colleagues, not the other way round.
    weak var mediator: ComposeScreen?
    private(set) var text = ""

    /// The user types: the box now holds `text`.
    func type(_ text: String) {
        self.text = text
        mediator?.textChanged()
    }

    func clear() {
        text = ""
        mediator?.textChanged()
    }
}

/// The Post button: a colleague. It tells the mediator when it is tapped.
final class ComposePostButton {
    weak var mediator: ComposeScreen?
    var isEnabled = false

    func tap() {
        mediator?.postTapped()
    }
}

/// The counter of characters left: a colleague the mediator updates.
final class ComposeCounter {
    var remaining = 280
}

/// The mediator: it owns the colleagues, hears what each reports, and updates the others.
/// The button is enabled when the text holds 1 to 280 characters that are not all spaces;
/// the counter shows 280 minus the text's length; a tap on an enabled button posts the text
/// and clears the box.
final class ComposeScreen {
    let textBox = ComposeTextBox()
    let postButton = ComposePostButton()
    let counter = ComposeCounter()
    /// The texts posted, in order.
    private(set) var posted: [String] = []

    init() {
        textBox.mediator = self
        postButton.mediator = self
    }

    /// The text box changed: the counter and the button follow.
    func textChanged() {
        let text = textBox.text
        counter.remaining = 280 - text.count
        postButton.isEnabled = !text.allSatisfy(\.isWhitespace) && text.count <= 280
    }

    /// The button was tapped: post, then clear the box (which updates the rest).
    func postTapped() {
        guard postButton.isEnabled else { return }
        posted.append(textBox.text)
        textBox.clear()
    }
}
