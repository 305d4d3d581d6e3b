import ContractSupport
import Testing

@testable import Creational

@Test("the multiton example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func multitonTranscript() async throws {
    try await checkTranscriptContract(
        of: MultitonExample(),
        equals: """
            == one client per host ==
            FeedScreen: GET https://api.futubra.example/feed
            ProfileScreen: GET https://api.futubra.example/users/anna/posts
            both screens used one client for api.futubra.example: yes
            PostThumbnailLoader: GET https://media.futubra.example/thumbnails/3
            is the media client the feed client? no
            == 300 requests at once ==
            api.futubra.example: 1 client
            media.futubra.example: 1 client
            auth.futubra.example: 1 client
            clients in the registry: 3, made: 3
            `APIClient(host:)` does not compile: only the registry makes clients

            """)
}
