import Futubra
import MessageTrace

/// The compose screen's brain: owns the text field and the two buttons and keeps them
/// consistent, so none of them has to know the others.
///
/// The mediator of the pattern. Every rule that involves more than one control lives here:
/// the Post button is enabled only for a non-blank text or an attached image within the
/// length limit; attaching an image turns the text into a caption and the Attach button into
/// Remove; publishing clears everything.
///
/// ```swift
/// let screen = ComposeScreenMediator(author: SampleFeed.anna, image: url, firstID: PostID(5))
/// screen.textField.userTyped("Sunset")   // the mediator enables screen.postButton
/// screen.postButton.userTapped()         // publishes, then resets every control
/// ```
@MainActor
final class ComposeScreenMediator: ComposeMediator {
    let textField = ComposeTextField()
    let attachButton = AttachButton()
    let postButton = PostButton()
    /// The longest text the Post button accepts.
    let characterLimit: Int
    /// The posts published from this screen, oldest first.
    private(set) var published: [Post] = []

    private let author: UserName
    private let imageToAttach: MediaURL
    private var attachedImage: MediaURL?
    private var nextID: PostID

    /// A compose screen for `author`; the attach button picks `image` (the photo picker is
    /// out of scope) and new posts get ids from `firstID` on.
    init(author: UserName, image: MediaURL, firstID: PostID, characterLimit: Int = 40) {
        self.author = author
        self.imageToAttach = image
        self.nextID = firstID
        self.characterLimit = characterLimit
        textField.mediator = self
        attachButton.mediator = self
        postButton.mediator = self
    }

    func control(_ sender: AnyObject, didReport event: ComposeEvent) {
        Trace.call(from: name(of: sender), to: "ComposeScreenMediator", "\(event)")
        switch event {
        case .textChanged:
            break
        case .attachTapped:
            attachedImage = attachedImage == nil ? imageToAttach : nil
        case .postTapped:
            publish()
        }
        updateControls()
    }

    /// Which of its own controls `sender` is. A mediator knows its colleagues, so it tells them
    /// apart by identity, as a view controller compares a sender with its outlets.
    private func name(of sender: AnyObject) -> String {
        if sender === textField { return "ComposeTextField" }
        if sender === attachButton { return "AttachButton" }
        if sender === postButton { return "PostButton" }
        return "an unknown control"
    }

    /// Recomputes every control from the screen's state: one function holds all the rules.
    private func updateControls() {
        let hasImage = attachedImage != nil
        let title = hasImage ? "Remove image" : "Attach image"
        if title != attachButton.title {
            attachButton.title = title
            Trace.call(from: "ComposeScreenMediator", to: "AttachButton", "title = \(title)")
        }
        textField.placeholder = hasImage ? "Add a caption" : "What's new?"
        let text = textField.text
        let overLimit = text.count - characterLimit
        textField.warning = overLimit > 0 ? "\(overLimit) characters too many" : nil
        let hasText = text.contains { !$0.isWhitespace }
        let enabled = overLimit <= 0 && (hasText || hasImage)
        if enabled != postButton.isEnabled {
            postButton.isEnabled = enabled
            Trace.call(from: "ComposeScreenMediator", to: "PostButton", "isEnabled = \(enabled)")
        }
    }

    private func publish() {
        let text = textField.text
        let content: Content
        if let image = attachedImage {
            content = .image(ImageContent(url: image, caption: text))
        } else if let body = try? TextContent(text) {
            content = .text(body)
        } else {
            return
        }
        guard let post = try? Post(id: nextID, author: author, content: content) else { return }
        published.append(post)
        nextID = PostID(nextID.rawValue + 1)
        Trace.call(from: "ComposeScreenMediator", to: "ComposeTextField", "clear()")
        textField.clear()
        attachedImage = nil
    }
}
