import Futubra

/// Information expert: the post holds its author and its comments, so the post answers "who
/// takes part in this conversation?", from its own data.
///
/// ```swift
/// post.participants   // [dana, anna, eve]: the author, then each commenter once
/// ```
extension Post {
    /// The post's author, then each commenter once, in order of first comment.
    var participants: [UserName] {
        var seen: Set<UserName> = [author]
        return [author] + comments.map(\.author).filter { seen.insert($0).inserted }
    }
}

extension GRASP {
    /// The wrong assignment, though it counts right: an outside calculator handed the whole
    /// post, which reaches into the post's author and comments to do the post's job.
    ///
    /// It must know how a post keeps its data, and every other outside helper that needs the
    /// participants repeats that knowledge; the expert keeps it in one place, its own.
    ///
    /// ```swift
    /// GRASP.ParticipantTally.participants(of: post)   // [dana, anna, eve]
    /// ```
    enum ParticipantTally {
        static func participants(of post: Post) -> [UserName] {
            var seen: Set<UserName> = [post.author]
            return [post.author] + post.comments.map(\.author).filter { seen.insert($0).inserted }
        }
    }

    /// The same question answered by a badge that lacks the information: it sees only the
    /// comment count, so it counts one participant per comment, plus the author.
    ///
    /// ```swift
    /// GuessingBadge.participants(commentCount: 3)   // 4, whoever wrote them
    /// ```
    enum GuessingBadge {
        static func participants(commentCount: Int) -> Int { commentCount + 1 }
    }
}
