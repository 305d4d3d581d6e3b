import ExampleKit
import Futubra
import FutubraServer
import FutubraUI

@testable import UIPatterns

/// A fresh sample server, a client for it and an environment, for tests with no view.
@MainActor
struct Harness {
    let server: FeedServer
    /// Where a test that checks trace events records them (`transcript.tracing { … }`).
    let transcript = Transcript()
    let environment: FeedEnvironment

    init(failures: Int = 0) throws {
        server = FeedServer(feed: try SampleFeed.feed())
        server.failNext(failures)
        environment = FeedEnvironment(client: FeedClient(server: server), user: FeedScript.user, work: PendingWork())
    }

    /// The client for the sample server.
    var client: FeedClient { environment.client }

    /// Where screens start their work; `await work.settle()` waits until it is done.
    var work: PendingWork { environment.work }

    /// A model over the sample server, for the signed-in user.
    func model() -> FeedModel { FeedModel(client: client, user: FeedScript.user) }

    /// The requests the server saw that changed something (POSTs).
    var writes: [String] { server.requestLog.filter { $0.hasPrefix("POST") } }

    /// The sample post `id`.
    func post(_ id: Int) throws -> Post { try SampleFeed.post(id) }
}

/// Plays the shared script on `architecture` and returns its screens and what it traced.
@MainActor
func playTraced(_ architecture: any FeedArchitecture.Type) async throws -> (screens: [[String]], transcript: Transcript)
{
    let transcript = Transcript()
    let screens = try await transcript.tracing { try await FeedScript.play(architecture) }
    return (screens, transcript)
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
