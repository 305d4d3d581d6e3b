@testable import Drill

// The engagement board before the refactoring, exactly as the drill gave it (only its names
// differ): the characterization tests compare yours with it.

/// One row: `#4 anna · score 17 · 2h · hot`.
struct OriginalEngagementRow {
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
enum OriginalEngagementBoard {
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
