@testable import Drill

/// The weekly digest before the refactoring, exactly as the drill gave it (only its name
/// differs): the characterization tests compare yours with it.
enum OriginalWeeklyDigest {
    static func text(of posts: [DigestPost], for reader: String) -> String {
        var lines: [String] = []
        // The heading: who it is for, how many posts and how many people wrote them.
        var authors: Set<String> = []
        for post in posts {
            authors.insert(post.author)
        }
        lines.append("Weekly digest for \(reader)")
        lines.append("\(posts.count) posts by \(authors.count) people")
        // The top post: the most likes; on a tie, the lowest id. Its title is cut to 24 characters.
        var top: DigestPost?
        for post in posts {
            if let current = top {
                if post.likedBy.count > current.likedBy.count
                    || (post.likedBy.count == current.likedBy.count && post.id < current.id)
                {
                    top = post
                }
            } else {
                top = post
            }
        }
        if let top {
            let title = top.text.count > 24 ? String(top.text.prefix(23)) + "…" : top.text
            lines.append("Top: #\(top.id) \(title) by \(top.author), \(top.likedBy.count) likes")
        } else {
            lines.append("Top: nothing posted")
        }
        // Mentions: the posts whose text or comments name the reader, punctuation after the name ignored.
        var mentions: [Int] = []
        for post in posts {
            let words = ([post.text] + post.comments).flatMap { $0.split(separator: " ") }
            for word in words {
                var name = word
                while let last = name.last, !last.isLetter && !last.isNumber {
                    name = name.dropLast()
                }
                if name == "@" + reader {
                    mentions.append(post.id)
                    break
                }
            }
        }
        if mentions.isEmpty {
            lines.append("Nobody mentioned you")
        } else {
            lines.append("Mentioned in " + mentions.map { "#\($0)" }.joined(separator: ", "))
        }
        // The reader's own posts: how many likes they got, and from whom (the reader left out).
        let mine = posts.filter { $0.author == reader }
        var received = 0
        var fans: Set<String> = []
        for post in mine {
            received += post.likedBy.count
            fans.formUnion(post.likedBy)
        }
        fans.remove(reader)
        if mine.isEmpty {
            lines.append("You posted nothing")
        } else {
            let from = fans.isEmpty ? "" : " from " + fans.sorted().joined(separator: ", ")
            lines.append("Your \(mine.count) posts got \(received) likes" + from)
        }
        // Quiet posts: no like and no comment yet.
        let quiet = posts.filter { $0.likedBy.isEmpty && $0.comments.isEmpty }.map { "#\($0.id)" }
        if !quiet.isEmpty {
            lines.append("No reaction yet: " + quiet.joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }
}
