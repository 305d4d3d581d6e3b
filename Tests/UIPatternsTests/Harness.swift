import ExampleKit
import Futubra
import FutubraServer
import FutubraUI

@testable import UIPatterns

/// A fresh sample server, a client for it and an environment, for tests with no view.
@MainActor
struct Harness {
    let server: FeedServer
    let transcript = Transcript()
    let environment: FeedEnvironment

    init(failures: Int = 0) throws {
        server = FeedServer(feed: try SampleFeed.feed())
        server.failNext(failures)
        environment = FeedEnvironment(
            client: FeedClient(server: server), user: FeedScript.user, transcript: transcript, work: PendingWork())
    }

    /// The API as `caller` sees it.
    func api(_ caller: String = "Model") -> FeedAPI { environment.api(as: caller) }

    /// The requests the server saw that changed something (POSTs).
    var writes: [String] { server.requestLog.filter { $0.hasPrefix("POST") } }

    /// The sample post `id`.
    func post(_ id: Int) throws -> Post { try SampleFeed.post(id) }
}

/// The trace events between the user's `nth` gesture (0-based) and the next one.
func eventsOfGesture(_ nth: Int, in transcript: Transcript) -> [String] {
    var gestures = -1
    var picked: [String] = []
    for event in transcript.events {
        if event.from == "User" { gestures += 1 }
        if gestures == nth {
            let arrow = event.kind == .reply ? "-->" : "->"
            picked.append("\(event.from) \(arrow) \(event.to): \(event.message)")
        }
    }
    return picked
}
