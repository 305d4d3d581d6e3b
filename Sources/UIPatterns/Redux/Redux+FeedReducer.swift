import Futubra

extension Redux {
    /// The reducer: a pure function from the current state and an action to the next state,
    /// plus the side effect to run, if any. No I/O, no time, no view: the same input always
    /// gives the same output.
    static func feedReducer(_ state: inout FeedState, _ action: FeedAction) -> FeedEffect? {
        switch action {
        case .load:
            state.loading = .loading
            return .fetchFeed
        case .feedLoaded(let posts):
            (state.loading, state.posts) = (.loaded, posts)
        case .feedFailed(let error):
            (state.loading, state.posts) = (.failed(error), [])
        case .toggleLike(let id):
            guard let post = state.posts.first(where: { $0.id == id }) else { return nil }
            return .setLike(!post.isLiked(by: state.user), id)
        case .postUpdated(let post):
            guard let index = state.posts.firstIndex(where: { $0.id == post.id }) else { return nil }
            state.posts[index] = post
        case .openComments(let id):
            guard let post = state.posts.first(where: { $0.id == id }) else { return nil }
            state.comments = CommentsState(post: post)
            return .fetchComments(id)
        case .commentsLoaded(let comments):
            state.comments?.comments = comments
        case .draftChanged(let text):
            state.comments?.draft = text
        case .send:
            guard let comments = state.comments else { return nil }
            guard (try? TextContent(comments.draft)) != nil else {
                state.comments?.error = FeedText.emptyComment
                return nil
            }
            return .addComment(comments.draft, comments.post.id)
        case .commentAdded(let comment):
            state.comments?.comments.append(comment)
            state.comments?.draft = ""
            state.comments?.error = ""
        case .requestFailed(let error):
            state.comments?.error = FeedText.requestFailed(error)
        case .closeComments:
            state.comments = nil
        }
        return nil
    }
}
