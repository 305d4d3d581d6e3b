import Futubra
import FutubraServer
import Synchronization

/// A call the like button makes on its backend, as a mock expects it.
enum BackendCall: Equatable, Sendable, CustomStringConvertible {
    case post(PostID)
    case like(PostID, UserName)
    case unlike(PostID, UserName)

    var description: String {
        switch self {
        case .post(let id): "post(\(id))"
        case .like(let id, let user): "like(\(id), \(user))"
        case .unlike(let id, let user): "unlike(\(id), \(user))"
        }
    }
}

/// A mock: it is given the calls it expects, in order, with their answers, and it judges the
/// calls itself.
///
/// A call out of script is refused at once (it fails, and is noted as a violation), and
/// ``verify()`` reports the violations and every expected call never made. It catches a call
/// that should not happen, which a stub cannot; the price is that it also fails a harmless
/// change in how the collaborator is called.
///
/// ```swift
/// let mock = MockLikeBackend()
/// mock.expect(.post(PostID(4)), answer: .success(post))
/// mock.expect(.unlike(PostID(4), SampleFeed.bob), answer: .success(unliked))
/// _ = await button.toggleLike(PostID(4), as: SampleFeed.bob)
/// mock.verify()   // [] when every call came as scripted
/// ```
final class MockLikeBackend: LikeBackend {
    /// The calls still expected, and what went against the script.
    private struct Script {
        var expected: [(call: BackendCall, answer: Result<Post, FeedClientError>)] = []
        var violations: [String] = []
    }

    private let script = Mutex(Script())

    init() {}

    /// Adds `call` to the script, answered with `answer`.
    func expect(_ call: BackendCall, answer: Result<Post, FeedClientError>) {
        script.withLock { $0.expected.append((call, answer)) }
    }

    /// What went against the script: unexpected calls, then expected calls never made.
    func verify() -> [String] {
        script.withLock { script in
            script.violations + script.expected.map { "expected \($0.call), never made" }
        }
    }

    func post(_ id: PostID) async throws(FeedClientError) -> Post { try answer(.post(id)) }
    func like(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post {
        try answer(.like(id, user))
    }
    func unlike(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post {
        try answer(.unlike(id, user))
    }

    /// The scripted answer to `call` if it is the next one expected; otherwise a violation.
    private func answer(_ call: BackendCall) throws(FeedClientError) -> Post {
        let answer = script.withLock { script -> Result<Post, FeedClientError> in
            guard let next = script.expected.first, next.call == call else {
                let wanted = script.expected.first.map { "expected \($0.call)" } ?? "expected no more calls"
                script.violations.append("unexpected \(call), \(wanted)")
                return .failure(.transport("unexpected call \(call)"))
            }
            script.expected.removeFirst()
            return next.answer
        }
        return try answer.get()
    }
}

/// A mock of analytics: the events it expects, in order; anything else is a violation.
///
/// ```swift
/// let analytics = MockAnalytics(expecting: ["unlike #4"])
/// analytics.verify()   // [] when exactly those events came
/// ```
final class MockAnalytics: LikeAnalytics {
    private let script: Mutex<(expected: [String], violations: [String])>

    /// A mock that expects exactly `events`, in order.
    init(expecting events: [String]) {
        script = Mutex((events, []))
    }

    func track(_ event: String) {
        script.withLock { script in
            if script.expected.first == event {
                script.expected.removeFirst()
            } else {
                script.violations.append("unexpected track(\(event))")
            }
        }
    }

    /// What went against the script: unexpected events, then expected events never tracked.
    func verify() -> [String] {
        script.withLock { $0.violations + $0.expected.map { "expected track(\($0)), never made" } }
    }
}
