import ContractSupport
import Foundation
import Futubra
import Testing

@testable import Behavioral

@Suite("Memento", .timeLimit(.minutes(1)), .watchdog)
@MainActor
struct MementoTests {
    func richComposer() throws -> PostComposer {
        let composer = PostComposer(author: SampleFeed.anna)
        composer.type("Sunset über Futubra")
        composer.mention(SampleFeed.bob)
        composer.mention(SampleFeed.eve)
        composer.attachImage(try MediaURL("https://img.futubra.example/sunset.jpg"))
        composer.moveCursor(to: 6)
        return composer
    }

    @Test("restoring a memento gives back exactly the state it captured: text, cursor, mentions, image")
    func restoresExactly() throws {
        let composer = try richComposer()
        let memento = try composer.snapshot()
        let preview = composer.preview
        let post = try composer.makePost(id: PostID(9))
        composer.clear()
        composer.type("something else")
        composer.mention(SampleFeed.chen)
        try composer.restore(memento)
        expect(composer.preview, equals: preview)
        expect(try composer.makePost(id: PostID(9)) == post)
        expect(try composer.snapshot() == memento)
    }

    @Test("a memento is a copy: edits made after it was taken do not leak into it")
    func mementoIsIndependentOfLaterEdits() throws {
        let composer = try richComposer()
        let memento = try composer.snapshot()
        let before = composer.preview
        composer.type(" and more")
        composer.mention(SampleFeed.dana)
        let other = PostComposer(author: SampleFeed.anna)
        try other.restore(memento)
        expect(other.preview, equals: before)
        expect(composer.preview != before)
    }

    @Test("a memento survives a Codable round trip and still restores the same draft")
    func survivesArchiving() throws {
        let composer = try richComposer()
        var checkpoints = DraftCheckpoints()
        checkpoints.save(try composer.snapshot())
        var decoded = try FutubraJSON.decode(DraftCheckpoints.self, from: try FutubraJSON.encode(checkpoints))
        let restored = PostComposer(author: SampleFeed.anna)
        let last = decoded.takeLast()
        let saved = try #require(last)
        try restored.restore(saved)
        expect(restored.preview, equals: composer.preview)
    }

    @Test("the memento exposes nothing of the draft: its only stored property is an opaque archive")
    func mementoHidesInternals() throws {
        let memento = try richComposer().snapshot()
        let children = Mirror(reflecting: memento).children
        expect(children.count, equals: 1)
        expect(children.allSatisfy { $0.value is Data })
        let caretaker = Mirror(reflecting: DraftCheckpoints()).children.map { type(of: $0.value) }
        expect(caretaker.count, equals: 1)
        expect(caretaker.first.map { $0 == [DraftMemento].self }, equals: true)
    }

    @Test("a damaged archive is refused and the draft is left as it was")
    func corruptArchiveRefused() throws {
        let composer = try richComposer()
        let before = composer.preview
        let damaged = try FutubraJSON.decode(DraftMemento.self, from: Data(#"{"archive":"bm9wZQ=="}"#.utf8))
        #expect(throws: BehavioralError.self) { try composer.restore(damaged) }
        expect(composer.preview, equals: before)
    }

    @Test("a tampered archive with an impossible cursor is refused instead of trusted")
    func tamperedCursorRefused() throws {
        let composer = try richComposer()
        let before = composer.preview
        let draft = #"{"cursor":99,"mentions":[],"text":"hi"}"#
        let archive = Data(draft.utf8).base64EncodedString()
        let forged = try FutubraJSON.decode(DraftMemento.self, from: Data(#"{"archive":"\#(archive)"}"#.utf8))
        #expect(throws: BehavioralError.corruptMemento("cursor 99 is outside the text")) {
            try composer.restore(forged)
        }
        expect(composer.preview, equals: before)
    }
}
