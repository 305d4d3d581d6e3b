import ContractSupport
import ExampleKit
import Futubra
import Testing

@testable import Principles

private typealias Layers = CleanArchitecture

/// The kept design's files, by layer folder.
private func keptFiles() -> [(path: String, text: String)] {
    Principles.sourceFiles.filter { $0.path.hasPrefix("CleanArchitecture/") && !$0.path.contains("/Tangled/") }
}

/// The tangled use case's file, placed among the use cases.
private func tangledAsUseCase() -> [(path: String, text: String)] {
    Principles.sourceFiles.filter { $0.path.hasPrefix("CleanArchitecture/Tangled/") }.map {
        (
            path: "CleanArchitecture/UseCases/" + ($0.path.split(separator: "/").last.map(String.init) ?? ""),
            text: $0.text
        )
    }
}

/// Checks the dependency rule on `files`: every layer has files, and none names an outer type.
private func checkDependencyRule(
    _ files: [(path: String, text: String)], sourceLocation: SourceLocation = #_sourceLocation
) {
    let rule = Layers.DependencyRule.clean
    for (index, layer) in rule.layers.enumerated() {
        #expect(
            files.contains { rule.layer(of: $0.path) == index }, "no file in \(layer)", sourceLocation: sourceLocation)
    }
    let violations = rule.violations(in: files)
    #expect(violations.isEmpty, "inner layers name outer ones: \(violations)", sourceLocation: sourceLocation)
}

/// A gateway double: fixed posts, no server.
private struct FixedGateway: Layers.PostGateway {
    let stored: [Post]
    func posts() throws -> [Post] { stored }
}

/// An output double that keeps what it is given.
private final class RecordingOutput: Layers.ShowTrendingOutput {
    var responses: [Layers.TrendingResponse] = []
    func present(_ response: Layers.TrendingResponse) { responses.append(response) }
}

@Suite("Clean architecture", .timeLimit(.minutes(1)), .watchdog)
struct CleanArchitectureTests {
    @Test("the dependency rule holds: no file of an inner layer names a type of an outer layer")
    func dependencyRuleHolds() {
        checkDependencyRule(keptFiles())
    }

    @Test(
        "a use case that names the HTTP client and the screen breaks the dependency rule, and the check catches it",
        .tags(.control))
    func tangledUseCaseBreaksTheRule() {
        let violations = Layers.DependencyRule.clean.violations(in: keptFiles() + tangledAsUseCase())
        expect(violations.map(\.names), equals: [["FeedHTTPClient", "TrendingScreen"]])
        withKnownIssue {
            checkDependencyRule(keptFiles() + tangledAsUseCase())
        }
    }

    @Test(
        "the rule reads code, not prose: a name in a comment or a string literal is no dependency, one in an interpolation is"
    )
    func commentsAndStringsDoNotCount() {
        let entity = """
            // A TrendingScreen would show this.
            struct Badge {
                let title = "TrendingPresenter \\(true ? "FeedHTTPClient" : "") /* PostRepository */"
                let kind = "\\(TrendingScreen.self)"
                let next: TrendingPresenter? = nil
            }
            """
        let files = keptFiles() + [(path: "CleanArchitecture/Entities/Badge.swift", text: entity)]
        let violations = Layers.DependencyRule.clean.violations(in: files)
        expect(
            violations,
            equals: [
                .init(file: "CleanArchitecture/Entities/Badge.swift", names: ["TrendingPresenter", "TrendingScreen"])
            ])
    }

    @Test("the use case runs with a gateway double and an output double: no server, no screen")
    func useCaseRunsWithDoubles() throws {
        let output = RecordingOutput()
        let useCase = Layers.ShowTrendingPosts(
            gateway: FixedGateway(stored: try SampleFeed.feed().posts), output: output)
        useCase.showTrending()
        let response = try #require(output.responses.first)
        expect(response.total, equals: 4)
        expect(response.items.map(\.post), equals: [PostID(1), PostID(4)])
        expect(response.items.map(\.score), equals: [6, 3])
        expect(response.items.map(\.author), equals: [SampleFeed.dana, SampleFeed.anna])
    }

    @Test("the tangled use case only runs against the real HTTP client and screen, and leaves no response to check")
    func tangledUseCaseNeedsTheFrameworks() throws {
        let client = try Layers.FeedHTTPClient.serving(try SampleFeed.feed().posts)
        let screen = Layers.TrendingScreen()
        Layers.TangledTrendingUseCase(client: client, screen: screen).showTrending()
        expect(client.requests, equals: ["/posts"])
        expect(screen.lines.first, equals: "Trending (2 of 4 posts)")
        let kept = Layers.TrendingComposition.screen(client: try Layers.FeedHTTPClient.serving(SampleFeed.feed().posts))
        kept.tapRefresh()
        expect(kept.lines, equals: screen.lines)
    }

    @Test("a tap flows presenter → use case → repository → entity, and the result back through the output port")
    func flowGoesInwardsAndBack() throws {
        let transcript = Transcript()
        let screen = Layers.TrendingComposition.screen(client: try .serving(SampleFeed.feed().posts))
        transcript.tracing { screen.tapRefresh() }
        let hops = transcript.events.filter { $0.kind != .note }.map { "\($0.from)>\($0.to)" }
        expect(
            hops,
            equals: [
                "TrendingPresenter>ShowTrendingPosts", "ShowTrendingPosts>PostRepository",
                "PostRepository>FeedHTTPClient", "FeedHTTPClient>PostRepository", "PostRepository>ShowTrendingPosts",
                "ShowTrendingPosts>TrendingPolicy", "TrendingPolicy>ShowTrendingPosts",
                "ShowTrendingPosts>TrendingPresenter", "TrendingPresenter>TrendingScreen",
            ])
        expect(screen.lines, equals: ["Trending (2 of 4 posts)", "  #1 by dana, score 6", "  #4 by anna, score 3"])
    }

    @Test("a server failure reaches the screen through the output port as a message")
    func failureCrossesTheBoundary() {
        let screen = Layers.TrendingComposition.screen(client: Layers.FeedHTTPClient(resources: [:]))
        screen.tapRefresh()
        expect(screen.lines.first, equals: "Trending is unavailable")
        expect(screen.lines.count, equals: 2)
    }
}
