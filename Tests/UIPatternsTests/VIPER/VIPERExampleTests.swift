import ContractSupport
import Testing

@testable import UIPatterns

@Suite("VIPER example")
struct VIPERExampleTests {
    @Test("the VIPER example plays the shared feed session", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: VIPERExample(),
            equals: """
                VIPER: FeedViewController <-> FeedPresenter <-> FeedInteractor (which calls the Server); FeedRouter builds and pushes modules.
                == open the app (the first request fails) ==
                Futubra
                ! Could not load the feed (503). Try again.
                [Retry]
                == tap Retry ==
                Futubra
                #4 anna: Shipped the new feed screen today! ♥3 [Like]
                #3 bob: [image] My cat, judging me ♥0 [Like]
                #2 chen: [video] ♥1 [Like]
                #1 dana: Hello, Futubra. ♥2 [Like]
                == like #3 ==
                Futubra
                #4 anna: Shipped the new feed screen today! ♥3 [Like]
                #3 bob: [image] My cat, judging me ♥1 [Unlike]
                #2 chen: [video] ♥1 [Like]
                #1 dana: Hello, Futubra. ♥2 [Like]
                == unlike #3 ==
                Futubra
                #4 anna: Shipped the new feed screen today! ♥3 [Like]
                #3 bob: [image] My cat, judging me ♥0 [Like]
                #2 chen: [video] ♥1 [Like]
                #1 dana: Hello, Futubra. ♥2 [Like]
                == open the comments of #1 ==
                [< Back] Comments on #1
                dana: Hello, Futubra.
                  anna: Welcome!
                  eve: Glad you are here.
                > Write a comment
                [Send]
                == send an empty comment ==
                [< Back] Comments on #1
                dana: Hello, Futubra.
                  anna: Welcome!
                  eve: Glad you are here.
                > Write a comment
                [Send]
                ! Write something before sending.
                == comment 'Nice to see you here' ==
                [< Back] Comments on #1
                dana: Hello, Futubra.
                  anna: Welcome!
                  eve: Glad you are here.
                  eve: Nice to see you here
                > Write a comment
                [Send]
                == go back ==
                Futubra
                #4 anna: Shipped the new feed screen today! ♥3 [Like]
                #3 bob: [image] My cat, judging me ♥0 [Like]
                #2 chen: [video] ♥1 [Like]
                #1 dana: Hello, Futubra. ♥2 [Like]

                """)
    }
}
