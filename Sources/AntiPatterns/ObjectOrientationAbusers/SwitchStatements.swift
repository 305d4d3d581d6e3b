import Futubra

extension ObjectOrientationAbusers {
    /// Switch statements: the same `switch` on a type code, repeated in every operation.
    ///
    /// Adding a kind means finding every switch; each one that is missed falls silently into
    /// its `default`. The refactoring (replace conditional with polymorphism) gives each kind
    /// its own type, and the one switch left is where an item becomes a card.
    enum SwitchStatements {
        typealias FeedItem = CodeSmell.FeedItem

        /// A card of the feed: one type per kind of item, each answering every operation.
        protocol FeedCard: Sendable {
            var icon: String { get }
            var title: String { get }
            var rank: Int { get }
        }

        /// The smell: three operations, three switches on `kind`, three silent defaults.
        enum Before {
            static func icon(_ item: FeedItem) -> String {
                switch item.kind {
                case "text": "¶"
                case "image": "▣"
                case "video": "▶"
                default: "?"
                }
            }

            static func title(_ item: FeedItem) -> String {
                switch item.kind {
                case "text": "\(item.author) wrote"
                case "image": "\(item.author) shared a photo"
                case "video": "\(item.author) shared a video"
                default: "\(item.author) posted something"
                }
            }

            static func rank(_ item: FeedItem) -> Int {
                switch item.kind {
                case "text": item.likes
                case "image": item.likes * 2
                case "video": item.likes * 3
                default: 0
                }
            }

            /// The feed line for `item`.
            static func line(_ item: FeedItem) -> String {
                "\(icon(item)) \(title(item)) (rank \(rank(item)))"
            }
        }

        /// The refactoring: each kind is a type that answers every operation itself.
        enum After {
            /// The one place that reads the type code; `nil` for a kind it does not know.
            static func card(for item: FeedItem) -> (any FeedCard)? {
                switch item.kind {
                case "text": TextCard(item: item)
                case "image": ImageCard(item: item)
                case "video": VideoCard(item: item)
                default: nil
                }
            }

            /// The feed line for `card`, whatever its kind.
            static func line(_ card: any FeedCard) -> String {
                "\(card.icon) \(card.title) (rank \(card.rank))"
            }

            /// A text item: it draws and ranks itself.
            struct TextCard: FeedCard {
                let item: CodeSmell.FeedItem
                var icon: String { "¶" }
                var title: String { "\(item.author) wrote" }
                var rank: Int { item.likes }
            }

            /// An image item: it counts each like twice.
            struct ImageCard: FeedCard {
                let item: CodeSmell.FeedItem
                var icon: String { "▣" }
                var title: String { "\(item.author) shared a photo" }
                var rank: Int { item.likes * 2 }
            }

            /// A video item: it counts each like three times.
            struct VideoCard: FeedCard {
                let item: CodeSmell.FeedItem
                var icon: String { "▶" }
                var title: String { "\(item.author) shared a video" }
                var rank: Int { item.likes * 3 }
            }
        }
    }
}
