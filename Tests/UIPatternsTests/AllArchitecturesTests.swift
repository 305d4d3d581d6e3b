import ContractSupport
import ExampleKit
import Testing

@testable import UIPatterns

@MainActor
@Suite("the eight architectures")
struct AllArchitecturesTests {
    /// Every architecture, by catalogue id.
    static let architectures: [(id: String, type: any FeedArchitecture.Type)] = [
        ("mvc", MVC.self), ("mvp", MVP.self), ("mvvm", MVVM.self), ("coordinator", Coordinator.self),
        ("viper", VIPER.self), ("vip", VIP.self), ("redux", Redux.self), ("soa", SOA.self),
    ]

    @Test("all eight architectures play the same script to the same screens")
    func sameVisibleResult() async throws {
        var results: [String: [[String]]] = [:]
        for (id, architecture) in Self.architectures {
            results[id] = try await FeedScript.play(architecture, in: Transcript())
        }
        #expect(Set(results.keys) == Set(UIPatterns.examples.map { $0.id }))
        #expect(results.count == 8)
        let reference = try #require(results["mvvm"])
        checkFeedScriptScreens(reference)
        #expect(reference.count == FeedScript.steps.count)
        for (id, screens) in results {
            #expect(screens == reference, "\(id) differs from mvvm")
        }
    }

    @Test("every architecture reaches the server only through its model-side role, never from a view")
    func whoTalksToTheServer() async throws {
        var callers: [String: Set<String>] = [:]
        for (id, architecture) in Self.architectures {
            let transcript = Transcript()
            _ = try await FeedScript.play(architecture, in: transcript)
            callers[id] = Set(transcript.events.filter { $0.to == "Server" }.map(\.from))
            #expect(transcript.events.first?.from == "User", "\(id): a view loaded before the app was shown")
        }
        #expect(
            callers == [
                "mvc": ["FeedModel"], "mvp": ["FeedModel"], "mvvm": ["FeedModel"], "coordinator": ["FeedModel"],
                "viper": ["FeedInteractor", "CommentsInteractor"], "vip": ["FeedWorker"], "redux": ["FeedEffects"],
                "soa": ["FeedService", "LikeService", "CommentService"],
            ])
    }
}
