import ContractSupport
import Testing

@testable import Behavioral

@Test("the command example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func commandExampleTranscript() async throws {
    try await checkTranscriptContract(
        of: CommandExample(),
        equals: """
            == perform ==
            before: post #3 liked by [], 0 comment(s)
            after:  post #3 liked by [eve], 1 comment(s)
            undo stack: like #3 as eve | comment on #3 as chen | remove comment #1 from #1
            == a failing command changes nothing ==
            refused: 'bob' already likes post '4'
            undo stack still holds 3 steps
            == undo and redo ==
            undo: remove comment #1 from #1
            undo: comment on #3 as chen
            now:  post #3 liked by [eve], 0 comment(s)
            redo: comment on #3 as chen
            now:  post #3 liked by [eve], 1 comment(s)
            redo stack: remove comment #1 from #1
            perform: unlike #3 as eve
            a new command clears the redo stack: 0 left
            == queue while offline ==
            queued: like #3 as bob | like #3 as chen
            still:  post #3 liked by [], 1 comment(s)
            back online, ran 2: post #3 liked by [bob, chen], 1 comment(s)
            undo stack (limit 3): unlike #3 as eve | like #3 as bob | like #3 as chen
            == replay the log ==
            9 logged commands replayed onto a fresh feed
            same feed as the editor's: true

            """)
}
