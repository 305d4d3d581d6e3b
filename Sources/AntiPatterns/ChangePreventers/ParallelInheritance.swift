import Futubra

extension ChangePreventers {
    /// Parallel inheritance hierarchies: every subclass in one tree needs its twin in another.
    ///
    /// Each kind of feed item has a view class and an exporter class, kept in two registries.
    /// A new kind means two subclasses and two registrations; forget the second and the item
    /// shows but cannot be exported. The refactoring (move method, collapse hierarchy) gives
    /// each kind one type that does both, so the compiler asks for both.
    enum ParallelInheritance {
        typealias FeedItem = CodeSmell.FeedItem

        /// The smell: two hierarchies that grow in step.
        enum Before {
            /// Draws a feed item; one subclass per kind.
            class KindView {
                func draw(_ item: FeedItem) -> String { "\(item.author): \(item.words)" }
            }

            /// Exports a feed item; one subclass per kind, in step with the views.
            class KindExporter {
                func export(_ item: FeedItem) -> String { "\(item.kind);\(item.author);\(item.words)" }
            }

            /// Draws an image item.
            final class ImageView: KindView {
                override func draw(_ item: FeedItem) -> String { "[photo] " + super.draw(item) }
            }

            /// Exports an image item: the twin of `ImageView`.
            final class ImageExporter: KindExporter {
                override func export(_ item: FeedItem) -> String { super.export(item) + ";jpeg" }
            }

            /// Draws a video item.
            final class VideoView: KindView {
                override func draw(_ item: FeedItem) -> String { "[video] " + super.draw(item) }
            }

            /// Exports a video item: the twin of `VideoView`.
            final class VideoExporter: KindExporter {
                override func export(_ item: FeedItem) -> String { super.export(item) + ";mp4" }
            }

            /// The two registries, one per hierarchy, keyed by kind.
            struct Registry {
                var views: [String: KindView] = ["text": KindView(), "image": ImageView(), "video": VideoView()]
                var exporters: [String: KindExporter] = [
                    "text": KindExporter(), "image": ImageExporter(), "video": VideoExporter(),
                ]

                /// The drawn line and the export of `item`; `nil` for either half a kind lacks.
                func present(_ item: FeedItem) -> (shown: String?, exported: String?) {
                    (views[item.kind]?.draw(item), exporters[item.kind]?.export(item))
                }
            }
        }

        /// A kind of feed item that both draws and exports its items.
        protocol ItemKind: Sendable {
            func draw(_ item: FeedItem) -> String
            func export(_ item: FeedItem) -> String
        }

        /// The refactoring: one type per kind, one registry.
        enum After {
            /// Text items, drawn and exported.
            struct TextKind: ItemKind {
                func draw(_ item: FeedItem) -> String { "\(item.author): \(item.words)" }
                func export(_ item: FeedItem) -> String { "\(item.kind);\(item.author);\(item.words)" }
            }

            /// Image items, drawn and exported.
            struct ImageKind: ItemKind {
                func draw(_ item: FeedItem) -> String { "[photo] " + TextKind().draw(item) }
                func export(_ item: FeedItem) -> String { TextKind().export(item) + ";jpeg" }
            }

            /// Video items, drawn and exported.
            struct VideoKind: ItemKind {
                func draw(_ item: FeedItem) -> String { "[video] " + TextKind().draw(item) }
                func export(_ item: FeedItem) -> String { TextKind().export(item) + ";mp4" }
            }

            /// The one registry, keyed by kind.
            struct Registry {
                var kinds: [String: any ItemKind] = ["text": TextKind(), "image": ImageKind(), "video": VideoKind()]

                func present(_ item: FeedItem) -> (shown: String?, exported: String?) {
                    (kinds[item.kind]?.draw(item), kinds[item.kind]?.export(item))
                }
            }
        }
    }
}
