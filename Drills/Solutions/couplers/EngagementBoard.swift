/// What makes a post engaging, on the post, next to the numbers it is computed from.
extension ScoredPost {
    /// Likes, plus three per comment and five per share; halved once the post is a day old.
    var score: Int {
        let raw = likes + comments * 3 + shares * 5
        return hoursOld > 24 ? raw / 2 : raw
    }

    /// Scoring 20 or more within a day.
    var isHot: Bool {
        hoursOld <= 24 && score >= 20
    }

    /// `2h`, or `3d` from two days on.
    var age: String {
        hoursOld < 48 ? "\(hoursOld)h" : "\(hoursOld / 24)d"
    }

    /// `#4 anna`.
    var label: String {
        "#\(id) \(author)"
    }

    /// `#4 (25)`, as the hot list shows it.
    var hotLabel: String {
        "#\(id) (\(score))"
    }

    /// Whether it goes before `other` in the hot list: a higher score, or the lower id on a tie.
    func ranksAbove(_ other: ScoredPost) -> Bool {
        score != other.score ? score > other.score : id < other.id
    }
}

/// One row: `#4 anna · score 17 · 2h · hot`.
struct EngagementRow {
    let showsAge: Bool

    func line(for post: ScoredPost) -> String {
        "\(post.label) · score \(post.score)" + (showsAge ? " · \(post.age)" : "") + (post.isHot ? " · hot" : "")
    }
}

/// What is hot: posts scoring 20 or more within a day, the highest score first (the lowest
/// id on a tie).
enum EngagementBoard {
    static func hot(_ posts: [ScoredPost]) -> [String] {
        let hot = posts.filter(\.isHot).sorted { $0.ranksAbove($1) }
        return hot.isEmpty ? ["nothing is hot"] : hot.map(\.hotLabel)
    }
}
