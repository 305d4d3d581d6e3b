import ContractSupport
import Testing

@testable import Architecture

@Suite(.timeLimit(.minutes(1)), .watchdog) struct RepositoryUnitOfWorkExampleTests {
    @Test("the repository-unit-of-work example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: RepositoryUnitOfWorkExample(),
            equals: """
                == a repository in memory, edited through units of work ==
                unit 1 committed: posts #1 anna (0 likes, 0 comments), #2 bob (0 likes, 0 comments)
                unit 2 before commit: it sees #2 as gone
                  the repository still holds #1 anna (0 likes, 0 comments), #2 bob (0 likes, 0 comments)
                  pending: 0 new, 1 changed, 1 removed (three edits of #1, a discarded draft #3)
                unit 2 committed: posts #1 anna (2 likes, 1 comment)
                another unit removed #1 and added #5: posts #5 bob (0 likes, 0 comments)
                PostUnitOfWork: dana's edit refused (post '#1' is not stored); posts #5 bob (0 likes, 0 comments)
                  the unit still holds: 1 new, 1 changed, 0 removed
                it drops its stale change to #1 and commits again: posts #4 dana (0 likes, 0 comments), #5 bob (0 likes, 0 comments)
                == the same edits without a unit of work: each edit written at once ==
                WriteAsYouGoEdits: dana's edit refused (post '#1' is not stored); posts #4 dana (0 likes, 0 comments), #5 bob (0 likes, 0 comments)
                == the same function on a SQLite repository ==
                the same 9 lines as in memory
                reopened posts.sqlite: #4 dana (0 likes, 0 comments), #5 bob (0 likes, 0 comments)

                """)
    }
}
