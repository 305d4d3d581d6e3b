import PatternContracts
import Testing

@testable import Drill

@Suite("Chain of responsibility drill", .timeLimit(.minutes(1)), .watchdog)
struct ChainOfResponsibilityDrillTests {
    @Test("an action climbs only as far as the nearest responder that handles it, and goes no further")
    func climbsToNearestHandler() {
        checkChainContract(
            make: { links in
                // Built from the top down, so each responder knows the one above it.
                links.reversed().reduce(FeedResponder?.none) { above, link in
                    FeedResponder(name: link.name, next: above, handles: link.visit)
                }
            },
            send: { firstResponder, action in firstResponder?.handle(action) == true })
    }
}
