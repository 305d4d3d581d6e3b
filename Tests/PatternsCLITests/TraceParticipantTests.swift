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
        "Tourist",  // the person using the case study's tourist-routes app
        "Server",  // the backend, seen from the app
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
        for module in Registry.standard.modules {
            let names = Set(module.codeNames.value.names)
            let runs = try await ExampleRunner.runEach(module.examples.map { $0.init() })
            for (example, run) in zip(module.examples, runs) {
                let events = try run.get().events
                for participant in Self.strangers(in: events, names: names) {
                    let name = "\(example.id): \(participant)"
                    unknown.append(name)
                }
            }
        }
        expect(unknown, equals: [], "\(unknown.joined(separator: "\n"))")
    }
}
