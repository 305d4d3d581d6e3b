import ContractSupport
import Testing

@testable import LanguagePatterns

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct ResultBuildersExampleTests {
    @Test("the result-builders example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ResultBuildersExample(),
            equals: """
                == a guest, four posts ==
                  header(Futubra)
                  header(Sign in to like and comment)
                  post(#4)
                  post(#3)
                  post(#2)
                  post(#1)
                  suggestion(anna)
                  suggestion(eve)
                the calls: block(expression, optional(block(expression)), second(block(array[4])), array[2])
                equal to the layout written by hand: true
                == anna, an empty feed ==
                  header(Welcome back, anna)
                  emptyState(No posts yet)
                  suggestion(eve)
                the calls: block(expression, optional(nil), first(block(expression)), array[1])
                equal to the layout written by hand: true

                """)
    }
}
