import Futubra
import FutubraServer

/// A stub: it gives canned answers, the same whatever was asked and however often.
///
/// A stub drives the code under test down a path (the server says 7 likes; the server is
/// down) and the test checks what the code returned. It records nothing, so it cannot see a
/// call that should not have happened; and its answers do not follow from what was done, so a
/// second tap gets the same "not liked yet" as the first.
///
/// ```swift
/// let stub = StubLikeBackend(current: .success(post), answer: .failure(.status(503, message: "")))
/// ```
struct StubLikeBackend: LikeBackend {
    /// What `post(_:)` answers.
    let current: Result<Post, FeedClientError>
    /// What `like` and `unlike` answer.
    let answer: Result<Post, FeedClientError>

    func post(_ id: PostID) async throws(FeedClientError) -> Post { try current.get() }
    func like(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post { try answer.get() }
    func unlike(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post { try answer.get() }
}
