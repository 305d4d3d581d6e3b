/// Identifies a post within a feed.
package struct PostID: RawRepresentable, Hashable, Comparable, Codable, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The id `rawValue`.
    package init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    package static func < (lhs: PostID, rhs: PostID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// Identifies a comment within its post.
package struct CommentID: RawRepresentable, Hashable, Comparable, Codable, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The id `rawValue`.
    package init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    package static func < (lhs: CommentID, rhs: CommentID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension PostID: CustomStringConvertible {
    package var description: String { "#\(rawValue)" }
}

extension CommentID: CustomStringConvertible {
    package var description: String { "#\(rawValue)" }
}
