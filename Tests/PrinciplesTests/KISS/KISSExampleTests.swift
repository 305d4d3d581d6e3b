import ContractSupport
import Testing

@testable import Principles

@Test("the kiss example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func kissTranscript() async throws {
    try await checkTranscriptContract(
        of: KISSExample(),
        equals: """
            == the phrase engine: 5 rules, templates, a filler ==
            post #4: liked by bob, chen and dana
            post #3: no likes yet
            post #2: liked by anna
            post #1: liked by anna and bob
            post #5: liked by anna, bob and 3 others
            == one function, five cases ==
            post #4: liked by bob, chen and dana
            post #3: no likes yet
            post #2: liked by anna
            post #1: liked by anna and bob
            post #5: liked by anna, bob and 3 others
            the same line for every post: yes
            == what a reader must read to know the line, counted on the sources ==
            the function: 1 declaration, 10 lines
              LikersLine.text
            the engine: 7 declarations, 21 lines
              PhraseEngine.likers, PhraseEngine.rules, PhraseRule.applies, PhraseRule.template, PhraseTemplate.pattern, PhraseEngine.text, PhraseTemplate.filled

            """)
}
