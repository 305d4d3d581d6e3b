import ContractSupport
import Testing

@testable import SwiftUIPatterns

@Suite("Preferences example", .timeLimit(.minutes(1)), .watchdog)
struct PreferencesExampleTests {
    @Test("the preferences example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: PreferencesExample(),
            equals: """
                == the rows report, the screen adds up; the muted section reports nothing ==
                | 3 unread comments
                | #4 anna 2 unread [Read]
                | #3 bob [Read]
                | #2 chen 1 unread [Read]
                | Muted
                | #1 dana 5 unread [Read]
                bodies evaluated: InboxScreen<UnreadCommentsKey>, UnreadRow<UnreadCommentsKey>, UnreadRow<UnreadCommentsKey>, UnreadRow<UnreadCommentsKey>, UnreadRow<UnreadCommentsKey>, InboxScreen<UnreadCommentsKey>
                == anna's comments are read: her row reports nothing, the total follows ==
                | 1 unread comments
                | #4 anna [Read]
                | #3 bob [Read]
                | #2 chen 1 unread [Read]
                | Muted
                | #1 dana 5 unread [Read]
                bodies evaluated: InboxScreen<UnreadCommentsKey>, UnreadRow<UnreadCommentsKey>, InboxScreen<UnreadCommentsKey>

                """)
        let events = try await run(PreferencesExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "InboxScreen -> InboxScreen: the rows report 3 unread", "UnreadRow -> CommentsInbox: markRead(#4)",
                "InboxScreen -> InboxScreen: the rows report 1 unread",
            ])
    }
}
