import PatternContracts
import Testing

@testable import Drill

/// A message that records what it is asked.
private struct ProbeMessage: NotificationMessage {
    let record: (String) -> Void

    func compose(_ text: String, for user: String) -> String {
        record("compose \(text) for \(user)")
        return "probe"
    }
}

/// A sender whose factory method records each message it makes.
private final class ProbeSender: NotificationSender {
    let record: (String) -> Void

    init(record: @escaping (String) -> Void) {
        self.record = record
    }

    override func makeMessage() -> any NotificationMessage {
        record("made")
        return ProbeMessage(record: record)
    }
}

@Suite("Factory method drill", .timeLimit(.minutes(1)), .watchdog)
struct FactoryMethodDrillTests {
    @Test("sending uses a new message from the factory method each time; each sender makes its own message")
    func senders() {
        checkFactoryMethodContract(
            probe: { record in
                let sender = ProbeSender(record: record)
                _ = sender.send("Hi", to: "anna")
                _ = sender.send("Yo", to: "bob")
            },
            expectedProbe: ["made", "compose Hi for anna", "made", "compose Yo for bob"],
            creators: [
                CreatorResult("the push sender", expected: "🔔 anna: Hello") { PushSender().send("Hello", to: "anna") },
                CreatorResult("the e-mail sender", expected: "To: anna — Hello") {
                    EmailSender().send("Hello", to: "anna")
                },
            ])
    }
}
