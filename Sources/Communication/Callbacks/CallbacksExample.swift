import ExampleKit
import Futubra
import Synchronization

/// Plays completion handlers: the good case, called twice, never called, async/await, and a
/// server that never answers, which only cancellation ends.
package struct CallbacksExample: Example {
    package static let id = "callbacks"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()

        transcript.section("a raw completion handler, called once")
        let good = CallbackFeedClient(feed: feed, behaviour: .correct)
        let goodCalls = Mutex(0)
        transcript.trace(from: "App", to: "CallbackFeedClient", "loadPost(#3, completion)")
        good.loadPost(PostID(3)) { result in
            goodCalls.withLock { $0 += 1 }
            transcript.reply(from: "CallbackFeedClient", to: "App", "completion(\(describe(result)))")
            transcript.line("  handler: \(describe(result))")
        }
        transcript.line("handler ran \(goodCalls.withLock { $0 }) time(s)")

        transcript.section("a raw handler, called twice (a missing return)")
        let twice = CallbackFeedClient(feed: feed, behaviour: .callsTwice)
        let twiceCalls = Mutex(0)
        transcript.trace(from: "App", to: "CallbackFeedClient", "loadPost(#3, completion)")
        twice.loadPost(PostID(3)) { result in
            twiceCalls.withLock { $0 += 1 }
            transcript.reply(from: "CallbackFeedClient", to: "App", "completion(\(describe(result)))")
            transcript.line("  handler: \(describe(result))")
        }
        transcript.line("handler ran \(twiceCalls.withLock { $0 }) time(s): the screen showed a post, then an error")

        transcript.section("a raw handler, never called (a forgotten branch)")
        let never = CallbackFeedClient(feed: feed, behaviour: .neverCalls)
        let neverCalls = Mutex(0)
        transcript.trace(from: "App", to: "CallbackFeedClient", "loadPost(#3, completion)")
        never.loadPost(PostID(3)) { _ in neverCalls.withLock { $0 += 1 } }
        transcript.line("handler ran \(neverCalls.withLock { $0 }) time(s): the spinner spins forever")

        transcript.section("ExactlyOnce guards the handler")
        for client in [twice, never] {
            transcript.trace(from: "App", to: "CallbackFeedClient", "loadPost(#3, guarded)")
            let outcomes = Mutex<[String]>([])
            do {
                // The client's closure is the guard's only owner: when the client drops it
                // without calling it, the guard completes with `neverCompleted`.
                let once = ExactlyOnce<Post>(operation: "loadPost(#3)") { result in
                    outcomes.withLock { $0.append(describe(result)) }
                }
                client.loadPost(PostID(3)) { result in
                    let accepted = once.complete(result)
                    transcript.line("  \(describe(result)): \(accepted ? "delivered" : "refused, already completed")")
                }
            }
            transcript.line("\(client.behaviour): handler ran once, with \(outcomes.withLock { $0 }.joined())")
        }

        transcript.section("async/await: one result, or one error, always")
        for client in [good, twice, never] {
            transcript.trace(from: "App", to: "CallbackFeedClient", "await post(#3)")
            do {
                let post = try await client.post(PostID(3))
                transcript.reply(from: "CallbackFeedClient", to: "App", "post \(post.id)")
                transcript.line("\(client.behaviour): returned post \(post.id) by \(post.author)")
            } catch {
                transcript.reply(from: "CallbackFeedClient", to: "App", "throws")
                transcript.line("\(client.behaviour): threw \(error)")
            }
        }

        transcript.section("a server that never answers: only cancellation ends the wait")
        let stuck = CallbackFeedClient(feed: feed, behaviour: .neverAnswers)
        transcript.trace(from: "App", to: "CallbackFeedClient", "await post(#3)")
        let screen = Task { try await stuck.post(PostID(3)) }
        while stuck.loadsInFlight == 0 {
            await Task.yield()
        }
        transcript.line(
            "loads in flight: \(stuck.loadsInFlight); the client keeps the handler, so ExactlyOnce is never released")
        transcript.trace(from: "App", to: "CallbackFeedClient", "task.cancel(): the bridge cancels the request")
        screen.cancel()
        do {
            let post = try await screen.value
            transcript.line("\(stuck.behaviour): returned post \(post.id)")
        } catch {
            transcript.reply(from: "CallbackFeedClient", to: "App", "throws")
            transcript.line("\(stuck.behaviour): threw \(error); loads in flight: \(stuck.loadsInFlight)")
        }
    }
}

/// `success(post #3)` or `failure(no post with id '3')`.
private func describe(_ result: Result<Post, CommunicationError>) -> String {
    switch result {
    case .success(let post): "success(post \(post.id))"
    case .failure(let error): "failure(\(error))"
    }
}
