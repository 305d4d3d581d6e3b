import ContractSupport
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct AdapterExampleTests {
    @Test("the adapter example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: AdapterExample(),
            equals: """
                == the legacy API speaks its own dialect ==
                fetchTimeline(completion:) calls back with status 200 and 4 items
                item 3: type 'photo', user_name 'bob', body 'My cat, judging me'
                == the adapter speaks FeedService ==
                #4 by anna: text: Shipped the new feed screen today!, likes: 3
                #3 by bob: image: https://img.futubra.example/cat.jpg "My cat, judging me", likes: 0
                #2 by chen: video: https://video.futubra.example/talk.mp4, likes: 1
                #1 by dana: text: Hello, Futubra., likes: 2
                == the legacy rules still decide ==
                eve removes #4: 'eve' may not remove post '#4'
                anna removes #4: done, 3 posts left
                legacy calls: 5 (1 made directly, 4 through the adapter: one per request)

                """)
    }
}
