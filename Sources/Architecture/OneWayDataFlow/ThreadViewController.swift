import FutubraUI
import MessageTrace

/// What a thread screen shows, read back from its views: what a test compares with the state.
struct ThreadScreenContents: Equatable {
    var lines: [String]
    var field: String
    var error: String
    var sendEnabled: Bool

    /// What a screen that draws `state` faithfully shows.
    init(drawing state: ThreadState) {
        self.init(lines: state.lines, field: state.draft, error: state.error, sendEnabled: state.canSend)
    }

    init(lines: [String], field: String, error: String, sendEnabled: Bool) {
        (self.lines, self.field, self.error, self.sendEnabled) = (lines, field, error, sendEnabled)
    }
}

/// A thread screen: forwards its events to the action object and draws what `render(_:)` is given.
@MainActor
protocol ThreadScreen: ThreadRendering {
    /// What it shows now.
    var contents: ThreadScreenContents { get }
    /// The user types `text` into the field.
    func type(_ text: String)
    /// The user taps send.
    func tapSend()
}

/// The thread screen's views: the messages, the field, the send button, the error line.
final class ThreadView: View {
    let messages = Label()
    let field = TextField(placeholder: "message")
    let sendButton = Button("Send")
    let error = Label()

    override init() {
        super.init()
        for view in [messages, field, sendButton, error] { addSubview(view) }
    }
}

/// The view controller as a view: it turns taps into calls on its ``ThreadAction`` and
/// draws the state handed to ``render(_:)``. It holds no state of its own: the field's
/// text is the user's typing, which it passes on with the tap, and the next render
/// replaces it with the state's draft.
final class ThreadViewController: ViewController, ThreadScreen {
    private let action: ThreadAction
    private let screen = ThreadView()

    /// A screen whose events go to `action`, which renders back to it.
    init(action: ThreadAction) {
        self.action = action
        super.init(title: "Thread")
        action.screen = self
    }

    override func loadView() -> View { screen }

    override func viewDidLoad() {
        screen.sendButton.addTarget(self, action: ThreadViewController.sendTapped)
    }

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

    private func sendTapped(_ sender: Button) {
        action.send(draft: screen.field.text)
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

    func tapSend() { screen.sendButton.tap() }
}
