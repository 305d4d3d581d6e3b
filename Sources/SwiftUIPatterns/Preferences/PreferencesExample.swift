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
        transcript.show(host)

        transcript.section("anna's comments are read: her row reports nothing, the total follows")
        try host.tap("Read", onLineStartingWith: "#4 ")
        transcript.show(host)
    }
}
