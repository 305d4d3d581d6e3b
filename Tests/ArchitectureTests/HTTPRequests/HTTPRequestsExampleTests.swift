import ContractSupport
import Testing

@testable import Architecture

@Suite("HTTP requests example", .timeLimit(.minutes(1)), .watchdog)
struct HTTPRequestsExampleTests {
    @Test("the http-requests example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: HTTPRequestsExample(),
            equals: """
                == the verbs on post 1: what sending twice does ==
                GET /posts/1 -> 200 {"comments":[],"id":1,"likes":[],"settings":{"commentsOpen":true,"pinned":false}}
                PUT /posts/1/likes/eve -> 204
                PUT /posts/1/likes/eve -> 204
                POST /posts/1/comments -> 201, Location /posts/1/comments/1 {"id":1}
                POST /posts/1/comments -> 201, Location /posts/1/comments/2 {"id":2}
                GET /posts/1 -> 200 {"comments":["eve: Nice cat","eve: Nice cat"],"id":1,"likes":["eve"],"settings":{"commentsOpen":true,"pinned":false}}
                DELETE /posts/1/likes/eve -> 204
                DELETE /posts/1/likes/eve -> 204
                == PUT replaces the settings, PATCH changes what it sends ==
                PATCH /posts/1/settings -> 200 {"commentsOpen":false,"pinned":false}
                PATCH /posts/1/settings -> 200 {"commentsOpen":false,"pinned":true}
                PUT /posts/1/settings -> 200 {"commentsOpen":true,"pinned":true}
                == status codes ==
                GET /posts/99 -> 404 {"error":"no post '99'"}
                DELETE /posts/1 -> 405, Allow GET {"error":"'DELETE' is not allowed on '/posts/1'"}
                POST /posts/2/comments -> 400 {"error":"a comment needs an author and text"}
                == the answer is lost after the server applied the request ==
                PUT, resent: 204; stored 1 on post 2
                POST, not resent: the request failed: 'no answer, URLError -1005'; stored 1 on post 2
                POST, resent anyway: 201; stored 2 on post 3
                POST with a key, resent: 201; stored 1 on post 4
                == a tap while the screen loads ==
                async: tap, then answer
                completion handler: tap, then answer
                semaphore: answer, then tap

                """)
    }
}
