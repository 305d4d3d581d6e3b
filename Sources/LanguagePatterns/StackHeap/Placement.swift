/// A part of a feed row, stored one way: the question "where does this live?" asked of one
/// kind of value in one kind of storage.
package enum Placement: String, CaseIterable, Sendable {
    case localRow = "a PostRow in a local variable"
    case author = "an Author object"
    case rowsInArray = "PostRows in an array"
    case rowInCell = "a PostRow stored in a FeedCell object"
    case escapingCapture = "a var captured by an escaping closure"
    case nonEscapingCapture = "a var captured by a non-escaping closure"
    case rowAsExistential = "a PostRow (3 words) as any RowContent"
    case pinnedRowAsExistential = "a PinnedRow (4 words) as any RowContent"
    case shortTitle = "a 15-byte title"
    case longTitle = "a 16-byte title"
    case rowAcrossAwait = "a PostRow held across an await"
    case scratchRows = "8 PostRows of withUnsafeTemporaryAllocation"

    /// What the value is: the only thing the myth looks at.
    package enum Kind: Equatable, Sendable {
        case valueType
        case referenceType
    }

    /// Where the value is stored: what really decides where it lives.
    package enum Storage: Equatable, Sendable {
        /// A local variable of a synchronous function.
        case localVariable
        /// Its own object, allocated by a class's initializer.
        case object
        /// A stored property of an object, or an element of a collection's buffer.
        case insideHeapObject
        /// A `var` captured by a closure, escaping or not.
        case capturedVariable(escaping: Bool)
        /// A local existential (`any P`) holding a value of `words` machine words.
        case localExistential(words: Int)
        /// A local `String` holding `utf8Count` bytes of UTF-8.
        case localString(utf8Count: Int)
        /// A local of an async function that is still used after an `await`.
        case asyncFrame
        /// `withUnsafeTemporaryAllocation` of `byteCount` bytes.
        case temporaryAllocation(byteCount: Int)
    }

    package var kind: Kind {
        self == .author ? .referenceType : .valueType
    }

    package var storage: Storage {
        switch self {
        case .localRow: .localVariable
        case .author: .object
        case .rowsInArray, .rowInCell: .insideHeapObject
        case .escapingCapture: .capturedVariable(escaping: true)
        case .nonEscapingCapture: .capturedVariable(escaping: false)
        case .rowAsExistential: .localExistential(words: MemoryLayout<PostRow>.size / MemoryLayout<Int>.size)
        case .pinnedRowAsExistential: .localExistential(words: MemoryLayout<PinnedRow>.size / MemoryLayout<Int>.size)
        case .shortTitle: .localString(utf8Count: MemoryProbe.shortTitleBytes)
        case .longTitle: .localString(utf8Count: MemoryProbe.longTitleBytes)
        case .rowAcrossAwait: .asyncFrame
        case .scratchRows: .temporaryAllocation(byteCount: MemoryProbe.scratchRowCount * MemoryLayout<PostRow>.stride)
        }
    }
}
