import Distributed
import Futubra
import MessageTrace

/// A feed server that lives in an actor system, possibly in another process: the subject
/// of the remote proxy.
///
/// Its `distributed` methods are the only ones callable from outside, and everything they
/// take and return must be `Codable` (the system's serialization requirement), because a
/// real actor system sends them over the wire.
///
/// ```swift
/// let server = FeedServer(feed: try SampleFeed.feed(), actorSystem: system)
/// let proxy = RemoteFeedService(serverID: server.id, system: system)
/// ```
distributed actor FeedServer {
    typealias ActorSystem = LocalTestingDistributedActorSystem

    private var feed: Feed

    /// A server holding `feed`, registered in `actorSystem`.
    init(feed: Feed, actorSystem: ActorSystem) {
        self.feed = feed
        self.actorSystem = actorSystem
    }

    /// The feed the server holds.
    distributed func currentFeed() -> Feed {
        feed
    }

    /// Removes post `id` if `user` wrote it.
    distributed func removePost(_ id: PostID, by user: UserName) throws {
        guard let post = feed.post(id: id) else { throw StructuralError.domain(.postNotFound(id)) }
        guard post.author == user else { throw StructuralError.forbidden(user: user, action: "remove post '\(id)'") }
        try feed.remove(id: id)
    }
}

/// Speaks ``FeedService`` for a ``FeedServer`` known only by its id: a remote proxy.
///
/// It holds no reference to the server, only its actor id and the actor system. Each call
/// resolves the id through the system (which returns the local actor or, in a networked
/// system, a compiler-generated remote reference), calls the `distributed` method, and
/// turns transport failures into ``StructuralError/remoteUnreachable(_:)``.
///
/// ```swift
/// let service = RemoteFeedService(serverID: server.id, system: system)
/// let feed = try await service.feed()
/// ```
struct RemoteFeedService: FeedService {
    /// The id of the server in `system`.
    let serverID: FeedServer.ID
    /// The actor system that knows where the server is.
    let system: LocalTestingDistributedActorSystem

    var name: String { "RemoteFeedService" }

    func feed() async throws(StructuralError) -> Feed {
        do {
            let server = try resolved()
            Trace.call(from: "RemoteFeedService", to: "FeedServer", "currentFeed()")
            return try await server.currentFeed()
        } catch {
            throw translated(error)
        }
    }

    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError) {
        do {
            let server = try resolved()
            Trace.call(from: "RemoteFeedService", to: "FeedServer", "removePost(\(id), by: \(user))")
            try await server.removePost(id, by: user)
        } catch {
            throw translated(error)
        }
    }

    /// The server for `serverID`: the local actor, or a remote reference in a networked system.
    private func resolved() throws -> FeedServer {
        try FeedServer.resolve(id: serverID, using: system)
    }

    /// The server's own refusals pass through; anything else is a transport failure.
    private func translated(_ error: any Error) -> StructuralError {
        if let refusal = error as? StructuralError { return refusal }
        Trace.note(over: "RemoteFeedService", "cannot reach server \(serverID.id)")
        return .remoteUnreachable(serverID.id)
    }
}
