import ContractSupport
import Testing

@testable import LanguagePatterns

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct TypeErasureExampleTests {
    @Test("the type-erasure example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: TypeErasureExample(),
            equals: """
                == some: one type, hidden ==
                home() is some FeedSource<Post>: 4 posts
                home() == home(): true (one type on every call, so == compiles)
                == any: a box per value ==
                @bob lists 1 (the box opened as AuthorSource)
                Liked by bob lists 2 (the box opened as LikedSource)
                == AnyFeedSource: erased, and still Hashable ==
                pinning @bob a second time: refused, it is pinned
                Timeline: #4 #3 #2 #1
                @bob: #3
                Liked by bob: #4 #1
                == what equality keeps ==
                @bob == Liked by bob: false (same field, same hash, different types)
                @bob == erased again: true
                Comments on #1, as AnyFeedSource<Comment>: anna: Welcome!; eve: Glad you are here.

                """)
    }
}
