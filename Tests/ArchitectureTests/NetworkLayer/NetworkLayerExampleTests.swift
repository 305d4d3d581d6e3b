import ContractSupport
import Testing

@testable import Architecture

@Suite(.timeLimit(.minutes(1)), .watchdog) struct NetworkLayerExampleTests {
    @Test("the network-layer example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: NetworkLayerExample(),
            equals: """
                == one small type per endpoint, grouped by feature ==
                sent: POST /conversations/1/messages -> #1
                conversations: ["#1 anna+bob"]
                messages in #1: ["anna: lunch?"]
                == each fault is its own typed error ==
                dropped connection: transport: no answer (URLError -1005)
                broken body: decoding: invalid JSON at '(root)': is not valid JSON
                unknown conversation: status 404: 'no conversation '99''
                == retries: repeatable requests only, after growing random waits on the clock ==
                GET after two 503s: 1 message(s), waits ["92 ms", "147 ms"] (ceilings ["100 ms", "200 ms"])
                POST answered 504 after it was applied: status 504: 'the gateway timed out'
                the POST was sent 1 time(s); the server holds 2 messages
                the same with an idempotency key: answered, sent 2 times; the server holds 3 messages
                == an expired token: one refresh for every request waiting on it ==
                5 of 5 requests answered after 1 refresh
                == a refresh that fails ends in an error, not a loop ==
                unauthorized: the session has ended, sign in again
                requests: GET /conversations -> 401, POST /auth/refresh -> 401
                == a request cancelled while it waits for the network ==
                cancelled; the server saw 0 request(s)

                """)
    }
}
