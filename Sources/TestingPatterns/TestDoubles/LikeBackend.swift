import Futubra
import FutubraServer

/// Where the like button's answers come from: the Futubra API, as three calls.
///
/// The code under test depends on this protocol, not on `URLSession`, so a test can put any
/// double in its place: a stub that answers the same thing every time, a mock that expects a
/// script of calls, a fake that keeps a feed in memory.
///
/// ```swift
/// let backend: any LikeBackend = ServerLikeBackend(client: FeedClient(server: server))
/// let post = try await backend.like(PostID(4), as: SampleFeed.eve)
/// ```
protocol LikeBackend: Sendable {
    /// The post as the server has it now.
    func post(_ id: PostID) async throws(FeedClientError) -> Post
    /// `user` likes the post; returns the post as it is now.
    func like(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post
    /// `user` withdraws the like; returns the post as it is now.
    func unlike(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post
}

/// What the like button reports for analytics: one event a like or unlike that happened.
///
/// An output the button only sends: nothing it returns tells the button anything, which is why
/// only a spy or a mock can see whether it was called.
protocol LikeAnalytics: Sendable {
    /// Records `event`, e.g. `like #4`.
    func track(_ event: String)
}

/// Decides whether a comment may be posted.
///
/// The like button needs one to be built (it also posts comments), and its like path never
/// asks it anything: the place for a dummy.
protocol CommentModerator: Sendable {
    /// Whether `text` may be posted.
    func allows(_ text: String) throws(TestingPatternsError) -> Bool
}

/// The real backend: the Futubra API over `URLSession` (here, the in-process server).
///
/// ```swift
/// let backend = ServerLikeBackend(server: FeedServer(feed: try SampleFeed.feed()))
/// ```
struct ServerLikeBackend: LikeBackend {
    /// The typed API client.
    let client: FeedClient
    /// The in-process server the client talks to, kept alive as long as the backend is.
    private let server: FeedServer

    /// A backend for the in-process `server`, which it keeps alive (a client alone does not).
    init(server: FeedServer) {
        self.client = FeedClient(server: server)
        self.server = server
    }

    func post(_ id: PostID) async throws(FeedClientError) -> Post {
        guard let post = try await client.feed().post(id: id) else {
            throw .status(404, message: FutubraError.postNotFound(id).description)
        }
        return post
    }

    func like(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post {
        try await client.like(id, as: user)
    }

    func unlike(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post {
        try await client.unlike(id, as: user)
    }
}
