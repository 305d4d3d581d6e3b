import Futubra
import MessageTrace

/// The feed screen's list: asks the factory for each post's cell and draws it.
///
/// The list never names a concrete cell type: it holds the factory as a function from a post
/// to `any FeedCell`, which is ``FeedCellFactory/makeCell(for:)`` unless a caller passes
/// another (a test passes one that records what it was asked), and it draws every cell through
/// ``FeedCell`` alone. So one list shows text, image and video posts side by side, and learns
/// nothing when a new kind of cell is added.
///
/// ```swift
/// let lines = FeedList().render(feed)
/// ```
struct FeedList: Sendable {
    /// Makes the cell for one post.
    let makeCell: @Sendable (Post) -> any FeedCell

    /// A list whose cells come from `makeCell`; by default, the simple factory.
    init(makeCell: @escaping @Sendable (Post) -> any FeedCell = FeedCellFactory.makeCell(for:)) {
        self.makeCell = makeCell
    }

    /// One cell per post, in feed order, each made by the factory.
    func cells(for feed: Feed) -> [any FeedCell] {
        feed.posts.map { post in
            Trace.call(from: "FeedList", to: "FeedCellFactory", "makeCell(for: \(post.id))")
            return makeCell(post)
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
