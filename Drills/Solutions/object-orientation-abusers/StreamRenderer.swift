/// Draws Futubra's stream from cards: one type per kind knows its icon, title and rank, and
/// only `StreamCards.card(for:)` reads the type code. A new kind is one new card and one line
/// in the factory.
enum StreamRenderer {
    /// The stream, highest rank first (the server's order on a tie), then a count of what
    /// could not be ranked.
    static func lines(for items: [StreamItem]) -> [String] {
        let cards = items.map(StreamCards.card(for:))
        let ranked = cards.enumerated().sorted { first, second in
            let (a, b) = (first.element.rank, second.element.rank)
            return a != b ? a > b : first.offset < second.offset
        }
        let unranked = cards.filter { $0.rank == 0 }.count
        let bottom = unranked == 0 ? [] : ["\(unranked) item\(unranked == 1 ? "" : "s") at the bottom"]
        return ranked.map { line(for: $0.element) } + bottom
    }

    static func line(for card: any StreamCard) -> String {
        "\(card.icon) \(card.title) · \(card.item.likes)♥ · rank \(card.rank)"
    }
}

/// What the stream draws of an item, whatever its kind.
protocol StreamCard {
    var item: StreamItem { get }
    var icon: String { get }
    var title: String { get }
    var rank: Int { get }
}

enum StreamCards {
    /// The one place that reads the type code.
    static func card(for item: StreamItem) -> any StreamCard {
        switch item.kind {
        case "text": TextStreamCard(item: item)
        case "image": MediaStreamCard(item: item, icon: "▣", noun: "photo", weight: 2, bonus: 1)
        case "video": MediaStreamCard(item: item, icon: "▶", noun: "video", weight: 3, bonus: 2)
        default: UnknownStreamCard(item: item)
        }
    }
}

struct TextStreamCard: StreamCard {
    let item: StreamItem
    var icon: String { "¶" }
    var title: String {
        "\(item.author): " + (item.words.count > 20 ? String(item.words.prefix(19)) + "…" : item.words)
    }
    var rank: Int { item.likes + 1 }
}

/// A photo or a video: the same title, each with its own icon, noun and weight.
struct MediaStreamCard: StreamCard {
    let item: StreamItem
    let icon: String
    let noun: String
    let weight: Int
    let bonus: Int
    var title: String {
        item.words.isEmpty ? "\(item.author) shared a \(noun)" : "\(item.author)'s \(noun): \(item.words)"
    }
    var rank: Int { item.likes * weight + bonus }
}

/// A kind this version of the app does not know: drawn, at the bottom.
struct UnknownStreamCard: StreamCard {
    let item: StreamItem
    var icon: String { "?" }
    var title: String { "\(item.author) posted something" }
    var rank: Int { 0 }
}
