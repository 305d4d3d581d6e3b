import Futubra

// Wrong like buttons, each with one defect a real one might have, and one harmless rewrite.
// They exist to test the tests: each kind of double is run on them (``DoubleCheck``) to show
// which defect it catches and which it lets through.

/// Tracks the like before the server has answered: analytics counts likes that failed.
struct EagerTrackingLikeButton: LikeToggling {
    let backend: any LikeBackend
    let analytics: any LikeAnalytics

    init(backend: any LikeBackend, analytics: any LikeAnalytics, moderator: any CommentModerator) {
        self.backend = backend
        self.analytics = analytics
    }

    func toggleLike(_ id: PostID, as user: UserName) async -> LikeOutcome {
        do {
            let current = try await backend.post(id)
            let liked = current.isLiked(by: user)
            analytics.track(liked ? "unlike \(id)" : "like \(id)")
            let post = liked ? try await backend.unlike(id, as: user) : try await backend.like(id, as: user)
            return liked ? .unliked(likes: post.likeCount) : .liked(likes: post.likeCount)
        } catch {
            return .failed("couldn't update the like on \(id)")
        }
    }
}

/// Never withdraws a like: a second tap likes again instead of unliking.
struct LikeOnlyButton: LikeToggling {
    let backend: any LikeBackend
    let analytics: any LikeAnalytics

    init(backend: any LikeBackend, analytics: any LikeAnalytics, moderator: any CommentModerator) {
        self.backend = backend
        self.analytics = analytics
    }

    func toggleLike(_ id: PostID, as user: UserName) async -> LikeOutcome {
        do {
            _ = try await backend.post(id)
            let post = try await backend.like(id, as: user)
            analytics.track("like \(id)")
            return .liked(likes: post.likeCount)
        } catch {
            return .failed("couldn't update the like on \(id)")
        }
    }
}

/// Shows its own count after a like (the count before, plus one) instead of the server's,
/// which also counts the likes others made meanwhile.
struct LocalCountLikeButton: LikeToggling {
    let backend: any LikeBackend
    let analytics: any LikeAnalytics

    init(backend: any LikeBackend, analytics: any LikeAnalytics, moderator: any CommentModerator) {
        self.backend = backend
        self.analytics = analytics
    }

    func toggleLike(_ id: PostID, as user: UserName) async -> LikeOutcome {
        do {
            let current = try await backend.post(id)
            if current.isLiked(by: user) {
                let post = try await backend.unlike(id, as: user)
                analytics.track("unlike \(id)")
                return .unliked(likes: post.likeCount)
            }
            _ = try await backend.like(id, as: user)
            analytics.track("like \(id)")
            return .liked(likes: current.likeCount + 1)
        } catch {
            return .failed("couldn't update the like on \(id)")
        }
    }
}

/// Not a defect: the right behaviour, reading the post once more before deciding (as a
/// refactoring might). Every result and every event is the right one; only the calls differ.
struct RereadingLikeButton: LikeToggling {
    let right: LikeButton
    let backend: any LikeBackend

    init(backend: any LikeBackend, analytics: any LikeAnalytics, moderator: any CommentModerator) {
        right = LikeButton(backend: backend, analytics: analytics, moderator: moderator)
        self.backend = backend
    }

    func toggleLike(_ id: PostID, as user: UserName) async -> LikeOutcome {
        guard (try? await backend.post(id)) != nil else { return .failed("couldn't update the like on \(id)") }
        return await right.toggleLike(id, as: user)
    }
}
