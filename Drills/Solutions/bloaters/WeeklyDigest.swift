/// The weekly digest Futubra mails each user, one short function per part: the heading, the
/// top post, the mentions, the reader's own posts, the quiet posts.
enum WeeklyDigest {
    static func text(of posts: [DigestPost], for reader: String) -> String {
        let parts = heading(posts, for: reader) + [topLine(posts), mentionsLine(posts, of: reader)]
        return (parts + [ownLine(posts, of: reader)] + quietLine(posts)).joined(separator: "\n")
    }

    /// Who the digest is for, how many posts and how many people wrote them.
    static func heading(_ posts: [DigestPost], for reader: String) -> [String] {
        ["Weekly digest for \(reader)", "\(posts.count) posts by \(Set(posts.map(\.author)).count) people"]
    }

    /// The post with the most likes; on a tie, the lowest id.
    static func top(_ posts: [DigestPost]) -> DigestPost? {
        posts.min { ($1.likedBy.count, $0.id) < ($0.likedBy.count, $1.id) }
    }

    static func topLine(_ posts: [DigestPost]) -> String {
        guard let top = top(posts) else { return "Top: nothing posted" }
        let title = top.text.count > 24 ? String(top.text.prefix(23)) + "…" : top.text
        return "Top: #\(top.id) \(title) by \(top.author), \(top.likedBy.count) likes"
    }

    /// Whether `text` names `reader`, punctuation after the name ignored.
    static func mentions(_ reader: String, in text: String) -> Bool {
        text.split(separator: " ").contains { word in
            word.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed().elementsEqual("@" + reader)
        }
    }

    static func mentionsLine(_ posts: [DigestPost], of reader: String) -> String {
        let ids = posts.filter { ([$0.text] + $0.comments).contains { mentions(reader, in: $0) } }.map { "#\($0.id)" }
        return ids.isEmpty ? "Nobody mentioned you" : "Mentioned in " + ids.joined(separator: ", ")
    }

    /// How many likes the reader's own posts got, and from whom (the reader left out).
    static func ownLine(_ posts: [DigestPost], of reader: String) -> String {
        let mine = posts.filter { $0.author == reader }
        guard !mine.isEmpty else { return "You posted nothing" }
        let fans = Set(mine.flatMap(\.likedBy)).subtracting([reader]).sorted()
        let from = fans.isEmpty ? "" : " from " + fans.joined(separator: ", ")
        return "Your \(mine.count) posts got \(mine.map(\.likedBy.count).reduce(0, +)) likes" + from
    }

    /// The posts with no like and no comment yet, if any.
    static func quietLine(_ posts: [DigestPost]) -> [String] {
        let quiet = posts.filter { $0.likedBy.isEmpty && $0.comments.isEmpty }.map { "#\($0.id)" }
        return quiet.isEmpty ? [] : ["No reaction yet: " + quiet.joined(separator: " ")]
    }
}
