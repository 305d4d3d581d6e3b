import Foundation
import Futubra
import FutubraUI

/// The design before the move: the rules live in the view controller's handlers, reading and
/// writing its views.
///
/// It works. What it costs is in its tests: a rule (the 280-character limit, the repeated
/// comment) can only be checked by making the controller on the main actor, loading its view,
/// setting the field, calling the handler and reading the views back, one case at a time.
final class TangledComposerViewController: ViewController, ComposerScreen {
    private(set) var post: Post
    let author: UserName
    private var lastPosted: String?
    let field = TextField(placeholder: "Write a comment")
    let counter = Label()
    let message = Label()
    let postButton = Button("Post")

    init(post: Post, author: UserName) {
        self.post = post
        self.author = author
        super.init(title: "Comment")
    }

    override func loadView() -> View {
        composerView(field: field, counter: counter, message: message, button: postButton)
    }

    override func viewDidLoad() {
        postButton.addTarget(self, action: TangledComposerViewController.postTapped)
        textChanged()
    }

    func textChanged() {
        let text = field.text.trimmingCharacters(in: .whitespacesAndNewlines)
        counter.text = "\(text.count)/280"
        message.isHidden = true
        message.text = ""
        postButton.isEnabled = false
        if text.isEmpty { return }
        if text.count > 280 {
            message.text = "too long by \(text.count - 280)"
            message.isHidden = false
        } else if text == lastPosted {
            message.text = "you just posted that"
            message.isHidden = false
        } else {
            postButton.isEnabled = true
        }
    }

    func postTapped(_ sender: Button) {
        let text = field.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard postButton.isEnabled, let content = try? Content.text(text) else { return }
        post.addComment(by: author, content: content)
        lastPosted = text
        field.text = ""
        textChanged()
    }
}
