import ContractSupport
import Testing

@testable import Behavioral

@Test("the interpreter example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func interpreterExampleTranscript() async throws {
    try await checkTranscriptContract(
        of: InterpreterExample(),
        equals: """
            == filters ==
            author:anna and likes>2
              tree: (and author:anna likes>2)
              matches: #4
            kind:image or kind:video
              tree: (or kind:image kind:video)
              matches: #3 #2
            not likes>=1
              tree: (not likes>=1)
              matches: #3
            text:"hello" or comments>0
              tree: (or text:hello comments>0)
              matches: #1
            likes>0 and not (author:dana or kind:video)
              tree: (and likes>0 (not (or author:dana kind:video)))
              matches: #4
            == malformed filters ==
            'auther:anna'
             ^ column 1: unknown field 'auther': use author, kind, text, likes or comments
            'likes>x'
                   ^ column 7: expected a number, found 'x'
            '(kind:text or likes>1'
                                  ^ column 22: expected ')', found 'end of query'
            'author:an!na'
                      ^ column 10: unexpected character '!'
            'kind:audio'
                  ^ column 6: unknown kind 'audio': use text, image or video
            ''
             ^ column 1: expected a condition such as 'author:anna', found 'end of query'

            """)
}
