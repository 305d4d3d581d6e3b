/// Identifies a post within a feed.
public struct PostID: RawRepresentable, Hashable, Comparable, Codable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The id `rawValue`.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: PostID, rhs: PostID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// Identifies a comment within its post.
public struct CommentID: RawRepresentable, Hashable, Comparable, Codable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The id `rawValue`.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: CommentID, rhs: CommentID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension PostID: CustomStringConvertible {
    public var description: String { "#\(rawValue)" }
}

extension CommentID: CustomStringConvertible {
    public var description: String { "#\(rawValue)" }
}
