import PatternContracts
import Testing

@testable import Drill

@Suite("Callbacks drill", .timeLimit(.minutes(1)), .watchdog)
struct CallbacksDrillTests {
    /// Each way a load can end: what the transport answers, and what the handler must hear.
    static let paths: [(path: CompletionPath, reply: TransportReply)] = [
        (CompletionPath("the post arrives", expects: "#3 by anna"), .answered(status: 200, body: "3 anna")),
        (CompletionPath("the network is down", expects: "error offline(\"no network\")"), .failed("no network")),
        (CompletionPath("the server answers 404", expects: "error notFound(3)"), .answered(status: 404, body: "")),
        (CompletionPath("the server answers 500", expects: "error malformed"), .answered(status: 500, body: "")),
        (CompletionPath("the body is not a post", expects: "error malformed"), .answered(status: 200, body: "<html>")),
    ]

    @Test("every path calls the completion handler exactly once, with its own outcome")
    func completesOnce() {
        checkCompletionContract(Self.paths.map(\.path)) { path in
            let reply = Self.paths.first { $0.path.name == path.name }?.reply ?? .failed("unscripted")
            // The transport answers after loadPost has returned, as a real one does.
            var pending: [(TransportReply) -> Void] = []
            var heard: [String] = []
            let loader = PostLoader { _, answer in pending.append(answer) }
            loader.loadPost(3) { result in
                switch result {
                case .success(let post): heard.append("\(post)")
                case .failure(let error): heard.append("error \(error)")
                }
            }
            for answer in pending { answer(reply) }
            return heard
        }
    }
}
