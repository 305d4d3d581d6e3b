import Futubra
import FutubraServer

extension VIP {
    /// The feed scene's models: for each use case, a Request (view controller → interactor),
    /// a Response (interactor → presenter) and a ViewModel (presenter → view controller).
    enum FeedScene {
        enum Load {
            struct Request: Equatable {}

            enum Response: Equatable {
                case loading
                case loaded([Post], viewer: UserName)
                case failed(FeedClientError)
            }

            struct ViewModel: Equatable {
                var status: String
                var showsRetry: Bool
                var rows: [FeedRow]
            }
        }

        enum Like {
            struct Request: Equatable {
                var row: Int
            }
        }

        enum Select {
            struct Request: Equatable {
                var row: Int
            }
        }
    }

    /// The comments scene's models.
    enum CommentsScene {
        enum Send {
            struct Request: Equatable {
                var text: String
            }
        }

        struct Response: Equatable {
            var post: Post
            var comments: [Comment]
            var error: String
            var sent: Bool
        }

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
