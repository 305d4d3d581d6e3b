import ContractSupport
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct FacadeExampleTests {
    @Test("the facade example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: FacadeExample(),
            equals: """
                == one call publishes a text post ==
                published #5 by anna: text: Coffee with @bob and @chen?
                mentions sent: bob in #5, chen in #5
                == one call publishes a photo post ==
                published #6 by eve: image: https://img.futubra.example/u/1-sunset.jpg "Sunset"
                == a failed step publishes nothing ==
                dana's draft: a media file of '9000000' bytes is larger than the limit of 1000000 bytes
                posts before: 6, after: 6
                == the subsystems are still there for those who need them ==
                search 'coffee': #5
                uploads: sunset.jpg

                """)
    }
}
