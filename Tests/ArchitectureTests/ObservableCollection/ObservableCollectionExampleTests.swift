import ContractSupport
import Testing

@testable import Architecture

@Suite(.timeLimit(.minutes(1)), .watchdog) struct ObservableCollectionExampleTests {
    @Test("the observable-collection example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ObservableCollectionExample(),
            equals: """
                == paging through a cache and an operation ==
                  change: +[0, 1, 2]
                page 1: #4 #3 #2; next: GET /posts?limit=3&offset=3
                  change: +[3]
                page 2: #4 #3 #2 #1; next: none
                == unique by identity ==
                adding another #4: added false; 4 members
                == sort keys with priority, changed at run time ==
                  change: 3→1 2→2
                by likes, then id: #4 #1 #2 #3
                == filters keep members but hide them ==
                  change: -[3]
                liked only: #4 #1 #2; still held: 4
                == a like inside a member is an update of its row ==
                  change: ~[2]
                eve likes #2: #4 #1 #2
                  change: +[3]
                filter removed: #4 #1 #2 #3
                == sets: difference and union ==
                  change: -[1]
                minus #1: #4 #2 #3
                  change: +[1]
                plus #1: #4 #1 #2 #3
                == sections by author's initial ==
                A: #4 | B: #3 | C: #2 | D: #1
                row [1, 0] is #3

                """)
    }
}
