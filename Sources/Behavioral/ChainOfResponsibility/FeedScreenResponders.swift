import Futubra

/// The whole app: the last responder; a shake means "undo".
@MainActor
final class FutubraApp: FeedResponder {
    let responderName = "FutubraApp"
    let nextResponder: (any FeedResponder)? = nil
    private(set) var undoRequests = 0

    func handle(_ event: FeedEvent) -> Bool {
        guard event == .shake else { return false }
        undoRequests += 1
        return true
    }
}

/// The feed screen's controller: the key `n` starts a new post.
@MainActor
final class FeedScreen: FeedResponder {
    let responderName = "FeedScreen"
    private weak var app: FutubraApp?
    private(set) var isComposing = false

    init(app: FutubraApp) {
        self.app = app
    }

    var nextResponder: (any FeedResponder)? { app }

    func handle(_ event: FeedEvent) -> Bool {
        guard event == .key("n") else { return false }
        isComposing = true
        return true
    }
}

/// The scrolling list of posts: pull to refresh reloads it.
@MainActor
final class FeedList: FeedResponder {
    let responderName = "FeedList"
    private weak var screen: FeedScreen?
    private(set) var refreshCount = 0

    init(screen: FeedScreen) {
        self.screen = screen
    }

    var nextResponder: (any FeedResponder)? { screen }

    func handle(_ event: FeedEvent) -> Bool {
        guard event == .pullToRefresh else { return false }
        refreshCount += 1
        return true
    }
}

/// One post's cell: a double tap likes the post.
@MainActor
final class PostCell: FeedResponder {
    let post: PostID
    private weak var list: FeedList?
    private(set) var isLiked = false

    init(post: PostID, list: FeedList) {
        self.post = post
        self.list = list
    }

    var responderName: String { "PostCell(\(post))" }
    var nextResponder: (any FeedResponder)? { list }

    /// Marks the post liked or not: what the like button inside the cell asks for.
    func setLiked(_ like: Bool) {
        isLiked = like
    }

    func handle(_ event: FeedEvent) -> Bool {
        guard event == .doubleTap else { return false }
        isLiked = true
        return true
    }
}

/// The like button inside a cell: a tap toggles the like, unless the button is disabled.
@MainActor
final class LikeButton: FeedResponder {
    private weak var cell: PostCell?
    /// A disabled button handles nothing and passes every event on.
    var isEnabled = true

    init(cell: PostCell) {
        self.cell = cell
    }

    var responderName: String { "LikeButton(\(cell?.post.description ?? "?"))" }
    var nextResponder: (any FeedResponder)? { cell }

    func handle(_ event: FeedEvent) -> Bool {
        guard isEnabled, event == .tap, let cell else { return false }
        cell.setLiked(!cell.isLiked)
        return true
    }
}

/// A feed screen's responders, wired from the like button up to the app.
///
/// The hierarchy owns every responder strongly, as a window owns its views; each part points
/// up to its container only weakly, so a link never keeps its container alive and the chain
/// has no retain cycle.
///
/// ```swift
/// let screen = FeedScreenHierarchy(post: PostID(3))
/// dispatcher.firstResponder = screen.likeButton
/// ```
@MainActor
final class FeedScreenHierarchy {
    let app = FutubraApp()
    let screen: FeedScreen
    let list: FeedList
    let cell: PostCell
    let likeButton: LikeButton

    /// A screen showing one cell, for `post`.
    init(post: PostID) {
        screen = FeedScreen(app: app)
        list = FeedList(screen: screen)
        cell = PostCell(post: post, list: list)
        likeButton = LikeButton(cell: cell)
    }
}
