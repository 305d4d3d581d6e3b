import ContractSupport
import Testing

@testable import AntiPatterns

@Test(
    "the change-preventers example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func changePreventersTranscript() async throws {
    try await checkTranscriptContract(
        of: ChangePreventersExample(),
        equals: """
            == divergent change ==
            eve: the team ♥4 | same after
            anna: image ♥1 | same after
            bob: my desk ♥4 | same after
            dana: thanks @eve, again ♥2 | same after
            sharing asks for 12-character share texts
            before: the desk's clip length changes; posts whose search words changed too: 1 of 4, whose feed line changed: 1
            after:  PostShare(clipLength: 12) changes 1 share texts and nothing else
            == shotgun surgery ==
            eve · 4 likes
            4 likes, 3 comments
            your post #4 now has 4 likes
            17 screen lines, the same before and after
            the like wording is written in 4 places before, 1 after
            == parallel inheritance hierarchies ==
            video;eve;the team;mp4 | same after
            image;anna;;jpeg | same after
            video;bob;my desk;mp4 | same after
            text;dana;thanks @eve, again | same after
            registries a new kind must join: before views, exporters; after kinds
            after, one ItemKind type; the compiler asks it for both draw and export

            """)
}
