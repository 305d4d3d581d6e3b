import ContractSupport
import Testing

@testable import Architecture

@Suite("Modularization example", .timeLimit(.minutes(1)), .watchdog)
struct ModularizationExampleTests {
    @Test("the modularization example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ModularizationExample(),
            equals: """
                == features import each other ==
                rule: broken
                  FeedFeature imports ProfileFeature (feature -> feature)
                  FeedFeature imports ComposerFeature (feature -> feature)
                  ProfileFeature imports FeedFeature (feature -> feature)
                  cycle: FeedFeature -> ProfileFeature -> FeedFeature
                build order: none, the build refuses a cycle
                == the cycle cut, a feature still imports features ==
                rule: broken
                  FeedFeature imports ProfileFeature (feature -> feature)
                  FeedFeature imports ComposerFeature (feature -> feature)
                build waves: 5
                  1: FutubraCore, DesignSystem
                  2: Networking
                  3: ProfileFeature, ComposerFeature
                  4: FeedFeature
                  5: FutubraApp
                a change to ProfileFeature rebuilds 3: FeedFeature, FutubraApp, ProfileFeature
                a change to FutubraCore rebuilds 6: ComposerFeature, FeedFeature, FutubraApp, FutubraCore, Networking, ProfileFeature
                == interface modules, and the app composes ==
                rule: kept
                build waves: 4
                  1: FutubraCore, DesignSystem
                  2: Networking, FeedInterface, ProfileInterface, ComposerInterface
                  3: FeedFeature, ProfileFeature, ComposerFeature
                  4: FutubraApp
                a change to ProfileFeature rebuilds 2: FutubraApp, ProfileFeature
                a change to FutubraCore rebuilds 9: ComposerFeature, ComposerInterface, FeedFeature, FeedInterface, FutubraApp, FutubraCore, Networking, ProfileFeature, ProfileInterface
                == the composed app: the feed opens a profile it never imports ==
                tap the author of post 1: anna: 1 post
                tap the author of post 2: bob: 1 post

                """)
    }
}
