import Futubra
import MessageTrace

/// Posts loaded once, however many callers ask at the same moment: an actor that claims
/// the load *before* it awaits.
///
/// Intent: an actor runs one piece of code at a time, but only until that code awaits. At
/// every `await` the actor is free again and another call may run on it (actors are
/// reentrant), so whatever a call checked before the `await` may be false after it. This
/// store claims the work first: on a miss it starts the load as a `Task`, records that task
/// in `slots` (still before any suspension), and only then awaits it. A second caller that
/// arrives while the first one waits finds the load in flight and awaits the same task: one
/// request reaches the server. A load that fails leaves no slot behind, so the next caller
/// tries again instead of inheriting the failure forever.
///
/// ```swift
/// let store = PostStore(backend: backend)
/// async let a = store.post(PostID(3))
/// async let b = store.post(PostID(3))   // joins the load a started
/// let (first, second) = try await (a, b)
/// ```
///
/// The load runs in a task of its own, so a caller that is cancelled stops waiting only
/// when the load ends (`cacheable-request` shows the version where it leaves at once).
actor PostStore {
    /// What the store knows about one post: a load under way, or the post itself.
    private enum Slot {
        case loading(Task<Post, any Error>)
        case loaded(Post)
    }

    private let backend: FeedBackend
    private var slots: [PostID: Slot] = [:]

    /// How many callers found a load in flight and waited on it instead of starting one.
    private(set) var joined = 0

    /// A store that loads posts from `backend`.
    init(backend: FeedBackend) {
        self.backend = backend
    }

    /// The post with `id`: kept, in flight, or loaded now (and kept).
    func post(_ id: PostID) async throws -> Post {
        switch slots[id] {
        case .loaded(let post):
            return post
        case .loading(let load):
            joined += 1
            Trace.note(over: "PostStore", "joins the load of \(id) in flight")
            return try await load.value
        case nil:
            Trace.call(from: "PostStore", to: "FeedBackend", "GET /posts/\(id.rawValue)")
            let backend = self.backend
            let load = Task { try await backend.post(id) }
            slots[id] = .loading(load)
            do {
                let post = try await load.value
                Trace.reply(from: "FeedBackend", to: "PostStore", "post \(id)")
                slots[id] = .loaded(post)
                return post
            } catch {
                Trace.reply(from: "FeedBackend", to: "PostStore", "failure: \(error)")
                if case .loading(let current) = slots[id], current == load { slots[id] = nil }
                throw error
            }
        }
    }

    /// Whether the post with `id` is kept (not merely loading).
    func isKept(_ id: PostID) -> Bool {
        if case .loaded = slots[id] { return true }
        return false
    }
}
