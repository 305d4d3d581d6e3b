import Futubra
import MessageTrace

/// The feed screen's controller: the usual target of the buttons in its cells.
@MainActor
final class FeedViewController {
    /// The feed the screen shows, changed by the actions.
    private(set) var feed: Feed
    /// Who is using the app.
    let viewer: UserName
    /// The posts whose comments were opened, in order.
    private(set) var openedComments: [PostID] = []

    init(feed: Feed, viewer: UserName) {
        self.feed = feed
        self.viewer = viewer
    }

    /// The like button's action: toggles the viewer's like on the sender's post.
    func likeTapped(_ sender: FeedButton) {
        Trace.call(from: "FeedButton(\(sender.title))", to: "FeedViewController", "likeTapped(sender: \(sender.post))")
        try? feed.update(id: sender.post) { post in
            if !post.like(by: viewer) {
                post.unlike(by: viewer)
            }
        }
    }

    /// The comment button's action: opens the comments of the sender's post.
    func commentTapped(_ sender: FeedButton) {
        Trace.call(
            from: "FeedButton(\(sender.title))", to: "FeedViewController", "commentTapped(sender: \(sender.post))")
        openedComments.append(sender.post)
    }
}

/// Counts button taps for product analytics: a second, independent target.
@MainActor
final class TapAnalytics {
    /// `title #post` of every tap recorded, in order.
    private(set) var events: [String] = []

    /// An action any button can send: records which button was tapped.
    func buttonTapped(_ sender: FeedButton) {
        Trace.call(from: "FeedButton(\(sender.title))", to: "TapAnalytics", "buttonTapped(sender: \(sender.post))")
        events.append("\(sender.title) \(sender.post)")
    }
}
