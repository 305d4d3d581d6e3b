import ContractSupport
import Testing

@testable import Creational

@Test("the shared-instance example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func sharedInstanceTranscript() async throws {
    try await checkTranscriptContract(
        of: SharedInstanceExample(),
        equals: """
            == the shared default ==
            the feed screen's loader takes the default: ThumbnailCache.shared
            feed loads post #3: rendered https://img.futubra.example/cat.jpg at 64pt
            the comments screen makes its own loader, also with the default
            comments loads post #3: from the cache (64pt)
            both loaders hold the same cache: yes
            == another instance is allowed ==
            the profile screen keeps its header in ThumbnailCache(capacity: 1)
            profile loads post #2: rendered https://video.futubra.example/talk.mp4 at 128pt
            is that cache the shared one? no
            did the header land in the shared cache? no
            == a test injects its own ==
            a preview test passes a fresh cache to the loader
            preview loads post #3: rendered https://img.futubra.example/cat.jpg at 64pt
            it did not see the shared cache, and the shared cache still holds #3: yes

            """)
}
