import ContractSupport
import Testing

@testable import TestingPatterns

@Suite("Humble object example", .timeLimit(.minutes(1)), .watchdog)
struct HumbleObjectExampleTests {
    @Test("the humble-object example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: HumbleObjectExample(),
            equals: """
                == the rules alone: a draft in, a state out, no view ==
                '': cannot post, 0/280
                'Nice cat': can post, 8/280
                281 characters: cannot post, 281/280, too long by 1
                after posting it, 'Nice cat': you just posted that
                == the humble controller: it shows what the rules say ==
                > Nice cat | 8/280 | [Post]
                after Post: > Write a comment | 0/280 | [Post]; comments: 1
                == one session on both designs ==
                types '': > Write a comment | 0/280 | [Post] (disabled); comments: 0
                types '   ': >     | 0/280 | [Post] (disabled); comments: 0
                types 'Nice cat': > Nice cat | 8/280 | [Post]; comments: 0
                types 280 characters: > aaaaaaaaaaaaaaaaaaa... | 280/280 | [Post]; comments: 0
                types 281 characters: > aaaaaaaaaaaaaaaaaaa... | 281/280 | too long by 1 | [Post] (disabled); comments: 0
                types '  Nice cat ': >   Nice cat  | 8/280 | [Post]; comments: 0
                taps Post: > Write a comment | 0/280 | [Post] (disabled); comments: 1
                types 'Nice cat': > Nice cat | 8/280 | you just posted that | [Post] (disabled); comments: 1
                types 'Nicer cat': > Nicer cat | 9/280 | [Post]; comments: 1
                taps Post: > Write a comment | 0/280 | [Post] (disabled); comments: 2
                the tangled controller showed the same 10 screens: yes

                """)
        let events = try await run(HumbleObjectExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "ComposerRules -> Post: addComment(by: eve)",
                "HumbleComposerViewController -> ComposerRules: state(for:)",
                "ComposerRules -> Post: addComment(by: eve)",
                "HumbleComposerViewController -> ComposerRules: state(for:)",
                "HumbleComposerViewController -> ComposerRules: state(for:)",
                "HumbleComposerViewController -> ComposerRules: state(for:)",
                "HumbleComposerViewController -> ComposerRules: state(for:)",
                "HumbleComposerViewController -> ComposerRules: state(for:)",
                "HumbleComposerViewController -> ComposerRules: state(for:)",
                "ComposerRules -> Post: addComment(by: eve)",
                "HumbleComposerViewController -> ComposerRules: state(for:)",
                "HumbleComposerViewController -> ComposerRules: state(for:)",
                "ComposerRules -> Post: addComment(by: eve)",
            ])
    }
}
