/// The compose screen's text box: a colleague. It tells the mediator when its text changes,
/// and knows no other colleague. TODO: reach the mediator.
final class ComposeTextBox {
    private(set) var text = ""

    /// The user types: the box now holds `text`.
    func type(_ text: String) {
        self.text = text
    }

    func clear() {
        text = ""
    }
}

/// The Post button: a colleague. It tells the mediator when it is tapped. TODO: reach the
/// mediator.
final class ComposePostButton {
    var isEnabled = false

    func tap() {}
}

/// The counter of characters left: a colleague the mediator updates.
final class ComposeCounter {
    var remaining = 280
}

/// The mediator: it owns the colleagues, hears what each reports, and updates the others.
/// The button is enabled when the text holds 1 to 280 characters that are not all spaces;
/// the counter shows 280 minus the text's length; a tap on an enabled button posts the text
/// and clears the box. TODO
final class ComposeScreen {
    let textBox = ComposeTextBox()
    let postButton = ComposePostButton()
    let counter = ComposeCounter()
    /// The texts posted, in order.
    private(set) var posted: [String] = []
}
