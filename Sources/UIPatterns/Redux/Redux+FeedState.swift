import Futubra
import FutubraServer

extension Redux {
    /// The single source of truth for the whole feature.
    struct FeedState: Equatable {
        /// Where the feed's loading stands.
        enum Loading: Equatable {
            case loading
            case failed(FeedClientError)
            case loaded
        }

        /// The signed-in user.
        var user: UserName
        var loading = Loading.loading
        var posts: [Post] = []
        /// The open comments screen, if any: navigation is state too.
        var comments: CommentsState?
    }

    /// The state of the open comments screen.
    struct CommentsState: Equatable {
        var post: Post
        var comments: [Comment] = []
        var draft = ""
        var error = ""
    }

    /// Everything that can happen: user intents and server results.
    enum FeedAction: Equatable {
        case load
        case feedLoaded([Post])
        case feedFailed(FeedClientError)
        case toggleLike(PostID)
        case postUpdated(Post)
        case openComments(PostID)
        case commentsLoaded([Comment])
        case draftChanged(String)
        case send
        case commentAdded(Comment)
        case requestFailed(FeedClientError)
        case closeComments
    }

    /// A side effect the reducer asks for; the store runs it and dispatches its result.
    enum FeedEffect: Equatable {
        case fetchFeed
        case setLike(Bool, PostID)
        case fetchComments(PostID)
        case addComment(String, PostID)
    }
}

extension Redux.FeedAction {
    /// A short form for the trace.
    var name: String {
        switch self {
        case .load: "load"
        case .feedLoaded(let posts): "feedLoaded(\(posts.count) posts)"
        case .feedFailed(let error): "feedFailed(\(error.status ?? 0))"
        case .toggleLike(let id): "toggleLike(\(id))"
        case .postUpdated(let post): "postUpdated(\(post.id))"
        case .openComments(let id): "openComments(\(id))"
        case .commentsLoaded(let comments): "commentsLoaded(\(comments.count))"
        case .draftChanged: "draftChanged"
        case .send: "send"
        case .commentAdded(let comment): "commentAdded(\(comment.id))"
        case .requestFailed(let error): "requestFailed(\(error.status ?? 0))"
        case .closeComments: "closeComments"
        }
    }
}
