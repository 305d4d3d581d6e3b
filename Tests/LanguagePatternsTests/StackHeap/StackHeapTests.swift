import ContractSupport
import Testing

@testable import LanguagePatterns

/// Where the parts of a feed row live, each measured by its real address against the thread's
/// real stack (a debug build: the optimizer is off).
@Suite("Stack and heap", .timeLimit(.minutes(1)), .watchdog)
struct StackHeapTests {
    @Test(
        "a local PostRow's fields are on the thread's stack, and an Author object is on the heap with its first property 16 bytes in"
    )
    func localsAndObjects() throws {
        let stack = try #require(ThreadStack.current(), "the system gives the thread's stack")
        expect(stack.size >= 64 * 1024, "a thread's stack is at least 64 KiB; it has \(stack.size) bytes")
        var here = 0
        withUnsafeMutablePointer(to: &here) {
            expect(stack.contains(UInt(bitPattern: $0)), "this function's own local is inside the range")
        }
        let block = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        expect(Region.of(UnsafeRawPointer(block)), equals: .heap, "a block from malloc is on the heap")
        block.deallocate()
        let literal: StaticString = "Shipped the feed screen"
        expect(Region.of(UnsafeRawPointer(literal.utf8Start)), equals: .image, "a literal's bytes are in the binary")

        let local = MemoryProbe.localRow()
        expect(local.region, equals: .stack, "a local PostRow")
        expect(local.holdsFields, "the row's own fields are in the local, not a reference to them")
        let author = MemoryProbe.author()
        expect(author.region, equals: .heap, "an Author object")
        expect(author.firstPropertyOffset, equals: 16, "the header: a metadata pointer and the reference counts")
    }

    @Test(
        "rows in an array are inline in one heap buffer, cells in an array are references to objects elsewhere, and a cell's row is inside the cell"
    )
    func containers() {
        for count in [1, 4, 100] {
            expect(
                MemoryProbe.rowsInArray(count: count),
                equals: .init(buffer: .heap, stride: 24, fieldsInline: true, objects: [], objectInsideBuffer: false),
                "\(count) rows: one heap buffer, row i at the start plus i × 24 bytes")
            expect(
                MemoryProbe.cellsInArray(count: count),
                equals: .init(
                    buffer: .heap, stride: 8, fieldsInline: false, objects: Array(repeating: .heap, count: count),
                    objectInsideBuffer: false),
                "\(count) cells: a buffer of 8-byte references, each object on the heap outside it")
        }
        let cell = MemoryProbe.rowInCell()
        expect(cell.region, equals: .heap, "a FeedCell's row")
        expect(cell.offsetInObject, equals: 16, "right after the cell's header")
        expect(cell.holdsFields, "the row's own fields are inside the cell")
    }

    @Test(
        "a var captured by an escaping closure is on the heap, and one captured by a non-escaping closure stays on the stack"
    )
    func closures() {
        let handlers = RefreshHandlers()
        expect(MemoryProbe.likesCapturedByEscapingClosure(into: handlers), equals: .heap, "escaping: a heap box")
        expect(MemoryProbe.likesCapturedByNonEscapingClosure(into: handlers), equals: .stack, "non-escaping: the frame")
    }

    @Test(
        "a String keeps up to 15 bytes of UTF-8 in itself and an existential up to three words in its buffer; more goes to the heap"
    )
    func inlineStorage() {
        for bytes in 1...MemoryProbe.caption.utf8.count {
            expect(MemoryProbe.titleBytes(utf8Count: bytes), equals: bytes <= 15 ? .stack : .heap, "\(bytes) bytes")
        }
        expect(MemoryProbe.title(utf8Count: MemoryProbe.shortTitleBytes).utf8.count, equals: 15)
        expect(MemoryProbe.title(utf8Count: MemoryProbe.longTitleBytes).utf8.count, equals: 16)
        expect(MemoryProbe.titleBytes(of: String(repeating: "👍", count: 3)), equals: .stack, "3 characters, 12 bytes")
        expect(MemoryProbe.titleBytes(of: String(repeating: "👍", count: 4)), equals: .heap, "4 characters, 16 bytes")

        let row = MemoryProbe.itemContent(pinned: false)
        expect(row.inline && row.fieldsFound, "a PostRow's fields are in the existential's buffer")
        expect(row.region, equals: .stack, "the buffer is in the local FeedItem")
        let pinned = MemoryProbe.itemContent(pinned: true)
        expect(!pinned.inline && pinned.fieldsFound, "a PinnedRow's fields are in a box, after its header")
        expect(pinned.region, equals: .heap, "the box")
    }

    @Test("a PostRow held across an await is in the task's frame on the heap, not on the thread's stack")
    func asyncFrame() async {
        expect(await MemoryProbe.rowAcrossAwait(), equals: .heap, "an async function's local after an await")
        expect(MemoryProbe.localRow().region, equals: .stack, "a synchronous function called from the task: the stack")
    }

    @Test("the storage rule predicts every measured placement, and the myth gets six wrong")
    func storageRulePredicts() async {
        expect(await PlacementCheck.mispredictions(of: StorageModel.self), equals: [])
        expect(
            await PlacementCheck.mispredictions(of: MythModel.self),
            equals: [
                "PostRows in an array: predicted stack, measured heap",
                "a PostRow stored in a FeedCell object: predicted stack, measured heap",
                "a var captured by an escaping closure: predicted stack, measured heap",
                "a PinnedRow (4 words) as any RowContent: predicted stack, measured heap",
                "a 16-byte title: predicted stack, measured heap",
                "a PostRow held across an await: predicted stack, measured heap",
            ])
        expect(MemoryProbe.scratchRows(count: 42), equals: .stack, "1,008 bytes of temporary allocation")
        #if canImport(Glibc)
            expect(MemoryProbe.scratchRows(count: 43), equals: .heap, "1,032 bytes: the runtime says no")
        #endif
    }

    @Test(
        "control: the myth run under the same check fails where a value's kind and its storage disagree",
        .tags(.control))
    func mythControl() async {
        let wrong = await PlacementCheck.mispredictions(of: MythModel.self)
        withKnownIssue("structs on the stack, classes on the heap") {
            expect(wrong, equals: [])
        }
    }
}
