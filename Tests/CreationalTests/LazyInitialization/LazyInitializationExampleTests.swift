import ContractSupport
import Testing

@testable import Creational

@Test(
    "the lazy-initialization example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func lazyInitializationTranscript() async throws {
    try await checkTranscriptContract(
        of: LazyInitializationExample(),
        equals: """
            == made, not built ==
            the feed screen makes its search for 4 posts
            index built? no, builds so far: 0
            == the first search pays ==
            search 'cat': #3; builds so far: 1
            search 'FEED': #4; builds so far: 1
            search 'hello': #1; builds so far: 1
            search 'dog': nothing; builds so far: 1
            == 200 first searches at once ==
            a new search answered 200 concurrent searches with 1 build
            == never searched, never paid ==
            a screen closed without searching built the index 0 times

            """)
}
