/// Measures where the parts of a feed row live: each function stores a value one way, takes
/// its real address, and classifies it with `Region.of(_:)` against the calling thread's stack.
///
/// Intent: answer "where does this value live?" by looking, not by its kind. Every measurement
/// but one is a synchronous function, so the address and the stack it is compared with belong
/// to one thread; the exception, `rowAcrossAwait()`, is async on purpose. Nothing here prints
/// or returns an address: only regions, offsets and strides, the same on every run.
///
/// Each synchronous probe is `@inline(never)`: inlined into the async `measure(_:)`, its locals
/// would become part of the task's async frame, on the heap (measured in a release build: the
/// variable of the non-escaping closure moved there).
///
/// These are debug-build measurements (the tests and `patterns run` build without
/// optimization); an optimized build may keep a value in registers, or promote an object that
/// never escapes to the stack.
package enum MemoryProbe {
    /// The bytes of the short title: the most a 64-bit `String` keeps inline.
    package static let shortTitleBytes = 15
    /// The bytes of the long title: one more than fits inline.
    package static let longTitleBytes = 16
    /// The rows of the scratch buffer: 8 × 24 bytes, under the 1,024 bytes always put on the stack.
    package static let scratchRowCount = 8
    /// The caption titles are cut from, built into a new `String` at run time (a string
    /// literal's bytes are in the binary's image, not on the heap).
    package static let caption = "Shipped the feed screen"

    /// Where a local `PostRow` is, and whether the row's own fields are there.
    @inline(never)
    package static func localRow() -> (region: Region, holdsFields: Bool) {
        var row = PostRow(id: 4, likes: 3, comments: 2)
        return withUnsafeMutableBytes(of: &row) { bytes in
            (Region.of(bytes.baseAddress), holds(rowID: 4, at: bytes.baseAddress))
        }
    }

    /// Where an `Author` object is, and how many bytes after its start its first stored
    /// property is (the object's header).
    @inline(never)
    package static func author() -> (region: Region, firstPropertyOffset: Int) {
        let author = Author(name: "anna", followers: 120)
        let start = UInt(bitPattern: Unmanaged.passUnretained(author).toOpaque())
        // A final class's stored property is passed inout by its own address.
        let followers = withUnsafeMutablePointer(to: &author.followers) { UInt(bitPattern: $0) }
        return withExtendedLifetime(author) { (Region.of(start), Int(bitPattern: followers &- start)) }
    }

    /// What an array's buffer holds, as measured.
    package struct ArrayLayout: Equatable, Sendable {
        /// Where the buffer is.
        package var buffer: Region
        /// The bytes from one element to the next.
        package var stride: Int
        /// Whether element i's own fields are at the buffer's start plus i × stride.
        package var fieldsInline: Bool
        /// Where each object the elements refer to is (none for values).
        package var objects: [Region]
        /// Whether any of those objects is inside the buffer.
        package var objectInsideBuffer: Bool
    }

    /// An array of `count` rows, measured.
    @inline(never)
    package static func rowsInArray(count: Int) -> ArrayLayout {
        let rows = (1...count).map { PostRow(id: $0, likes: 0, comments: 0) }
        let stride = MemoryLayout<PostRow>.stride
        return rows.withUnsafeBytes { bytes in
            let inline = (0..<count).allSatisfy {
                holds(rowID: $0 + 1, at: bytes.baseAddress?.advanced(by: $0 * stride))
            }
            return ArrayLayout(
                buffer: Region.of(bytes.baseAddress), stride: stride, fieldsInline: inline, objects: [],
                objectInsideBuffer: false)
        }
    }

    /// An array of `count` cells (objects holding a row each), measured.
    @inline(never)
    package static func cellsInArray(count: Int) -> ArrayLayout {
        let cells = (1...count).map { FeedCell(row: PostRow(id: $0, likes: 0, comments: 0)) }
        let stride = MemoryLayout<FeedCell>.stride
        return cells.withUnsafeBytes { bytes in
            let start = UInt(bitPattern: bytes.baseAddress)
            let end = start + UInt(bytes.count)
            let objects = cells.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) }
            let inline = (0..<count).allSatisfy {
                holds(rowID: $0 + 1, at: bytes.baseAddress?.advanced(by: $0 * stride))
            }
            return ArrayLayout(
                buffer: Region.of(start), stride: stride, fieldsInline: inline, objects: objects.map { Region.of($0) },
                objectInsideBuffer: objects.contains { $0 >= start && $0 < end })
        }
    }

    /// Where a `FeedCell`'s row is, how many bytes after the cell's start, and whether the row's
    /// own fields are there.
    @inline(never)
    package static func rowInCell() -> (region: Region, offsetInObject: Int, holdsFields: Bool) {
        let cell = FeedCell(row: PostRow(id: 4, likes: 3, comments: 2))
        let start = UInt(bitPattern: Unmanaged.passUnretained(cell).toOpaque())
        return withExtendedLifetime(cell) {
            withUnsafeMutableBytes(of: &cell.row) { bytes in
                let row = UInt(bitPattern: bytes.baseAddress)
                return (Region.of(row), Int(bitPattern: row &- start), holds(rowID: 4, at: bytes.baseAddress))
            }
        }
    }

    /// Where a `var` is when an escaping closure (kept by `handlers`) captures it.
    @inline(never)
    package static func likesCapturedByEscapingClosure(into handlers: RefreshHandlers) -> Region {
        var likes = 0
        handlers.onRefresh { likes += 1 }
        return withUnsafeMutablePointer(to: &likes) { Region.of(UnsafeRawPointer($0)) }
    }

    /// Where a `var` is when only a non-escaping closure captures it.
    @inline(never)
    package static func likesCapturedByNonEscapingClosure(into handlers: RefreshHandlers) -> Region {
        var likes = 0
        handlers.runNow { likes += 1 }
        return withUnsafeMutablePointer(to: &likes) { Region.of(UnsafeRawPointer($0)) }
    }

    /// Where the content of a local `FeedItem` is: a `PostRow` (three words) or a `PinnedRow`
    /// (four) held as `any RowContent`. `inline` tells whether the row's fields are in the
    /// existential's own buffer; when not, the buffer's first word is the address of a box, and
    /// the fields are looked for after the box's 16-byte header. `fieldsFound` tells whether they
    /// were found there.
    @inline(never)
    package static func itemContent(pinned: Bool) -> (inline: Bool, region: Region, fieldsFound: Bool) {
        let row = PostRow(id: 4, likes: 3, comments: 2)
        var item = FeedItem(content: pinned ? PinnedRow(row: row, pinnedAt: 9) : row)
        // A struct around the existential keeps it closed: passing `any RowContent` itself to a
        // generic function would open it and show the value, not the container.
        let rowInValue = pinned ? MemoryLayout<PinnedRow>.offset(of: \PinnedRow.row) ?? 0 : 0
        return withUnsafeMutableBytes(of: &item) { bytes in
            guard let item = bytes.baseAddress else { return (false, .heap, false) }
            let buffer = item.advanced(by: MemoryLayout<FeedItem>.offset(of: \FeedItem.content) ?? 0)
            if holds(rowID: 4, at: buffer.advanced(by: rowInValue)) { return (true, Region.of(buffer), true) }
            let box = buffer.load(as: UInt.self)
            let fields = UnsafeRawPointer(bitPattern: box + 16)?.advanced(by: rowInValue)
            return (false, Region.of(box), holds(rowID: 4, at: fields))
        }
    }

    /// The first `utf8Count` bytes of the caption, as a new `String` built at run time.
    package static func title(utf8Count: Int) -> String {
        String(decoding: Array(caption.utf8.prefix(utf8Count)), as: UTF8.self)
    }

    /// Where the UTF-8 bytes of a local title of `utf8Count` bytes are.
    package static func titleBytes(utf8Count: Int) -> Region {
        titleBytes(of: title(utf8Count: utf8Count))
    }

    /// Where the UTF-8 bytes of a local copy of `title` are.
    @inline(never)
    package static func titleBytes(of title: String) -> Region {
        var title = title
        // A small string's bytes are in the String value itself: withUTF8 hands out a copy of
        // them in this frame. A large one's are in its storage, on the heap when the string was
        // built at run time (a literal's are in the binary's image).
        return title.withUTF8 { Region.of(UnsafeRawPointer($0.baseAddress)) }
    }

    /// Where a local row of an async function is after the function has awaited.
    package static func rowAcrossAwait() async -> Region {
        var row = PostRow(id: 4, likes: 3, comments: 2)
        await Task.yield()
        return withUnsafeMutableBytes(of: &row) { Region.of($0.baseAddress) }
    }

    /// Where a buffer of `count` rows from `withUnsafeTemporaryAllocation` is.
    @inline(never)
    package static func scratchRows(count: Int) -> Region {
        withUnsafeTemporaryAllocation(of: PostRow.self, capacity: count) { Region.of(UnsafeRawPointer($0.baseAddress)) }
    }

    /// Measures `placement`: where its value really lives.
    package static func measure(_ placement: Placement) async -> Region {
        switch placement {
        case .localRow: localRow().region
        case .author: author().region
        case .rowsInArray: rowsInArray(count: 4).buffer
        case .rowInCell: rowInCell().region
        case .escapingCapture: likesCapturedByEscapingClosure(into: RefreshHandlers())
        case .nonEscapingCapture: likesCapturedByNonEscapingClosure(into: RefreshHandlers())
        case .rowAsExistential: itemContent(pinned: false).region
        case .pinnedRowAsExistential: itemContent(pinned: true).region
        case .shortTitle: titleBytes(utf8Count: shortTitleBytes)
        case .longTitle: titleBytes(utf8Count: longTitleBytes)
        case .rowAcrossAwait: await rowAcrossAwait()
        case .scratchRows: scratchRows(count: scratchRowCount)
        }
    }

    /// Whether the memory at `address` holds the row `rowID` names: its `id` at the offset
    /// `MemoryLayout` gives (no offset: `PostRow` is not laid out inline).
    private static func holds(rowID: Int, at address: UnsafeRawPointer?) -> Bool {
        guard let address, let offset = MemoryLayout<PostRow>.offset(of: \PostRow.id) else { return false }
        return address.load(fromByteOffset: offset, as: Int.self) == rowID
    }
}

/// What runs when the feed refreshes: closures kept for later (escaping) or run at once.
package final class RefreshHandlers {
    private var handlers: [() -> Void] = []

    package init() {}

    /// Keeps `handler` to run on every refresh: the closure escapes this call.
    package func onRefresh(_ handler: @escaping () -> Void) {
        handlers.append(handler)
    }

    /// Runs `body` once, now: the closure does not escape.
    package func runNow(_ body: () -> Void) {
        body()
    }

    /// Runs every kept handler.
    package func refresh() {
        for handler in handlers { handler() }
    }
}
