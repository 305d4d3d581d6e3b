@testable import Drill

/// The stream renderer before the refactoring, exactly as the drill gave it (only its name
/// differs): the characterization tests compare yours with it.
enum OriginalStreamRenderer {
    /// The stream, highest rank first (the server's order on a tie), then a count of what
    /// could not be ranked.
    static func lines(for items: [StreamItem]) -> [String] {
        let ranked = items.enumerated().sorted { first, second in
            let (a, b) = (rank(first.element), rank(second.element))
            return a != b ? a > b : first.offset < second.offset
        }
        var lines = ranked.map { line(for: $0.element) }
        let unranked = items.filter { rank($0) == 0 }.count
        if unranked > 0 {
            lines.append("\(unranked) item\(unranked == 1 ? "" : "s") at the bottom")
        }
        return lines
    }

    static func line(for item: StreamItem) -> String {
        "\(icon(for: item)) \(title(for: item)) · \(item.likes)♥ · rank \(rank(item))"
    }

    static func icon(for item: StreamItem) -> String {
        switch item.kind {
        case "text": return "¶"
        case "image": return "▣"
        case "video": return "▶"
        default: return "?"
        }
    }

    static func title(for item: StreamItem) -> String {
        switch item.kind {
        case "text":
            let words = item.words.count > 20 ? String(item.words.prefix(19)) + "…" : item.words
            return "\(item.author): \(words)"
        case "image":
            return item.words.isEmpty ? "\(item.author) shared a photo" : "\(item.author)'s photo: \(item.words)"
        case "video":
            return item.words.isEmpty ? "\(item.author) shared a video" : "\(item.author)'s video: \(item.words)"
        default:
            return "\(item.author) posted something"
        }
    }

    /// Videos rank highest, then images, then text; an unknown kind ranks 0.
    static func rank(_ item: StreamItem) -> Int {
        switch item.kind {
        case "text": return item.likes + 1
        case "image": return item.likes * 2 + 1
        case "video": return item.likes * 3 + 2
        default: return 0
        }
    }
}
