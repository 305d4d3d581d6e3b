import Futubra
import MessageTrace

/// Everything the feed screen shows, as one value: the store's single source of truth.
struct FeedState: Equatable {
    var phase = FeedViewModel.Phase.loading
    var rows: [FeedRow] = []
    /// Likes sent and not answered yet: their buttons wait.
    var pendingLikes: Set<PostID> = []
}

/// Everything that can happen to the feed screen: what the user did, and what came back.
enum FeedAction: Equatable {
    case appeared
    case retryTapped
    case feedLoaded(Result<[FeedRow], SwiftUIPatternsError>)
    case likeTapped(PostID)
    case likeAnswered(PostID, likes: Result<Int, SwiftUIPatternsError>)

    /// The action in a few words, for traces and failure messages.
    var name: String {
        switch self {
        case .appeared: "appeared"
        case .retryTapped: "retryTapped"
        case .feedLoaded(.success(let rows)): "feedLoaded(\(rows.count) rows)"
        case .feedLoaded(.failure): "feedLoaded(offline)"
        case .likeTapped(let id): "likeTapped(#\(id.rawValue))"
        case .likeAnswered(let id, .success(let likes)): "likeAnswered(#\(id.rawValue), \(likes))"
        case .likeAnswered(let id, .failure): "likeAnswered(#\(id.rawValue), offline)"
        }
    }
}

/// The dependencies the effects use, as closures (what TCA's `@Dependency` values are), so a
/// test or a preview replaces each one.
struct FeedEnvironment {
    var posts: @MainActor () async throws -> [Post]
    var setLike: @MainActor (Bool, PostID) async throws -> Int
    /// Analytics: a side effect the reducer must not call itself.
    var track: @MainActor (String) -> Void

    /// The environment that talks to `service`, and tracks nothing.
    @MainActor
    static func live(_ service: any FeedService) -> FeedEnvironment {
        FeedEnvironment(
            posts: {
                Trace.call(from: "FeedEnvironment", to: "FeedService", "posts()")
                return try await service.posts()
            },
            setLike: { (liked: Bool, id: PostID) async throws -> Int in
                Trace.call(from: "FeedEnvironment", to: "FeedService", "setLike(\(liked), post: #\(id.rawValue))")
                return try await service.setLike(liked, post: id)
            },
            track: { _ in })
    }
}

/// Work a reducer asks for: run by the store (or the test store) after the reducer returns,
/// ending with the action it sends back. `name` says what it does, for the trace and for
/// failure messages.
struct FeedEffect {
    let name: String
    let run: @MainActor () async -> FeedAction
}

/// How the feed's state changes: a pure function of the state and an action, which returns
/// the effects to run instead of running them.
@MainActor
protocol FeedReducer {
    static func reduce(
        _ state: inout FeedState, _ action: FeedAction, _ environment: FeedEnvironment
    ) -> [FeedEffect]
}

/// The feed's reducer: every decision of the screen, and no side effect.
enum FeedFeature: FeedReducer {
    static func reduce(
        _ state: inout FeedState, _ action: FeedAction, _ environment: FeedEnvironment
    ) -> [FeedEffect] {
        switch action {
        case .appeared, .retryTapped:
            state.phase = .loading
            return [load(environment)]
        case .feedLoaded(.success(let rows)):
            state.rows = rows
            state.phase = .loaded
            return []
        case .feedLoaded(.failure):
            state.phase = .failed("Couldn't load the feed")
            return []
        case .likeTapped(let id):
            guard let row = state.rows.first(where: { $0.id == id }), !state.pendingLikes.contains(id) else {
                return []
            }
            state.pendingLikes.insert(id)
            return [like(!row.liked, id, environment)]
        case .likeAnswered(let id, .success(let likes)):
            state.pendingLikes.remove(id)
            guard let index = state.rows.firstIndex(where: { $0.id == id }) else { return [] }
            state.rows[index].liked.toggle()
            state.rows[index].likes = likes
            return []
        case .likeAnswered(let id, .failure):
            state.pendingLikes.remove(id)
            return []
        }
    }

    private static func load(_ environment: FeedEnvironment) -> FeedEffect {
        FeedEffect(name: "load the feed") {
            do {
                return .feedLoaded(.success(try await environment.posts().map(FeedRow.init)))
            } catch {
                return .feedLoaded(.failure(.offline))
            }
        }
    }

    private static func like(_ liked: Bool, _ id: PostID, _ environment: FeedEnvironment) -> FeedEffect {
        FeedEffect(name: "\(liked ? "like" : "unlike") #\(id.rawValue)") {
            do {
                return .likeAnswered(id, likes: .success(try await environment.setLike(liked, id)))
            } catch {
                return .likeAnswered(id, likes: .failure(.offline))
            }
        }
    }
}
