import ExampleKit
import FutubraDeclarative

/// Plays preferences: the rows of the inbox report their unread comments upward, the screen
/// adds them up in its header, the muted section reports nothing, and reading a post's
/// comments changes the total without the row knowing the screen.
package struct PreferencesExample: ExampleOnMainActor {
    package static let id = "preferences"
    package init() {}

    @MainActor
    package func play(_ transcript: Transcript) async throws {
        let host = ViewHost(InboxScreen<UnreadCommentsKey>(inbox: .sample(), muted: [1]))

        transcript.section("the rows report, the screen adds up; the muted section reports nothing")
        show(host, in: transcript)

        transcript.section("anna's comments are read: her row reports nothing, the total follows")
        try host.tap("Read", onLineStartingWith: "#4 ")
        show(host, in: transcript)
    }

    /// Writes the screen, then the bodies evaluated since the last time, and forgets them.
    @MainActor
    private func show(_ host: ViewHost, in transcript: Transcript) {
        for line in host.render() {
            transcript.line("| " + line)
        }
        transcript.line("bodies evaluated: " + host.evaluations.map(\.description).joined(separator: ", "))
        host.resetEvaluations()
    }
}
