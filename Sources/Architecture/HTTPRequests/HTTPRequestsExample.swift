import ExampleKit
import Futubra

/// Plays HTTP requests: the verbs on one post and what each promises, PUT against PATCH, the
/// status codes, what a client may send again when an answer is lost, and a tap on a screen
/// that loads with `async`, with a completion handler and with a semaphore.
package struct HTTPRequestsExample: Example {
    package static let id = "http-requests"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let server = PostResourceServer(posts: try SampleFeed.feed().posts.map(\.id))
        let client = PostsClient(server: server)
        func show(_ request: ResourceRequest) async throws {
            let answer = try await client.send(request)
            let location = answer.headers["Location"].map { ", Location \($0)" } ?? ""
            let allow = answer.headers["Allow"].map { ", Allow \($0)" } ?? ""
            let body = answer.body.isEmpty ? "" : " \(answer.body)"
            transcript.line("\(request.line) -> \(answer.status)\(location)\(allow)\(body)")
        }
        let comment = #"{"author":"eve","text":"Nice cat"}"#

        transcript.section("the verbs on post 1: what sending twice does")
        try await show(ResourceRequest(.get, "/posts/1"))
        for _ in 1...2 { try await show(ResourceRequest(.put, "/posts/1/likes/eve")) }
        for _ in 1...2 { try await show(ResourceRequest(.post, "/posts/1/comments", body: comment)) }
        try await show(ResourceRequest(.get, "/posts/1"))
        for _ in 1...2 { try await show(ResourceRequest(.delete, "/posts/1/likes/eve")) }

        transcript.section("PUT replaces the settings, PATCH changes what it sends")
        try await show(ResourceRequest(.patch, "/posts/1/settings", body: #"{"commentsOpen":false}"#))
        try await show(ResourceRequest(.patch, "/posts/1/settings", body: #"{"pinned":true}"#))
        try await show(ResourceRequest(.put, "/posts/1/settings", body: #"{"pinned":true}"#))

        transcript.section("status codes")
        try await show(ResourceRequest(.get, "/posts/99"))
        try await show(ResourceRequest(.delete, "/posts/1"))
        try await show(ResourceRequest(.post, "/posts/2/comments", body: #"{"author":"eve","text":""}"#))

        transcript.section("the answer is lost after the server applied the request")
        let cases: [(String, ResourceRequest, ResendPolicy)] = [
            ("PUT, resent", ResourceRequest(.put, "/posts/2/likes/bob"), .repeatableOnly),
            ("POST, not resent", ResourceRequest(.post, "/posts/2/comments", body: comment), .repeatableOnly),
            ("POST, resent anyway", ResourceRequest(.post, "/posts/3/comments", body: comment), .always),
            (
                "POST with a key, resent",
                ResourceRequest(.post, "/posts/4/comments", body: comment, idempotencyKey: "c-7f3a"), .repeatableOnly
            ),
        ]
        for (title, request, policy) in cases {
            server.loseAnswers(1)
            let outcome: String
            do throws(ArchitectureError) {
                outcome = "\(try await client.send(request, attempts: 3, policy: policy).status)"
            } catch {
                outcome = "\(error)"
            }
            let id = Int(request.path.split(separator: "/")[1]) ?? 0
            let post = server.post(id)
            let stored = request.method == .put ? post?.likes.count : post?.comments.count
            transcript.line("\(title): \(outcome); stored \(stored ?? 0) on post \(id)")
        }

        transcript.section("a tap while the screen loads")
        for style in TapDuringRequest.Style.allCases {
            let order = await TapDuringRequest.order(style)
            transcript.line("\(style.rawValue): \(order.joined(separator: ", then "))")
        }
    }
}
