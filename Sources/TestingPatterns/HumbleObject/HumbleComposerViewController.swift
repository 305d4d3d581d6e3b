import Futubra
import FutubraUI
import MessageTrace

/// The humble object: a view controller with no decisions in it. It forwards each event to
/// ``ComposerRules`` and shows the ``ComposerState`` it gets back.
///
/// What is left here is wiring a test rarely needs to check: which label shows the counter,
/// which button is enabled. Everything worth testing is in the rules.
///
/// ```swift
/// let composer = HumbleComposerViewController(post: post, rules: ComposerRules(author: eve))
/// composer.field.text = "Nice cat"
/// composer.textChanged()
/// composer.render()   // ["> Nice cat", "8/280", "[Post]"]
/// ```
final class HumbleComposerViewController: ViewController, ComposerScreen {
    private(set) var post: Post
    private var rules: ComposerRules
    let field = TextField(placeholder: "Write a comment")
    let counter = Label()
    let message = Label()
    let postButton = Button("Post")

    init(post: Post, rules: ComposerRules) {
        self.post = post
        self.rules = rules
        super.init(title: "Comment")
    }

    override func loadView() -> View {
        composerView(field: field, counter: counter, message: message, button: postButton)
    }

    override func viewDidLoad() {
        postButton.addTarget(self, action: HumbleComposerViewController.postTapped)
        show(rules.state(for: field.text))
    }

    func textChanged() {
        Trace.call(from: "HumbleComposerViewController", to: "ComposerRules", "state(for:)")
        show(rules.state(for: field.text))
    }

    func postTapped(_ sender: Button) {
        if rules.post(field.text, on: &post) != nil { field.text = "" }
        show(rules.state(for: field.text))
    }

    /// Puts `state` on screen, as it is.
    func show(_ state: ComposerState) {
        postButton.isEnabled = state.canPost
        counter.text = state.counter
        message.text = state.message ?? ""
        message.isHidden = state.message == nil
    }
}

/// A comment composer screen, however it is built: the script of ``ComposerScript`` drives it.
@MainActor
protocol ComposerScreen: AnyObject {
    var post: Post { get }
    var field: TextField { get }
    var postButton: Button { get }
    /// The field's text changed.
    func textChanged()
    /// What the screen shows.
    func render() -> [String]
}

/// The composer's views, one under the other: field, counter, message, button.
@MainActor
func composerView(field: TextField, counter: Label, message: Label, button: Button) -> View {
    let view = View()
    for subview in [field, counter, message, button] { view.addSubview(subview) }
    return view
}
