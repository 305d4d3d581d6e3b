import ContractSupport
import Testing

@testable import Principles

@Test(
    "the separation-of-concerns example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func separationOfConcernsTranscript() async throws {
    try await checkTranscriptContract(
        of: SeparationOfConcernsExample(),
        equals: """
            == tangled: the comments screen validates, stores and draws ==
            screen: 3 comments
            screen: anna: Welcome!
            screen: eve: Glad you are here.
            screen: bob: Nice to meet you.
            card:   2 likes, 2 comments
            == separated: CommentRule, PostStore, CommentsPresenter ==
            rule: text content needs at least one character that is not white space
            screen: 3 comments
            screen: anna: Welcome!
            screen: eve: Glad you are here.
            screen: bob: Nice to meet you.
            card:   2 likes, 3 comments

            """)
}
