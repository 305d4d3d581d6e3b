import ContractSupport
import Testing

@testable import Architecture

@Suite(.timeLimit(.minutes(1)), .watchdog) struct StorageChoicesExampleTests {
    @Test("the storage-choices example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: StorageChoicesExample(),
            equals: """
                == settings: UserDefaults ==
                page size 20, images true (registered defaults)
                stored keys: []
                a new UserDefaults for the suite reads page size 100, images false
                stored keys: ["feed.pageSize", "feed.showsImages"]
                == a draft: a file written atomically ==
                atomic: a reader opened before the save reads {"text":"first li"}
                in place: a reader opened before the save reads {"text":"first light over the bay"}
                == posts: SQLite ==
                posts by bob: [#2, #3]
                == avatars: NSCache ==
                5 requests, each answered with its user's avatar: true
                at most 2 avatars held at once (count limit 2); a dropped one is loaded again
                == feed answers: URLCache and Cache-Control ==
                t=0s GET /feed: from the server
                t=30s GET /feed: from URLCache
                t=61s GET /feed: from the server
                t=61s GET /posts/1/comments: from the server
                t=61s GET /posts/1/comments: from the server
                the server saw 4 requests

                """)
    }
}
