import MessageTrace

/// What a post composer asks of the screen that shows it.
///
/// Class-bound (`AnyObject`) so that the composer can hold its delegate `weak`: a protocol
/// that structs could adopt cannot be referenced weakly.
protocol PostComposerDelegate: AnyObject {
    /// The user tapped Post with `text` in the box.
    func composer(didSubmit text: String)
}

/// The text box and Post button of the compose screen; it tells its delegate what was posted.
///
/// The delegate is `weak`: the screen owns the composer, so a strong reference back would
/// make a cycle (screen → composer → screen) that ARC never frees. Weak means the composer
/// never keeps the screen alive, and the reference reads `nil` once the screen is gone.
///
/// ```swift
/// let composer = PostComposer()
/// composer.delegate = screen        // weak: the screen owns the composer, not the reverse
/// composer.submit("Hello")          // screen hears composer(didSubmit: "Hello")
/// ```
final class PostComposer {
    /// Who hears what was posted; not owned.
    weak var delegate: (any PostComposerDelegate)?

    /// Sends `text` to the delegate, if there still is one.
    func submit(_ text: String) {
        Trace.call(from: "PostComposer", to: "ComposeScreen", "composer(didSubmit: \"\(text)\")")
        delegate?.composer(didSubmit: text)
    }
}

/// The compose screen: owns its composer and is its delegate.
///
/// ```swift
/// let screen = ComposeScreen()
/// screen.composer.submit("Hello")   // screen.posted == ["Hello"]
/// ```
final class ComposeScreen: PostComposerDelegate {
    /// The composer the screen owns.
    let composer = PostComposer()
    /// What was posted from this screen, in order.
    private(set) var posted: [String] = []

    /// A screen wired as its composer's delegate.
    init() {
        composer.delegate = self
    }

    func composer(didSubmit text: String) {
        posted.append(text)
    }
}
