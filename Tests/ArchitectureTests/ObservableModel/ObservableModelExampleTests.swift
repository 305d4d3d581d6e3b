import ContractSupport
import Testing

@testable import Architecture

@Suite(.timeLimit(.minutes(1)), .watchdog) struct ObservableModelExampleTests {
    @Test("the observable-model example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ObservableModelExample(),
            equals: """
                == built from JSON, every property with a default ==
                empty model: post #0, author '', text '', 0 likes
                post #1 (text): JSON round trip equal: true
                post #3 (image): JSON round trip equal: true
                post #2 (video): JSON round trip equal: true
                == validation names the field and the value ==
                a text post with blank text: 'content.text' cannot be ' ': a text post needs text
                a 300-character draft: 'draftComment' cannot be 'meow meow meow meow …': longer than 280 characters
                == every change is observed ==
                  observer: post #3 changed ["draftComment"]
                eve types a draft (through its setter)
                eve likes #3 on the server; the model merges the newer JSON
                  observer: post #3 changed ["likedBy"]
                likes now 1; merging the same JSON again reports 0 changes
                == the image slot belongs to one URL ==
                  observer: post #3 changed ["image"]
                bytes for cat.jpg kept: true
                  observer: post #3 changed ["caption", "image", "mediaURL"]
                slot now for https://img.futubra.example/dog.jpg, loaded: false
                late bytes for cat.jpg kept: false

                """)
    }
}
