import Futubra
import FutubraServer

extension VIP {
    /// The feed scene's models: for each use case, a Request (view controller → interactor),
    /// a Response (interactor → presenter) and a ViewModel (presenter → view controller).
    enum FeedScene {
        /// Use case: load the feed.
        enum Load {
            /// Load the feed; nothing to say.
            struct Request: Equatable {}

            /// What the interactor found.
            enum Response: Equatable {
                case loading
                case loaded([Post], viewer: UserName)
                case failed(FeedClientError)
            }

            /// What the view shows: the status line, Retry or not, the rows.
            struct ViewModel: Equatable {
                var status: String
                var showsRetry: Bool
                var rows: [FeedRow]
            }
        }

        /// Use case: like or unlike the post in a row.
        enum Like {
            /// The row tapped.
            struct Request: Equatable {
                var row: Int
            }
        }

        /// Use case: pick a post to see its comments.
        enum Select {
            /// The row selected.
            struct Request: Equatable {
                var row: Int
            }
        }
    }

    /// The comments scene's models.
    enum CommentsScene {
        /// Use case: send a comment.
        enum Send {
            /// The text typed.
            struct Request: Equatable {
                var text: String
            }
        }

        /// The post, its comments, why the last send failed, whether it succeeded.
        struct Response: Equatable {
            var post: Post
            var comments: [Comment]
            var error: String
            var sent: Bool
        }

        /// What the comments view shows.
        struct ViewModel: Equatable {
            var header: String
            var lines: [String]
            var error: String
            var clearsDraft: Bool
        }
    }
}

extension VIP.FeedScene.Load.Response {
    /// A short form for the trace: `loading`, `loaded(4 posts)`, `failed(503)`.
    var summary: String {
        switch self {
        case .loading: "loading"
        case .loaded(let posts, _): "loaded(\(posts.count) posts)"
        case .failed(let error): "failed(\(error.status ?? 0))"
        }
    }
}
