import ExampleKit
import Futubra

/// Plays Mediator: a compose screen whose text field and buttons never talk to each other;
/// the mediator keeps them consistent.
package struct MediatorExample: Example {
    package static let id = "mediator"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        try await play(in: transcript)
    }

    @MainActor
    private func play(in transcript: Transcript) throws {
        let screen = ComposeScreenMediator(
            author: SampleFeed.anna, image: try MediaURL("https://img.futubra.example/sunset.jpg"),
            firstID: PostID(5), characterLimit: 40)

        func show(_ action: String) {
            let field = screen.textField
            let text = field.text.isEmpty ? "(\(field.placeholder))" : "\"\(field.text)\""
            let warning = field.warning.map { ", warning: \($0)" } ?? ""
            let post = screen.postButton.isEnabled ? "enabled" : "disabled"
            transcript.line("\(action)")
            transcript.line("  text \(text)\(warning); [\(screen.attachButton.title)]; Post \(post)")
        }

        transcript.section("typing")
        show("empty screen")
        screen.textField.userTyped("   ")
        show("types only spaces")
        screen.textField.userTyped("Sunset over the river, best one this year by far")
        show("types a long text")
        screen.textField.userTyped("Sunset over the river")
        show("shortens it")

        transcript.section("attaching")
        screen.textField.userTyped("")
        show("deletes the text")
        screen.attachButton.userTapped()
        show("taps Attach image")
        screen.textField.userTyped("Tonight")
        show("types a caption")

        transcript.section("posting")
        screen.postButton.userTapped()
        show("taps Post")
        screen.postButton.userTapped()
        let published = screen.published.map { "\($0.id) \($0.content)" }
        transcript.line("published: \(published.joined(separator: "; "))")
    }
}
