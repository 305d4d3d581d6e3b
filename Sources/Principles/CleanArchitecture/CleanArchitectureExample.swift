import ExampleKit
import Foundation
import Futubra

/// Plays clean architecture: the trending screen through its four layers, the same screen
/// with a tangled use case, both with the server down, and the dependency rule checked on
/// both designs' sources.
public struct CleanArchitectureExample: Example {
    public static let id = "clean-architecture"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        typealias Layers = CleanArchitecture
        let posts = try SampleFeed.feed().posts

        transcript.section("kept: presenter, use case, repository, entity")
        let client = try Layers.FeedHTTPClient.serving(posts)
        let screen = Layers.TrendingComposition.screen(client: client)
        transcript.trace(from: "User", to: "TrendingScreen", "tap refresh")
        screen.tapRefresh()
        for line in screen.lines { transcript.line(line) }
        transcript.line("HTTP requests: \(client.requests)")

        transcript.section("tangled: the use case names the client and the screen")
        let tangledClient = try Layers.FeedHTTPClient.serving(posts)
        let tangledScreen = Layers.TrendingScreen()
        Layers.TangledTrendingUseCase(client: tangledClient, screen: tangledScreen).showTrending()
        transcript.line("same screen: \(tangledScreen.lines == screen.lines ? "yes" : "no")")
        transcript.line("HTTP requests: \(tangledClient.requests)")

        transcript.section("the server is down")
        let down = Layers.TrendingComposition.screen(client: Layers.FeedHTTPClient(resources: [:]))
        down.tapRefresh()
        for line in down.lines { transcript.line("layered: \(line)") }
        let tangledDown = Layers.TrendingScreen()
        Layers.TangledTrendingUseCase(client: Layers.FeedHTTPClient(resources: [:]), screen: tangledDown).showTrending()
        let frameworkText = tangledDown.lines.last == "  \(URLError(.fileDoesNotExist))"
        transcript.line("tangled: the screen shows the URLError's own text: \(frameworkText ? "yes" : "no")")

        transcript.section("the dependency rule, checked on the sources")
        let rule = Layers.DependencyRule.clean
        let files = Principles.sourceFiles.filter { $0.path.hasPrefix("CleanArchitecture/") }
        let kept = files.filter { !$0.path.contains("/Tangled/") }
        transcript.line("layers, innermost first: \(rule.layers.joined(separator: " < "))")
        transcript.line("kept design: \(kept.filter { rule.layer(of: $0.path) != nil }.count) files in layers")
        transcript.line("  violations: \(rule.violations(in: kept).count)")
        let tangled = files.filter { $0.path.contains("/Tangled/") }.map {
            (path: $0.path.replacingOccurrences(of: "/Tangled/", with: "/UseCases/"), text: $0.text)
        }
        transcript.line("the tangled use case, placed among the use cases:")
        for violation in rule.violations(in: kept + tangled) {
            transcript.line("  \(violation.file) names \(violation.names.joined(separator: ", "))")
        }
    }
}
