import ContractSupport
import ExampleKit
import MessageTrace
import Testing

@Suite("The transcript records what an example did", .timeLimit(.minutes(1)), .watchdog)
struct TranscriptTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("lines are kept in order, and a multi-line string becomes several lines") {
            let transcript = Transcript()
            transcript.section("start")
            transcript.line("one\ntwo")
            transcript.line()
            expect(transcript.lines, equals: ["== start ==", "one", "two", ""])
            expect(transcript.text, equals: "== start ==\none\ntwo\n\n")
            expect(Transcript().text, equals: "")
        },
        Check("a main-actor example's default run(in:) plays it once, from any task, into the transcript it is given") {
            let transcript = Transcript()
            try await Task.detached { try await MainActorProbe().run(in: transcript) }.value
            expect(transcript.lines, equals: ["== on the main actor ==", "played"])
        },
        Check("trace events keep sender, receiver, message and kind") {
            let transcript = Transcript()
            transcript.trace(from: "View", to: "ViewModel", "likeTapped(#4)")
            transcript.reply(from: "ViewModel", to: "View", "liked")
            transcript.note(over: "View", "renders")
            expect(
                transcript.events,
                equals: [
                    TraceEvent(from: "View", to: "ViewModel", message: "likeTapped(#4)", kind: .call),
                    TraceEvent(from: "ViewModel", to: "View", message: "liked", kind: .reply),
                    TraceEvent(from: "View", to: "View", message: "renders", kind: .note),
                ])
        },
        Check("a transcript shared by concurrent tasks loses no line") {
            let transcript = Transcript()
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<200 {
                    group.addTask { transcript.line("line \(index)") }
                }
            }
            expect(transcript.lines.count, equals: 200)
            expect(Set(transcript.lines).count, equals: 200)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}

@Suite("Sequence diagrams are drawn from the trace", .timeLimit(.minutes(1)), .watchdog)
struct SequenceDiagramTests {
    @Test("participants appear in the order they first take part, and arrows follow the events")
    func mermaidOutput() {
        let diagram = SequenceDiagram(events: [
            TraceEvent(from: "View", to: "ViewModel", message: "load()"),
            TraceEvent(from: "ViewModel", to: "Server", message: "GET /feed"),
            TraceEvent(from: "Server", to: "ViewModel", message: "4 posts", kind: .reply),
            TraceEvent(from: "View", to: "View", message: "render", kind: .note),
        ])
        expect(diagram.participants, equals: ["View", "ViewModel", "Server"])
        expect(
            diagram.mermaid,
            equals: """
                sequenceDiagram
                    participant View as View
                    participant ViewModel as ViewModel
                    participant Server as Server
                    View->>ViewModel: load()
                    ViewModel->>Server: GET /feed
                    Server-->>ViewModel: 4 posts
                    Note over View: render

                """)
    }

    @Test("names and messages with Mermaid's special characters are escaped")
    func escaping() {
        let diagram = SequenceDiagram(events: [
            TraceEvent(from: "Feed View", to: "post#4", message: "a; b #1\nc")
        ])
        expect(diagram.mermaid.contains("participant Feed_View as Feed View"))
        expect(diagram.mermaid.contains("participant post_4 as post#4"))
        expect(diagram.mermaid.contains("Feed_View->>post_4: a#59; b #1 c"))
    }
}

/// A main-actor example that writes two lines; it gets `run(in:)` from `ExampleOnMainActor`.
private struct MainActorProbe: ExampleOnMainActor {
    static let id = "main-actor-probe"

    @MainActor
    func play(_ transcript: Transcript) async throws {
        MainActor.assertIsolated("play runs on the main actor")
        transcript.section("on the main actor")
        transcript.line("played")
    }
}
