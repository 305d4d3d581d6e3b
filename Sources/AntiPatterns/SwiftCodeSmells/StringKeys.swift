import Futubra

/// String literals as identifiers: a like event carried as a dictionary whose keys are
/// typed by hand at each end.
///
/// `StringKeyedLikes.event(_:by:)` writes `"postID"` and `"user"`; every reader must spell
/// them the same. ``StringKeyedBadge`` does; ``MisspelledBadge``, written later, reads
/// `"postId"`, which compiles, finds nothing, and counts nothing.
enum StringKeyedLikes {
    /// The event as the sender builds it.
    static func event(_ id: PostID, by user: UserName) -> [String: String] {
        ["postID": "\(id.rawValue)", "user": user.rawValue]
    }
}

/// Counts like events for one post, reading the keys as the sender spelled them.
struct StringKeyedBadge: Sendable {
    let post: PostID
    private(set) var count = 0

    init(post: PostID) {
        self.post = post
    }

    mutating func receive(_ event: [String: String]) {
        if event["postID"] == "\(post.rawValue)" { count += 1 }
    }
}

/// The same badge with one letter typed differently: the compiler cannot tell.
struct MisspelledBadge: Sendable {
    let post: PostID
    private(set) var count = 0

    init(post: PostID) {
        self.post = post
    }

    mutating func receive(_ event: [String: String]) {
        if event["postId"] == "\(post.rawValue)" { count += 1 }
    }
}

/// The fix: the event is a type, its fields are properties, and a misspelling does not compile.
struct LikeEvent: Equatable, Sendable {
    let post: PostID
    let user: UserName
}

/// Counts typed like events for one post.
struct LikeEventBadge: Sendable {
    let post: PostID
    private(set) var count = 0

    init(post: PostID) {
        self.post = post
    }

    mutating func receive(_ event: LikeEvent) {
        if event.post == post { count += 1 }
    }
}
