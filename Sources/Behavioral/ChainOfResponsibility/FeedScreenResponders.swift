import Futubra

/// The whole app: the last responder; a shake means "undo".
@MainActor
final class FutubraAppResponder: FeedResponder {
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
final class FeedScreenResponder: FeedResponder {
    let responderName = "FeedScreen"
    private weak var app: FutubraAppResponder?
    private(set) var isComposing = false

    init(app: FutubraAppResponder) {
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
final class FeedListResponder: FeedResponder {
    let responderName = "FeedList"
    private weak var screen: FeedScreenResponder?
    private(set) var refreshCount = 0

    init(screen: FeedScreenResponder) {
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
final class PostCellResponder: FeedResponder {
    let post: PostID
    private weak var list: FeedListResponder?
    private(set) var isLiked = false

    init(post: PostID, list: FeedListResponder) {
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
final class LikeButtonResponder: FeedResponder {
    private weak var cell: PostCellResponder?
    /// A disabled button handles nothing and passes every event on.
    var isEnabled = true

    init(cell: PostCellResponder) {
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
    let app = FutubraAppResponder()
    let screen: FeedScreenResponder
    let list: FeedListResponder
    let cell: PostCellResponder
    let likeButton: LikeButtonResponder

    /// A screen showing one cell, for `post`.
    init(post: PostID) {
        screen = FeedScreenResponder(app: app)
        list = FeedListResponder(screen: screen)
        cell = PostCellResponder(post: post, list: list)
        likeButton = LikeButtonResponder(cell: cell)
    }
}
