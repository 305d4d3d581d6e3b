import Dispatch
import ExampleKit
import Foundation
import Futubra

/// Plays the main actor: a `@MainActor` search screen that decodes off the main actor, keeps
/// only the newest of two overlapping searches, and counts likes posted from a background
/// queue; then where `Task`, `Task.detached` and `MainActor.run` run.
public struct MainActorExample: Example {
    public static let id = "main-actor"
    public init() {}

    public func run(in transcript: Transcript) async throws {
        try await play(transcript)
    }

    @MainActor
    private func play(_ transcript: Transcript) async throws {
        transcript.section("a @MainActor view model")
        let decodedOnMain = Recorder<Bool>()
        let decoder = FeedDecoder { data in
            decodedOnMain.record(MainQueue.isCurrent)
            return try FutubraJSON.decode([Post].self, from: data)
        }
        let backend = FeedBackend(feed: try SampleFeed.feed())
        let model = SearchScreenModel(backend: backend, decoder: decoder)
        transcript.line("title, read without await from any isolation: \(titleAnywhere(model))")
        await model.search("cat")
        transcript.line("search 'cat': \(model.rows.joined(separator: "; "))")
        transcript.line("decoded on the main actor: \(decodedOnMain.values)")
        transcript.line("rows changed on the main actor: \(MainQueue.isCurrent)")

        transcript.section("the newest search wins")
        backend.hold()
        let first = Task { await model.search("e") }
        await yield { backend.held == ["GET /posts?q=e"] }
        let second = Task { await model.search("fe") }
        await yield { backend.held == ["GET /posts?q=e", "GET /posts?q=fe"] }
        transcript.line("'e' and then 'fe' wait at the server; 'fe' answers first")
        backend.release("GET /posts?q=fe")
        await second.value
        transcript.line("\(model.status): \(model.rows.joined(separator: "; "))")
        backend.release()
        await first.value
        transcript.line("'e' answers last and is dropped: still \(model.status), \(model.rows.count) row")

        transcript.section("likes posted on a background queue")
        let center = NotificationCenter()
        model.countLikes(from: center)
        let posted = Latch()
        DispatchQueue.global().async {
            for _ in 1...3 { center.post(name: .likeArrived, object: nil) }
            posted.open()
        }
        try await posted.wait()
        await yield { model.badge == 3 }
        transcript.line("3 likes posted off the main queue; the badge, counted on the main actor: \(model.badge)")
        model.stopCountingLikes(from: center)

        transcript.section("what runs where")
        transcript.line("Task { } started on the main actor runs on it: \(await Task { MainQueue.isCurrent }.value)")
        let detached = await Task.detached { MainQueue.isCurrent }.value
        transcript.line("Task.detached runs on the main actor: \(detached)")
        let hopped = await Task.detached { await MainActor.run { MainQueue.isCurrent } }.value
        transcript.line("MainActor.run from a detached task runs on it: \(hopped)")
    }

    /// Reads the title from a nonisolated function: no `await`, because it is `nonisolated`.
    private nonisolated func titleAnywhere(_ model: SearchScreenModel) -> String {
        model.title
    }
}
