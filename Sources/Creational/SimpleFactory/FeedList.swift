import Futubra
import MessageTrace

/// The feed screen's list: asks the factory for each post's cell and draws it.
///
/// The list never names a concrete cell type, and it holds no factory object: one static
/// call serves every kind, so one list shows text, image and video posts side by side.
///
/// ```swift
/// let lines = FeedList().render(feed)
/// ```
struct FeedList: Sendable {
    /// One cell per post, in feed order, each made by the factory.
    func cells(for feed: Feed) -> [any FeedCell] {
        feed.posts.map { post in
            Trace.call(from: "FeedList", to: "FeedCellFactory", "makeCell(for: \(post.id))")
            return FeedCellFactory.makeCell(for: post)
        }
    }

    /// The lines of `cells`, drawn through ``FeedCell`` only.
    func draw(_ cells: [any FeedCell]) -> [String] {
        cells.flatMap { $0.render() }
    }

    /// The lines of every post's cell, in feed order.
    func render(_ feed: Feed) -> [String] {
        draw(cells(for: feed))
    }
}
