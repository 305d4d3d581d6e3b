/// A part of the feed as the screen shows it: a message, or a group of parts (a section, a
/// post's comments, a comment's replies). A group is treated like a message wherever a part
/// is expected: the composite pattern.
indirect enum ThreadNode {
    case message(String)
    case group(String, [ThreadNode])

    /// What the screen draws for this part: the message, or the group's header.
    var title: String {
        switch self {
        case .message(let title), .group(let title, _): title
        }
    }
}

/// Every part of a thread in the order the screen draws it, top to bottom: a group's header,
/// then each of its parts in turn, each with everything inside it, before the next.
///
/// ```swift
/// for title in ThreadWalk(root: feed) { draw(title) }
/// ```
struct ThreadWalk: Sequence {
    let root: ThreadNode

    func makeIterator() -> DepthFirst {
        DepthFirst(root: root)
    }

    /// Walks the thread one part at a time.
    struct DepthFirst: IteratorProtocol {
        init(root: ThreadNode) {}

        /// TODO: the next part's title, depth first (a part, then everything inside it, then
        /// its next sibling); `nil` once every part has been given.
        mutating func next() -> String? {
            nil
        }
    }
}
