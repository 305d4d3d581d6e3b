import ContractSupport
import Testing

@testable import Behavioral

@Suite("Specification example", .timeLimit(.minutes(1)), .watchdog)
struct SpecificationExampleTests {
    @Test("the specification example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: SpecificationExample(),
            equals: """
                == filter: what eve's feed shows ==
                rule: (not written by chen and (written by bob or at least 2 likes))
                #4 by anna, 3 likes: shown
                #3 by bob, 0 likes: shown
                #2 by chen, 1 likes: hidden, fails not written by chen; written by bob; at least 2 likes
                #1 by dana, 2 likes: shown
                shown: #4, #3, #1
                == validate: may this comment be posted? ==
                eve on #3, 'Nice cat': may be posted
                eve on #3, '   ': refused, fails has text
                bob on #3, 300 characters: refused, fails at most 280 characters; not by a muted user
                eve on #1, 'Me too': refused, fails on the author's own post; on a post with fewer than 3 comments
                dana on #1, 'Thanks, all': may be posted
                == the same rules without specifications ==
                the closure agrees on 5 of 5 drafts, and answers only true or false
                #Predicate shows #4, #3, #1, and answers only true or false

                """)
    }
}
