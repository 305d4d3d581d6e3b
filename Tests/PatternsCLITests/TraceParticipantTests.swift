import ContractSupport
import ExampleKit
import MessageTrace
import Testing

@testable import PatternsCLI

/// A sequence diagram's participants are names of the code, as a class diagram's classes are:
/// a rename that leaves a trace string behind fails here.
@Suite("Every traced participant is a type of its family's code or a named role", .timeLimit(.minutes(1)), .watchdog)
struct TraceParticipantTests {
    /// Participants that are not types: the people and places a run stands for.
    static let roles: Set<String> = [
        "App",  // the app as a whole, where no one type acts for it
        "User",  // the person tapping
        "Server",  // the backend, seen from the app
    ]

    /// Participants found when the check was written that name no type of their family's
    /// code: a label for a closure, an object made from a general type with a name string, or
    /// a caller. Each is to be renamed in the example (or its type declared) and removed from
    /// here; the check holds for every other participant now, and for every new one.
    static let pending: Set<String> = [
        // Creational, behavioral and communication (first wave): not renamed yet.
        "chain-of-responsibility: FeedList",
        "chain-of-responsibility: FeedScreen",
        "chain-of-responsibility: FutubraApp",
        "chain-of-responsibility: LikeButton(#3)",
        "chain-of-responsibility: PostCell(#3)",
        "notification: Analytics",
        "notification: BadgeCounter",
        "key-value-observing: CaptionView",
        "key-value-observing: HeartAnimation",
        "key-value-observing: LikeLabel",
        "async-sequence: FirstLikeBanner",
        "async-sequence: LiveReader",
        // Architecture and concurrency, whose code other work was rewriting.
        "persistence-layer: caller",
        "layered-architecture: caller",
        "mvvm-case-study: Model",
        "mvvm-case-study: Tourist",
        "mvvm-case-study: ViewModel",
        "actor-reentrancy: CheckThenAwait",
        "actor-reentrancy: CopyThenAwait",
    ]

    /// The type a participant names: an instance is written as its type and a label,
    /// `APIClient(feed)`, `PublicationPhase.draft`, `LikeButton(#3)`, `[Post]`.
    static func typeName(of participant: String) -> String {
        let name = participant.drop { $0 == "[" }
        return String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// The participants of `events` that are neither a type in `names` nor a role, sorted.
    static func strangers(in events: [TraceEvent], names: Set<String>) -> [String] {
        Set(events.flatMap { [$0.from, $0.to] }).filter { participant in
            !names.contains(typeName(of: participant)) && !roles.contains(participant)
        }.sorted()
    }

    @Test("the check finds a participant renamed in the code but not in the trace, and accepts labelled instances")
    func checkCanFail() {
        let names: Set<String> = ["FeedPublisher", "FeedSubscriber", "APIClient"]
        let events = [
            TraceEvent(from: "App", to: "FeedPublisher", message: "publish", kind: .call),
            TraceEvent(from: "FeedPublisher", to: "FeedObserver", message: "deliver", kind: .call),
            TraceEvent(from: "APIClient(feed)", to: "[FeedSubscriber]", message: "get", kind: .call),
        ]
        expect(Self.strangers(in: events, names: names), equals: ["FeedObserver"])
    }

    @Test("each participant of each example's trace is a name its family's code uses, or a role")
    func participantsAreCodeNames() async throws {
        var unknown: [String] = []
        var found: [String] = []
        for module in Registry.standard.modules {
            let names = Set(module.codeNames.value.names)
            for example in module.examples {
                let events = try await ExampleRunner.run(example.init()).events
                for participant in Self.strangers(in: events, names: names) {
                    let name = "\(example.id): \(participant)"
                    found.append(name)
                    if !Self.pending.contains(name) { unknown.append(name) }
                }
            }
        }
        expect(unknown, equals: [], "\(unknown.map { "\"\($0)\"," }.joined(separator: "\n"))")
        let stillFound = Set(found)
        let fixed = Self.pending.subtracting(stillFound).sorted()
        expect(fixed, equals: [], "no longer found: remove from the pending set")
    }
}
