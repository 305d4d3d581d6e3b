import ExampleKit
import Futubra

/// Plays modularization: the Futubra app's modules three ways, each checked against the
/// dependency rule, built in waves, and changed; then the composed app at work.
package struct ModularizationExample: Example {
    package static let id = "modularization"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        func report(_ graph: ModuleGraph) {
            let breaks = graph.ruleBreaks()
            transcript.line("rule: \(breaks.isEmpty ? "kept" : "broken")")
            for found in breaks { transcript.line("  \(found)") }
            guard let waves = graph.buildWaves() else {
                transcript.line("build order: none, the build refuses a cycle")
                return
            }
            transcript.line("build waves: \(waves.count)")
            for (number, wave) in waves.enumerated() {
                transcript.line("  \(number + 1): \(wave.joined(separator: ", "))")
            }
            for changed in ["ProfileFeature", "FutubraCore"] {
                let rebuilt = graph.rebuilt(whenChanging: changed)
                transcript.line("a change to \(changed) rebuilds \(rebuilt.count): \(rebuilt.joined(separator: ", "))")
            }
        }

        transcript.section("features import each other")
        report(ModuleGraph(FutubraModules.tangled))
        transcript.section("the cycle cut, a feature still imports features")
        report(ModuleGraph(FutubraModules.chained))
        transcript.section("interface modules, and the app composes")
        report(ModuleGraph(FutubraModules.modular))

        transcript.section("the composed app: the feed opens a profile it never imports")
        let screen = FutubraAppComposition.feedScreen(for: try SampleFeed.feed())
        for index in [0, 1] {
            transcript.line("tap the author of post \(index + 1): \(screen.tapAuthor(ofPost: index) ?? "no post")")
        }
    }
}
