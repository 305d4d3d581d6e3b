import Futubra

extension GRASP {
    /// Information expert: the post knows its author and its comments' authors, so the post
    /// answers "who takes part in this conversation?".
    ///
    /// ```swift
    /// GRASP.Participants.of(post)   // [dana, anna, eve]
    /// ```
    enum Participants {
        /// The post's author, then each commenter once, in order of first comment.
        static func of(_ post: Post) -> [UserName] {
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
