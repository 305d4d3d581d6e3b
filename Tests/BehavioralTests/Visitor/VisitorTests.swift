import ContractSupport
import Futubra
import Testing

@testable import Behavioral

/// Records which visit method ran: proves the dispatch, not just the result.
private struct DispatchRecorder: ContentVisitor {
    var calls: [String] = []
    mutating func visitText(_ text: TextContent) { calls.append("text") }
    mutating func visitImage(_ image: ImageContent) { calls.append("image") }
    mutating func visitVideo(_ video: VideoContent) { calls.append("video") }
}

/// A new operation, defined here in the tests, that `Content` has never heard of.
private struct NeedsBandwidth: ContentVisitor {
    func visitText(_ text: TextContent) -> Bool { false }
    func visitImage(_ image: ImageContent) -> Bool { true }
    func visitVideo(_ video: VideoContent) -> Bool { true }
}

@Suite("Visitor", .timeLimit(.minutes(1)), .watchdog)
struct VisitorTests {
    /// Samples of `kind`, captioned and not. The `switch` has no `default`, so a new kind of
    /// content does not compile here until it has samples, and every test below covers it.
    static func samples(of kind: Content.Kind) throws -> [Content] {
        switch kind {
        case .text:
            [try .text("hi")]
        case .image:
            [
                try .image("https://img.futubra.example/a.jpg", caption: "A"),
                try .image("https://img.futubra.example/b.jpg"),
            ]
        case .video:
            [
                try .video("https://video.futubra.example/c.mp4", caption: "C"),
                try .video("https://video.futubra.example/d.mp4"),
            ]
        }
    }

    @Test(
        "each kind of content is dispatched to the visitor method for that kind, and only to it",
        arguments: Content.Kind.allCases)
    func dispatchByKind(kind: Content.Kind) throws {
        for content in try Self.samples(of: kind) {
            var recorder = DispatchRecorder()
            content.accept(&recorder)
            expect(recorder.calls, equals: [kind.rawValue])
        }
    }

    @Test("a new operation is added as a new visitor, without changing the content types")
    func newOperationWithoutChangingContent() throws {
        let feed = try SampleFeed.feed()
        let heavy = feed.posts.filter { $0.content.accept(NeedsBandwidth()) }.map(\.id)
        expect(heavy, equals: [PostID(3), PostID(2)])
    }

    @Test("the visitor and the exhaustive switch give the same answer for every kind", arguments: Content.Kind.allCases)
    func visitorAndSwitchAgree(kind: Content.Kind) throws {
        for content in try Self.samples(of: kind) {
            expect(content.accept(AccessibilityDescriber()), equals: content.accessibilityLabel)
        }
    }

    @Test("a stateful visitor accumulates over every post and comment of the feed")
    func statefulVisitorAccumulates() throws {
        var statistics = MediaStatistics()
        let results: [Void] = try SampleFeed.feed().visitAllContent(with: &statistics)
        expect(results.count, equals: 6)
        expect(statistics.texts, equals: 4)
        expect(statistics.images, equals: 1)
        expect(statistics.videos, equals: 1)
        expect(statistics.uncaptioned, equals: 1)
        expect(statistics.hosts, equals: ["img.futubra.example", "video.futubra.example"])
    }
}
