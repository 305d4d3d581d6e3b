import Futubra
import FutubraServer
import MessageTrace

extension MVVM {
    /// What the comments screen shows.
    struct CommentsViewState: Equatable {
        var header: String
        var comments: [String] = []
        var draft = ""
        var error = ""
    }

    /// The ViewModel of a post's comments: loads them, checks and sends a new one.
    ///
    /// The draft is two-way bound: the view writes what the user typed into ``draft``
    /// and shows the draft the view model keeps (cleared after a successful send).
    @MainActor
    final class CommentsViewModel {
        /// The post whose comments these are.
        let postID: PostID
        /// The current state; every change is pushed to the bound view.
        private(set) var state: CommentsViewState {
            didSet { publish() }
        }
        private let model: FeedModel
        private var binding: ((CommentsViewState) -> Void)?

        init(post: Post, model: FeedModel) {
            postID = post.id
            state = CommentsViewState(header: FeedText.header(post))
            self.model = model
        }

        /// What the user typed (the view's side of the binding).
        var draft: String {
            get { state.draft }
            set { state.draft = newValue }
        }

        /// Binds the view: `render` gets the current state now and every state after.
        func bind(_ render: @escaping (CommentsViewState) -> Void) {
            binding = render
            render(state)
        }

        /// Loads the comments.
        func load() async {
            Trace.call(from: "CommentsViewModel", to: "FeedModel", "comments(on: \(postID))")
            do {
                let comments = try await model.comments(on: postID)
                Trace.reply(from: "FeedModel", to: "CommentsViewModel", "\(comments.count) comments")
                state.comments = comments.map(FeedText.comment)
            } catch {
                Trace.reply(from: "FeedModel", to: "CommentsViewModel", FeedText.failure(error))
                state.error = FeedText.requestFailed(error)
            }
        }

        /// Sends the draft; an empty draft is refused here, without asking the server.
        func send() async {
            guard (try? TextContent(state.draft)) != nil else {
                state.error = FeedText.emptyComment
                return
            }
            Trace.call(from: "CommentsViewModel", to: "FeedModel", "addComment(on: \(postID))")
            do {
                let comment = try await model.addComment(state.draft, on: postID)
                Trace.reply(from: "FeedModel", to: "CommentsViewModel", "comment \(comment.id)")
                state = CommentsViewState(
                    header: state.header, comments: state.comments + [FeedText.comment(comment)])
            } catch {
                Trace.reply(from: "FeedModel", to: "CommentsViewModel", FeedText.failure(error))
                state.error = FeedText.requestFailed(error)
            }
        }

        private func publish() {
            guard let binding else { return }
            Trace.reply(
                from: "CommentsViewModel", to: "CommentsViewController",
                "state = \(state.comments.count) comments" + (state.error.isEmpty ? "" : ", error"))
            binding(state)
        }
    }
}
