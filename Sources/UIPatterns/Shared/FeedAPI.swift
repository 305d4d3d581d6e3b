import Futubra
import FutubraServer
import MessageTrace

/// The ``FeedClient`` as one role of an architecture uses it, each request traced.
///
/// The role that talks to the server makes its own `FeedAPI` and names itself as the
/// caller (`FeedAPI(client: client, caller: "FeedModel")`), so each request is drawn as a
/// message from that role to `Server` and its answer as a reply. The trace is taken here,
/// around the call, on the caller's task: the `URLSession` work behind the client runs on
/// threads the task does not own, where no trace would be recorded.
struct FeedAPI: Sendable {
    /// The real client.
    let client: FeedClient
    /// The role that talks to the server, e.g. `FeedModel` or `FeedWorker`.
    let caller: String

    func feed() async throws(FeedClientError) -> Feed {
        try await call("GET /feed") { () async throws(FeedClientError) in try await client.feed() }
    }

    func like(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post {
        try await call("POST /posts/\(id.rawValue)/like") { () async throws(FeedClientError) in
            try await client.like(id, as: user)
        }
    }

    func unlike(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post {
        try await call("POST /posts/\(id.rawValue)/unlike") { () async throws(FeedClientError) in
            try await client.unlike(id, as: user)
        }
    }

    func comments(on id: PostID) async throws(FeedClientError) -> [Comment] {
        try await call("GET /posts/\(id.rawValue)/comments") { () async throws(FeedClientError) in
            try await client.comments(on: id)
        }
    }

    func addComment(_ text: String, on id: PostID, as user: UserName) async throws(FeedClientError) -> Comment {
        try await call("POST /posts/\(id.rawValue)/comments") { () async throws(FeedClientError) in
            try await client.addComment(text, on: id, as: user)
        }
    }

    private func call<Answer: ServerAnswer>(
        _ request: String, _ send: () async throws(FeedClientError) -> Answer
    ) async throws(FeedClientError) -> Answer {
        Trace.call(from: caller, to: "Server", request)
        do {
            let answer = try await send()
            Trace.reply(from: "Server", to: caller, answer.traceSummary)
            return answer
        } catch {
            Trace.reply(from: "Server", to: caller, "\(error.status.map(String.init) ?? "no answer") error")
            throw error
        }
    }
}

/// What the server answers, summed up for a trace arrow.
protocol ServerAnswer {
    /// `4 posts`, `post #3, ♥1`, `2 comments`, `comment #3`.
    var traceSummary: String { get }
}

extension Feed: ServerAnswer {
    var traceSummary: String { "\(count) posts" }
}

extension Post: ServerAnswer {
    var traceSummary: String { "post \(id), ♥\(likeCount)" }
}

extension Comment: ServerAnswer {
    var traceSummary: String { "comment \(id)" }
}

extension Array: ServerAnswer where Element == Comment {
    var traceSummary: String { "\(count) comments" }
}
