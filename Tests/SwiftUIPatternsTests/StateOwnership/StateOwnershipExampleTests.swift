import ContractSupport
import Testing

@testable import SwiftUIPatterns

@Suite("State ownership example", .timeLimit(.minutes(1)), .watchdog)
struct StateOwnershipExampleTests {
    @Test("the state-ownership example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: StateOwnershipExample(),
            equals: """
                == the post screen ==
                | signed in as anna [Switch user]
                | #3 bob: My cat, judging me ♥0 [Like]
                | > My cat, judging me
                | > Write a comment
                | 0/80 [Post]
                bodies evaluated: PostApp, PostScreen, SignedInBadge, PostHeader, CaptionEditor, CommentList, CommentComposer<DraftField>, DraftField
                == @State and @Binding: the composer owns the draft, the field borrows it ==
                | signed in as anna [Switch user]
                | #3 bob: My cat, judging me ♥0 [Like]
                | > My cat, judging me
                | > Nice cat
                | 8/80 [Post]
                bodies evaluated: CommentComposer<DraftField>
                posted: the composer cleared its draft, and the field shows the owner's empty value
                | signed in as anna [Switch user]
                | #3 bob: My cat, judging me ♥0 [Like]
                | > My cat, judging me
                |   anna: Nice cat
                | > Write a comment
                | 0/80 [Post]
                bodies evaluated: CommentList, CommentComposer<DraftField>
                == @Bindable: the editor writes the caption of a model the screen owns ==
                | signed in as anna [Switch user]
                | #3 bob: My cat, unimpressed ♥0 [Like]
                | > My cat, unimpressed
                |   anna: Nice cat
                | > Write a comment
                | 0/80 [Post]
                bodies evaluated: PostHeader
                == @Environment: the session the app owns reaches the views that read it ==
                | signed in as bob [Switch user]
                | #3 bob: My cat, unimpressed ♥0 [Like]
                | > My cat, unimpressed
                |   anna: Nice cat
                | > Write a comment
                | 0/80 [Post]
                bodies evaluated: SignedInBadge
                | signed in as bob [Switch user]
                | #3 bob: My cat, unimpressed ♥0 [Like]
                | > My cat, unimpressed
                |   anna: Nice cat
                |   bob: Agreed
                | > Write a comment
                | 0/80 [Post]
                bodies evaluated: CommentComposer<DraftField>, CommentList, CommentComposer<DraftField>
                == before iOS 17: @StateObject owns, @ObservedObject observes ==
                a like: the whole object announced a change, so the screen's body ran again too
                | bob's cat, the old way
                | legacy ♥2 [Like legacy]
                bodies evaluated: LegacyLikesScreen, LegacyLikesRow

                """)
        let events = try await run(StateOwnershipExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "CommentComposer -> PostModel: addComment(by: anna)", "SignedInBadge -> FeedSession: user = bob",
                "CommentComposer -> PostModel: addComment(by: bob)", "LegacyLikesRow -> LegacyLikesModel: likes += 1",
            ])
    }
}
