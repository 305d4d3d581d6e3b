import ContractSupport
import Futubra
import Synchronization
import Testing

@testable import Principles

/// A double of the speculative backend: the protocol made it implement all five
/// requirements; it records which ones the feature calls.
private final class RecordingBackend: YAGNI.FeedBackend {
    static let requirements: Set = ["fetchAll", "fetchPage", "delete", "sync", "subscribe"]
    private let calls = Mutex<Set<String>>([])
    var called: Set<String> { calls.withLock { $0 } }

    func fetchAll() async throws -> Feed {
        calls.withLock { _ = $0.insert("fetchAll") }
        return try SampleFeed.feed()
    }
    func fetchPage(after: PostID?, limit: Int) async throws -> [Post] {
        calls.withLock { _ = $0.insert("fetchPage") }
        return []
    }
    func delete(_ id: PostID) async throws { calls.withLock { _ = $0.insert("delete") } }
    func sync(_ changes: [YAGNI.FeedChange]) async throws { calls.withLock { _ = $0.insert("sync") } }
    func subscribe(_ onChange: @escaping @Sendable (YAGNI.FeedChange) -> Void) async {
        calls.withLock { _ = $0.insert("subscribe") }
    }
}

/// The feature: load the feed, then three likes.
private let taps: [(PostID, UserName)] = [
    (PostID(3), SampleFeed.anna), (PostID(3), SampleFeed.chen), (PostID(1), SampleFeed.eve),
]

/// A design passes when everything the feature makes you write gets used, and everything it
/// stores gets read.
private func checkNothingUnneeded(
    written: Set<String>, used: Set<String>, unreadRecords: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        written.subtracting(used).isEmpty, "written, never used: \(written.subtracting(used).sorted())",
        sourceLocation: sourceLocation)
    #expect(unreadRecords == 0, "\(unreadRecords) records stored that nothing reads", sourceLocation: sourceLocation)
}

/// You aren't gonna need it: the speculative design's cost, counted.
@Suite("You aren't gonna need it", .timeLimit(.minutes(1)), .watchdog)
struct YAGNITests {
    @Test("the design built for the feature uses all it asks for: one loading function, called once")
    func keptDesignUsesEverything() async throws {
        let loads = CallCounter()
        var model = YAGNI.FeedScreenModel(
            loading: YAGNI.FeedLoading {
                loads.increment()
                return try SampleFeed.feed()
            })
        try await model.load()
        for (id, user) in taps { model.like(id, by: user) }
        checkNothingUnneeded(written: ["load"], used: loads.value == 1 ? ["load"] : [], unreadRecords: 0)
        expect(model.feed.post(id: PostID(3))?.likedBy, equals: [SampleFeed.anna, SampleFeed.chen])
    }

    @Test(
        "speculative generality costs: a double must write 5 requirements, the feature calls 1, and 3 likes leave 3 journal entries nothing reads"
    )
    func speculativeCostCounted() async throws {
        let backend = RecordingBackend()
        var model = YAGNI.SpeculativeFeedModel(backend: backend)
        try await model.load()
        for (id, user) in taps { model.like(id, by: user) }
        expect(RecordingBackend.requirements.count, equals: 5)
        expect(backend.called, equals: ["fetchAll"])
        expect(model.journal.count, equals: taps.count)
        var kept = YAGNI.FeedScreenModel(loading: YAGNI.FeedLoading { try SampleFeed.feed() })
        try await kept.load()
        for (id, user) in taps { kept.like(id, by: user) }
        expect(kept.feed, equals: model.feed, "both designs must do the same feature")
    }

    @Test(
        "the speculative model leaves requirements unused and a journal unread, and the check catches it",
        .tags(.control))
    func speculativeFailsTheCheck() async throws {
        let backend = RecordingBackend()
        var model = YAGNI.SpeculativeFeedModel(backend: backend)
        try await model.load()
        for (id, user) in taps { model.like(id, by: user) }
        withKnownIssue {
            checkNothingUnneeded(
                written: RecordingBackend.requirements, used: backend.called, unreadRecords: model.journal.count)
        }
    }
}
