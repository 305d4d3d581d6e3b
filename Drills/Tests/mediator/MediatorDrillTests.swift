import PatternContracts
import Testing

@testable import Drill

@Suite("Mediator drill", .timeLimit(.minutes(1)), .watchdog)
struct MediatorDrillTests {
    @Test("the compose screen's colleagues talk only through it, it keeps them in step, and they are freed with it")
    func composeScreen() {
        checkMediatorContract(
            make: { ComposeScreen() },
            mediator: { $0 },
            colleagues: { [$0.textBox, $0.postButton, $0.counter] },
            show: { screen in
                "Post \(screen.postButton.isEnabled ? "enabled" : "disabled"), \(screen.counter.remaining) left, posted \(screen.posted)"
            },
            steps: [
                MediatorStep("type 'Hello'", expected: "Post enabled, 275 left, posted []") {
                    $0.textBox.type("Hello")
                },
                MediatorStep("type 281 characters", expected: "Post disabled, -1 left, posted []") {
                    $0.textBox.type(String(repeating: "a", count: 281))
                },
                MediatorStep("type 'Hi'", expected: "Post enabled, 278 left, posted []") { $0.textBox.type("Hi") },
                MediatorStep("tap Post", expected: "Post disabled, 280 left, posted [\"Hi\"]") { $0.postButton.tap() },
                MediatorStep("type three spaces", expected: "Post disabled, 277 left, posted [\"Hi\"]") {
                    $0.textBox.type("   ")
                },
                MediatorStep("tap Post", expected: "Post disabled, 277 left, posted [\"Hi\"]") { $0.postButton.tap() },
            ])
    }
}
