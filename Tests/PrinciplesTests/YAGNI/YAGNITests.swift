import ContractSupport
import Futubra
import Synchronization
import Testing

@testable import Principles

/// A double of the speculative backend: the protocol made it implement all five
/// requirements; it records which ones the feature calls.
private final class RecordingBackend: YAGNI.FeedBackend {
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

/// The files of each design in `YAGNI/`.
private func files(_ names: Set<String>) -> [(path: String, text: String)] {
    Principles.sourceFiles.filter { file in names.contains { file.path == "YAGNI/" + $0 } }
}

private let keptFiles = files(["YAGNI.swift"])
private let speculativeFiles = files(["SpeculativeFeedModel.swift"])

/// A design passes when everything it declares is used by the feature and everything it
/// stores is read, counted on its sources.
private func checkNothingUnneeded(_ unneeded: YAGNI.Unneeded, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(unneeded.unreached.isEmpty, "declared, never used: \(unneeded.unreached)", sourceLocation: sourceLocation)
    #expect(
        unneeded.writtenNeverRead.isEmpty, "stored, never read: \(unneeded.writtenNeverRead)",
        sourceLocation: sourceLocation)
}

/// You aren't gonna need it: the speculative design's cost, counted.
@Suite("You aren't gonna need it", .timeLimit(.minutes(1)), .watchdog)
struct YAGNITests {
    @Test("the design built for the feature uses all it declares: one loading function, called once, and nothing else")
    func keptDesignUsesEverything() async throws {
        checkNothingUnneeded(
            YAGNI.unneeded(
                in: keptFiles, entryPoints: ["YAGNI.FeedScreenModel.load", "YAGNI.FeedScreenModel.like"],
                output: "feed"))
        let loads = CallCounter()
        var model = YAGNI.FeedScreenModel(
            loading: YAGNI.FeedLoading {
                loads.increment()
                return try SampleFeed.feed()
            })
        try await model.load()
        for (id, user) in taps { model.like(id, by: user) }
        expect(loads.value, equals: 1)
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
        let requirements = SourceIndex(speculativeFiles).members(of: ["YAGNI", "FeedBackend"])
        expect(requirements.count, equals: 5)
        expect(backend.called, equals: ["fetchAll"])
        expect(model.journal.count, equals: taps.count)
        let unneeded = YAGNI.unneeded(
            in: speculativeFiles, entryPoints: ["YAGNI.SpeculativeFeedModel.load", "YAGNI.SpeculativeFeedModel.like"],
            output: "feed")
        expect(unneeded.writtenNeverRead, equals: ["YAGNI.SpeculativeFeedModel.journal"])
        expect(
            Set(unneeded.unreached).isSuperset(of: requirements.filter { $0.name != "fetchAll" }.map(\.qualifiedName)),
            "the four requirements never called are never reached")
        var kept = YAGNI.FeedScreenModel(loading: YAGNI.FeedLoading { try SampleFeed.feed() })
        try await kept.load()
        for (id, user) in taps { kept.like(id, by: user) }
        expect(kept.feed, equals: model.feed, "both designs must do the same feature")
    }

    @Test(
        "the speculative model declares parts the feature never reaches and stores a journal it never reads, and the check catches it",
        .tags(.control))
    func speculativeFailsTheCheck() {
        withKnownIssue {
            checkNothingUnneeded(
                YAGNI.unneeded(
                    in: speculativeFiles,
                    entryPoints: ["YAGNI.SpeculativeFeedModel.load", "YAGNI.SpeculativeFeedModel.like"], output: "feed")
            )
        }
    }
}
