import ContractSupport
import Testing

@testable import LanguagePatterns

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct PropertyWrappersExampleTests {
    @Test("the property-wrappers example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: PropertyWrappersExample(),
            equals: """
                == rules in wrappers: @Trimmed, @Limited(280) ==
                PostDraft(caption: "  My cat, judging me \\n") keeps "My cat, judging me"
                300 cats typed: the text keeps 280, $text.cut is 20
                "Shipped it 🚀" fits: $text.cut is 0
                == a setting over an injected store: @Setting ==
                autoplay before any write: true (the default), stored: false
                the feed screen turns autoplay off; the profile screen reads false
                the store holds ["feed.autoplay"]
                after $autoplay.reset(): true, the store holds []
                == composition: @History @Clamped(1...50) ==
                pageSize = 80 -> 50
                pageSize = 0 -> 1
                pageSize = 30 -> 30
                $pageSize, the outer wrapper's history: [20, 50, 1, 30]

                """)
    }
}
