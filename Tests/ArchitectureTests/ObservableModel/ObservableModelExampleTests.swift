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
                  observer: post #3 changed ["likedBy"]
                eve likes #3: the model sends POST /posts/3/like -> 200 and merges the answer
                likes now 1; merging the same JSON again reports 0 changes
                == a late answer is ignored by version ==
                post #7 at version 2 with 1 like; version 1 with none arrives late: 0 changes
                a copy is another model: the original's draft is still 'kept'
                == the image slot belongs to one URL ==
                  observer: post #3 changed ["image"]
                bytes for cat.jpg kept: true
                  observer: post #3 changed ["caption", "image", "mediaURL"]
                slot now for https://img.futubra.example/dog.jpg, loaded: false
                late bytes for cat.jpg kept: false

                """)
    }
}
