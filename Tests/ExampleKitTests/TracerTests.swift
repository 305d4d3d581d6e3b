import ContractSupport
import ExampleKit
import MessageTrace
import Synchronization
import Testing

/// A traced role, written as pattern code is: it knows nothing of transcripts.
private struct LikeCounter {
    func like(_ post: Int) -> Int {
        Trace.call(from: "LikeCounter", to: "Server", "like(#\(post))")
        Trace.reply(from: "Server", to: "LikeCounter", "♥1")
        Trace.note(over: "LikeCounter", "counted")
        return 1
    }
}

@Suite(
    "Pattern code is traced ambiently: a one-line call that records only inside a run", .timeLimit(.minutes(1)),
    .watchdog)
struct TracerTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("outside a run a trace call records nothing and never builds its message") {
            let built = Atomic(0)
            func message() -> String {
                built.add(1, ordering: .relaxed)
                return "m"
            }
            expect(Tracer.current == nil)
            expect(!Trace.isRecording)
            Trace.call(from: "A", to: "B", message())
            Trace.reply(from: "B", to: "A", message())
            Trace.note(over: "A", message())
            expect(built.load(ordering: .relaxed), equals: 0)
        },
        Check("inside tracing, calls, replies and notes land in the transcript in order") {
            let transcript = Transcript()
            let likes = transcript.tracing { LikeCounter().like(3) }
            expect(likes, equals: 1)
            expect(
                transcript.events,
                equals: [
                    TraceEvent(from: "LikeCounter", to: "Server", message: "like(#3)"),
                    TraceEvent(from: "Server", to: "LikeCounter", message: "♥1", kind: .reply),
                    TraceEvent(from: "LikeCounter", to: "LikeCounter", message: "counted", kind: .note),
                ])
            expect(transcript.lines.isEmpty)
        },
        Check("the tracer reaches child tasks, Task { } and main-actor hops, but not Task.detached") {
            let transcript = Transcript()
            await transcript.tracing {
                async let child: Void = Trace.note(over: "child", "async let")
                await child
                await Task { Trace.note(over: "unstructured", "Task {}") }.value
                await MainActor.run { Trace.note(over: "main", "MainActor.run") }
                await Task.detached { Trace.note(over: "detached", "never recorded") }.value
            }
            expect(transcript.events.map(\.from), equals: ["child", "unstructured", "main"])
        },
        Check("a tracer read where work is handed off, and bound again there, records on any thread") {
            let transcript = Transcript()
            await transcript.tracing {
                let tracer = Tracer.current
                await Task.detached {
                    Tracer.$current.withValue(tracer) { Trace.note(over: "handed off", "recorded") }
                }.value
            }
            expect(transcript.events.map(\.from), equals: ["handed off"])
        },
        Check("two runs traced at once keep their events apart") {
            let first = Transcript()
            let second = Transcript()
            await withTaskGroup(of: Void.self) { group in
                for (transcript, name) in [(first, "first"), (second, "second")] {
                    group.addTask {
                        transcript.tracing {
                            for step in 0..<50 { Trace.note(over: name, "\(step)") }
                        }
                    }
                }
            }
            expect(first.events.count == 50 && first.events.allSatisfy { $0.from == "first" })
            expect(second.events.count == 50 && second.events.allSatisfy { $0.from == "second" })
        },
        Check("the example runner binds the run's transcript, so an example's objects trace into it") {
            let transcript = try await ExampleRunner.run(TracedExample())
            expect(transcript.lines, equals: ["likes: 1"])
            expect(transcript.events.map(\.message), equals: ["like(#3)", "♥1", "counted"])
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}

private struct TracedExample: Example {
    static let id = "traced-example"
    func run(in transcript: Transcript) async throws {
        transcript.line("likes: \(LikeCounter().like(3))")
    }
}
