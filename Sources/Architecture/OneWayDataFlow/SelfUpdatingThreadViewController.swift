import FutubraUI

/// The thread screen as it is often first written: on a tap it passes the text on, then
/// shows the new message and clears the field itself, before the server has answered.
///
/// For a moment the screen shows a message that the state does not hold; if the send then
/// fails or is refused, what the user saw was never true. Kept to be run beside
/// ``ThreadViewController`` and caught by the one-way check.
final class SelfUpdatingThreadViewController: ViewController, ThreadScreen {
    private let action: ThreadAction
    private let screen = ThreadView()

    /// A screen over `action`.
    init(action: ThreadAction) {
        self.action = action
        super.init(title: "Thread")
        action.screen = self
    }

    override func loadView() -> View { screen }

    override func viewDidAppear() {
        action.viewDidAppear()
    }

    func render(_ state: ThreadState) {
        _ = view
        screen.messages.text = state.lines.joined(separator: " | ")
        screen.field.text = state.draft
        screen.error.text = state.error
        screen.sendButton.isEnabled = state.canSend
    }

    var contents: ThreadScreenContents {
        ThreadScreenContents(
            lines: screen.messages.text.isEmpty ? [] : screen.messages.text.components(separatedBy: " | "),
            field: screen.field.text, error: screen.error.text, sendEnabled: screen.sendButton.isEnabled)
    }

    func type(_ text: String) {
        _ = view
        screen.field.text = text
    }

    func tapSend() {
        let text = screen.field.text
        action.send(draft: text)
        // The view changes what it shows on its own: the mistake this type stands for.
        screen.messages.text += " | \(action.state.me): \(text)"
        screen.field.text = ""
    }
}
