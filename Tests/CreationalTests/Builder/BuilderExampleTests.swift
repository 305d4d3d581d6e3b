import ContractSupport
import Testing

@testable import Creational

@Test("the builder example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func builderTranscript() async throws {
    try await checkTranscriptContract(
        of: BuilderExample(),
        equals: """
            == step by step ==
            no steps yet: order: newest; limit: 20
            step kinds(.image, .video)
            step sorted(by: .mostLiked)
            step limit(2)
            built: kinds: image, video; order: most liked; limit: 2
            results: #2 chen (1), #3 bob (0)
            == one half-built builder, two queries ==
            liked = minimumLikes(1)
            liked.by(anna): #4 anna (3)
            liked.by(dana): #1 dana (2)
            liked itself is unchanged: #4 anna (3), #2 chen (1), #1 dana (2)
            == rejected when built ==
            kinds(.text).withCaption(): kind 'text' has no caption, so 'withCaption()' can never match
            limit(0): limit '0' is not between 1 and 100
            by(anna).excluding(anna): author 'anna' is both required and excluded
            containing("  "): search text '  ' has no visible character
            limit(0).limit(3): built (order: newest; limit: 3): only the final combination is judged

            """)
}
