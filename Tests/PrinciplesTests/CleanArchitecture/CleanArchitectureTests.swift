import ContractSupport
import ExampleKit
import Foundation
import Futubra
import Testing

@testable import Principles

private typealias Layers = CleanArchitecture

/// The kept design's files, by layer folder.
private func keptFiles() -> [TextFile] {
    Principles.sourceFiles.filter { $0.path.hasPrefix("CleanArchitecture/") && !$0.path.contains("/Tangled/") }
}

/// The tangled use case's file, placed among the use cases.
private func tangledAsUseCase() -> [TextFile] {
    Principles.sourceFiles.filter { $0.path.hasPrefix("CleanArchitecture/Tangled/") }.map {
        TextFile(
            path: "CleanArchitecture/UseCases/" + ($0.path.split(separator: "/").last.map(String.init) ?? ""),
            text: $0.text
        )
    }
}

/// Checks the dependency rule on `files`: every layer has files, and none names an outer type.
private func checkDependencyRule(
    _ files: [TextFile], sourceLocation: SourceLocation = #_sourceLocation
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
    func posts() throws(Layers.PostsUnavailable) -> [Post] { stored }
}

/// Where the recording doubles below write, in the order the calls happen.
private final class CallLog {
    var calls: [String] = []
}

/// A transport double that records each request and passes it to the real HTTP client.
private struct RecordingTransport: Layers.FeedTransport {
    let log: CallLog
    let client: Layers.FeedHTTPClient
    func get(_ path: String) throws -> Data {
        log.calls.append("transport.get(\(path))")
        return try client.get(path)
    }
}

/// A gateway double that records each call and passes it to the real repository.
private struct RecordingGateway: Layers.PostGateway {
    let log: CallLog
    let repository: Layers.PostRepository
    func posts() throws(Layers.PostsUnavailable) -> [Post] {
        log.calls.append("gateway.posts()")
        return try repository.posts()
    }
}

/// An input-port double that records the call and passes it to the real use case.
private final class RecordingInput: Layers.ShowTrendingInput {
    let log: CallLog
    var useCase: Layers.ShowTrendingPosts?
    init(log: CallLog) { self.log = log }
    func showTrending() {
        log.calls.append("input.showTrending()")
        useCase?.showTrending()
    }
}

/// An output-port double that records the response and passes it to the real presenter.
private final class RecordingOutput: Layers.ShowTrendingOutput {
    let log: CallLog
    let presenter: Layers.TrendingPresenter
    private(set) var responses: [Layers.TrendingResponse] = []
    init(log: CallLog, presenter: Layers.TrendingPresenter) {
        self.log = log
        self.presenter = presenter
    }
    func present(_ response: Layers.TrendingResponse) {
        log.calls.append("output.present(\(response.items.count) items)")
        responses.append(response)
        presenter.present(response)
    }
}

/// A display double that records what it is asked to show.
private final class RecordingDisplay: Layers.TrendingDisplay {
    let log: CallLog
    private(set) var shown: [Layers.TrendingViewModel] = []
    init(log: CallLog) { self.log = log }
    func display(_ viewModel: Layers.TrendingViewModel) {
        log.calls.append("display.display(\(viewModel.rows.count) rows)")
        shown.append(viewModel)
    }
}

/// The kept design wired with a recording double at every boundary, around the real parts.
private struct RecordedFlow {
    let log = CallLog()
    let presenter = Layers.TrendingPresenter()
    let input: RecordingInput
    let output: RecordingOutput
    let display: RecordingDisplay
    let useCase: Layers.ShowTrendingPosts

    init(client: Layers.FeedHTTPClient, policy: Layers.TrendingPolicy = Layers.TrendingPolicy()) {
        input = RecordingInput(log: log)
        output = RecordingOutput(log: log, presenter: presenter)
        display = RecordingDisplay(log: log)
        let transport = RecordingTransport(log: log, client: client)
        let gateway = RecordingGateway(log: log, repository: Layers.PostRepository(transport: transport))
        useCase = Layers.ShowTrendingPosts(gateway: gateway, output: output, policy: policy)
        input.useCase = useCase
        presenter.connect(input: input, display: display)
    }
}

/// Checks what the screen shows when the posts cannot be fetched: the presenter's words for
/// the failure, nothing of the framework's error.
private func checkFailureShownAsData(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        lines == ["Trending is unavailable", "  the server could not be reached; try again"],
        "the screen shows \(lines)", sourceLocation: sourceLocation)
}

/// An output double that keeps what it is given.
private final class KeepingOutput: Layers.ShowTrendingOutput {
    var responses: [Layers.TrendingResponse] = []
    func present(_ response: Layers.TrendingResponse) { responses.append(response) }
}

@Suite("Clean architecture", .timeLimit(.minutes(1)), .watchdog)
struct CleanArchitectureTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("the dependency rule holds: no file of an inner layer names a type of an outer layer") {
            checkDependencyRule(keptFiles())
        },
        Check("the use case runs with a gateway double and an output double: no server, no screen") {
            let output = KeepingOutput()
            let useCase = Layers.ShowTrendingPosts(
                gateway: FixedGateway(stored: try SampleFeed.feed().posts), output: output)
            useCase.showTrending()
            let response = try #require(output.responses.first)
            expect(response.total, equals: 4)
            expect(response.items.map(\.post), equals: [PostID(1), PostID(4)])
            expect(response.items.map(\.score), equals: [6, 3])
            expect(response.items.map(\.author), equals: [SampleFeed.dana, SampleFeed.anna])
        },
        Check("the tangled use case only runs against the real HTTP client and screen, and leaves no response to check")
        {
            let client = try Layers.FeedHTTPClient.serving(try SampleFeed.feed().posts)
            let screen = Layers.TrendingScreen()
            Layers.TangledTrendingUseCase(client: client, screen: screen).showTrending()
            expect(client.requests, equals: ["/posts"])
            expect(screen.lines.first, equals: "Trending (2 of 4 posts)")
            let kept = Layers.TrendingComposition.screen(
                client: try Layers.FeedHTTPClient.serving(SampleFeed.feed().posts))
            kept.tapRefresh()
            expect(kept.lines, equals: screen.lines)
        },
        Check("a tap flows presenter → use case → repository → entity, and the result back through the output port") {
            let posts = try SampleFeed.feed().posts
            let flow = RecordedFlow(client: try .serving(posts))
            flow.presenter.refreshTapped()
            expect(
                flow.log.calls,
                equals: [
                    "input.showTrending()", "gateway.posts()", "transport.get(/posts)", "output.present(2 items)",
                    "display.display(2 rows)",
                ])
            let response = try #require(flow.output.responses.first)
            let ranked = Layers.TrendingPolicy().trending(posts)
            expect(response.items.map(\.post), equals: ranked.map(\.id), "the entity's rule ranked the posts")
            expect(response.items.map(\.score), equals: ranked.map { Layers.TrendingPolicy().score(of: $0) })
            expect(flow.display.shown.last?.rows, equals: ["#1 by dana, score 6", "#4 by anna, score 3"])
            let stricter = RecordedFlow(client: try .serving(posts), policy: Layers.TrendingPolicy(minimumScore: 6))
            stricter.presenter.refreshTapped()
            expect(
                stricter.output.responses.first?.items.map(\.post), equals: [PostID(1)],
                "the rule applied is the entity's")
        },
        Check("with doubles at its ports, the use case's own trace names only its layer and the entities") {
            let transcript = Transcript()
            let output = KeepingOutput()
            let useCase = Layers.ShowTrendingPosts(
                gateway: FixedGateway(stored: try SampleFeed.feed().posts), output: output)
            transcript.tracing { useCase.showTrending() }
            let named = Set(transcript.events.flatMap { [$0.from, $0.to] })
            expect(named, equals: ["ShowTrendingPosts", "PostGateway", "TrendingPolicy", "ShowTrendingOutput"])
        },
        Check("a server failure reaches the screen through the output port as data, in the presenter's words") {
            let flow = RecordedFlow(client: Layers.FeedHTTPClient(resources: [:]))
            flow.presenter.refreshTapped()
            expect(flow.output.responses.map(\.failure), equals: [.unreachable])
            let screen = Layers.TrendingComposition.screen(client: Layers.FeedHTTPClient(resources: [:]))
            screen.tapRefresh()
            checkFailureShownAsData(screen.lines)
            let garbled = Layers.FeedHTTPClient(resources: ["/posts": Data("not posts".utf8)])
            #expect(throws: Layers.PostsUnavailable.unreadable) {
                try Layers.PostRepository(transport: garbled).posts()
            }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

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
        let files = keptFiles() + [TextFile(path: "CleanArchitecture/Entities/Badge.swift", text: entity)]
        let violations = Layers.DependencyRule.clean.violations(in: files)
        expect(
            violations,
            equals: [
                .init(file: "CleanArchitecture/Entities/Badge.swift", names: ["TrendingPresenter", "TrendingScreen"])
            ])
    }

    @Test(
        "the tangled use case puts the framework's own error on the screen, and the check catches it", .tags(.control))
    func tangledUseCaseShowsTheFrameworkError() {
        let screen = Layers.TrendingScreen()
        Layers.TangledTrendingUseCase(client: Layers.FeedHTTPClient(resources: [:]), screen: screen).showTrending()
        expect(screen.lines.first, equals: "Trending is unavailable")
        withKnownIssue {
            checkFailureShownAsData(screen.lines)
        }
    }
}
