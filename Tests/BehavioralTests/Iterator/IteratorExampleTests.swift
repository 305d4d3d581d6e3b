import ContractSupport
import Testing

@testable import Behavioral

@Test("the iterator example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func iteratorExampleTranscript() async throws {
    try await checkTranscriptContract(
        of: IteratorExample(),
        equals: """
            stored #6, #5, #7 after the sample posts, in that order
            == for-in, newest first ==
            #7 #6 #5 #4 #3 #2 #1
            == two cursors over one archive ==
            reader took #7 #6 #5
            other starts at #7
            reader goes on at #4
            == pages of 3, loaded as the reader scrolls ==
            page 1: #7 #6 #5  (more below)
            page 2: #4 #3 #2  (more below)
            page 3: #1  (end)
            == Sequence algorithms for free ==
            first two liked: #4 #2
            first by bob: #5

            """)
}
