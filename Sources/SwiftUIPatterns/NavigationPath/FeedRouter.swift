import MessageTrace
import Observation

/// A screen of the feed app, as a value: what the navigation path holds.
enum FeedRoute: Hashable {
    case post(Int)
    case comments(Int)
    case author(String)
}

/// Owns the feed app's navigation: the path of routes the stack shows, the declarative form
/// of a coordinator. Changing the path is navigating: pushing appends, going back removes,
/// a deep link assigns a whole path at once.
@Observable
@MainActor
final class FeedRouter {
    /// The screens above the feed, first pushed first.
    var path: [FeedRoute] = []

    /// Opens `futubra://post/3`, `futubra://post/3/comments` or `futubra://user/bob`: the path
    /// becomes the screens the link names, whatever was shown. Answers whether it understood.
    func open(_ link: String) -> Bool {
        let parts = link.split(separator: "/").map(String.init)
        guard parts.first == "futubra:", parts.count >= 3 else { return false }
        Trace.call(from: "FeedRouter", to: "NavigationStack", "path = \(link)")
        switch (parts[1], Int(parts[2]), parts.count) {
        case ("post", let id?, 3):
            path = [.post(id)]
        case ("post", let id?, 4) where parts[3] == "comments":
            path = [.post(id), .comments(id)]
        case ("user", _, 3):
            path = [.author(parts[2])]
        default:
            return false
        }
        return true
    }

    /// Back to the feed, from however deep.
    func popToRoot() {
        Trace.call(from: "CommentsScreen", to: "FeedRouter", "popToRoot()")
        path.removeAll()
    }
}
