/// The timeline's reducer: from the state and an action, the next state and the effects the
/// store must run. Pure: it reads nothing but its arguments, changes nothing, and calls no
/// service.
///
/// - `refresh` starts loading and asks for `fetchFeed`; while loading, another refresh is
///   refused.
/// - `loaded(posts)` ends loading with those posts (a like on a post that is gone is
///   dropped); when nothing is loading, it is refused.
/// - `like(post)` likes a post on the timeline that is not liked yet and asks for
///   `sendLike(post)`; `unlike(post)` takes back a like and asks for `sendUnlike(post)`.
/// - A refused action leaves the state as it was and asks for nothing.
func reduceTimeline(_ state: TimelineState, _ action: FeedAction) -> (TimelineState, [TimelineEffect]) {
    var next = state
    switch action {
    case .refresh:
        guard !state.isLoading else { return (state, []) }
        next.isLoading = true
        return (next, [.fetchFeed])
    case .loaded(let posts):
        guard state.isLoading else { return (state, []) }
        next.isLoading = false
        next.posts = posts
        next.liked = state.liked.intersection(posts)
        return (next, [])
    case .like(let post):
        guard state.posts.contains(post), !state.liked.contains(post) else { return (state, []) }
        next.liked.insert(post)
        return (next, [.sendLike(post)])
    case .unlike(let post):
        guard state.liked.contains(post) else { return (state, []) }
        next.liked.remove(post)
        return (next, [.sendUnlike(post)])
    }
}
