import PatternContracts
import Testing

@testable import Drill

@Suite("Reactive streams drill", .timeLimit(.minutes(1)), .watchdog)
struct ReactiveStreamsDrillTests {
    @Test(
        "a subscriber gets no more posts than it asked for, the rest in order when it asks, and nothing once cancelled")
    func backPressure() {
        checkDemandContract {
            let publisher = PostPublisher()
            return DemandSubject(
                subscribe: { publisher.subscribe(onPost: $0, onEnd: $1) },
                request: { ($0 as? PostSubscription)?.request($1) },
                cancel: { ($0 as? PostSubscription)?.cancel() },
                send: { publisher.send($0) },
                finish: { publisher.finish() })
        }
    }
}
