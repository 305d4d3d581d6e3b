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

    /// Walks the thread one part at a time, with a stack of the parts still to visit: no
    /// recursion, and nothing visited before it is asked for. A value: each iterator has its
    /// own stack, so two traversals never move each other.
    struct DepthFirst: IteratorProtocol {
        private var pending: [ThreadNode]

        init(root: ThreadNode) {
            pending = [root]
        }

        mutating func next() -> String? {
            guard let node = pending.popLast() else { return nil }
            if case .group(_, let parts) = node {
                // Reversed, so that the first part is on top of the stack and comes next.
                pending.append(contentsOf: parts.reversed())
            }
            return node.title
        }
    }
}
