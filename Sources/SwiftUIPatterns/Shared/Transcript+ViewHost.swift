import ExampleKit
import FutubraDeclarative

extension Transcript {
    /// Writes the screen `host` renders, a line each after `| `.
    @MainActor
    func showScreen(_ host: ViewHost) {
        for line in host.render() {
            self.line("| " + line)
        }
    }

    /// Writes the screen, then the bodies evaluated since the last time, and forgets them.
    @MainActor
    func show(_ host: ViewHost) {
        showScreen(host)
        line("bodies evaluated: " + host.evaluations.map(\.description).joined(separator: ", "))
        host.resetEvaluations()
    }
}
