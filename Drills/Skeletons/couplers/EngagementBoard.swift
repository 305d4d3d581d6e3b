// Futubra's engagement board: a row for each post and the list of what is hot. Both compute
// from a post's numbers (likes, comments, shares, age) and barely touch their own data: the
// knowledge of what makes a post engaging lives far from the post, spelled out twice.
//
// Refactor it: keep `EngagementRow(showsAge:)`, `EngagementRow.line(for:)` and
// `EngagementBoard.hot(_:)` as they are (the tests call them), and everything they write.

/// One row: `#4 anna · score 17 · 2h · hot`.
struct EngagementRow {
    let showsAge: Bool

    func line(for post: ScoredPost) -> String {
        var score = post.likes + post.comments * 3 + post.shares * 5
        if post.hoursOld > 24 {
            score = score / 2
        }
        var line = "#\(post.id) \(post.author) · score \(score)"
        if showsAge {
            line += post.hoursOld < 48 ? " · \(post.hoursOld)h" : " · \(post.hoursOld / 24)d"
        }
        if score >= 20 && post.hoursOld <= 24 {
            line += " · hot"
        }
        return line
    }
}

/// What is hot: posts scoring 20 or more within a day, the highest score first (the lowest
/// id on a tie).
enum EngagementBoard {
    static func hot(_ posts: [ScoredPost]) -> [String] {
        var hot: [(id: Int, score: Int)] = []
        for post in posts where post.hoursOld <= 24 {
            let score = post.likes + post.comments * 3 + post.shares * 5
            if score >= 20 {
                hot.append((post.id, score))
            }
        }
        hot.sort { $0.score != $1.score ? $0.score > $1.score : $0.id < $1.id }
        if hot.isEmpty {
            return ["nothing is hot"]
        }
        return hot.map { "#\($0.id) (\($0.score))" }
    }
}
