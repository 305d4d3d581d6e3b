import ContractSupport
import Observation
import Synchronization

@testable import DrillSkeletons

// Correct answers to the drills dependency-injection, cacheable-request, redux and
// observable-model, written differently from the catalogue's solutions. RightAnswerTestsA
// proves each passes its drill's checks.

// MARK: - Dependency injection

/// The headlines model as a value that holds its store.
struct HeadlinesValue {
    let store: any HeadlineStore

    func headlines() -> [String] {
        store.titles()
    }
}

/// A container keyed by the type's name, whose shared registrations wrap their factory in a
/// closure that keeps what it made the first time.
final class ClosureContainer: ServiceContainer {
    private var makers: [String: () throws -> Any] = [:]

    func register<Service>(
        _ type: Service.Type, _ lifetime: DependencyContainer.Lifetime,
        make: @escaping (DependencyContainer) throws -> Service
    ) {
        let container = DependencyContainer()
        switch lifetime {
        case .transient:
            makers["\(type)"] = { try make(container) }
        case .shared:
            var made: Service?
            makers["\(type)"] = {
                if let made { return made }
                let instance = try make(container)
                made = instance
                return instance
            }
        }
    }

    func resolve<Service>(_ type: Service.Type) throws -> Service {
        guard let make = makers["\(type)"], let instance = try make() as? Service else {
            throw ResolutionError.notRegistered("\(type)")
        }
        return instance
    }
}

// MARK: - Cacheable request

/// No actor: a lock over each post's slot, and the callers that find a load in flight wait
/// on continuations that its leader resumes.
final class WaitingListCache: BodyCaching {
    private enum Slot {
        case loading([CheckedContinuation<String, any Error>])
        case loaded(String)
    }

    private enum Step {
        case done(String)
        case wait, lead
    }

    private let load: @Sendable (String) async throws -> String
    private let slots = Mutex<[String: Slot]>([:])

    init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    func body(of post: String) async throws -> String {
        let load = self.load
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, any Error>) in
            let step: Step = slots.withLock { slots in
                switch slots[post] {
                case .loaded(let body): return .done(body)
                case .loading(let waiting):
                    slots[post] = .loading(waiting + [continuation])
                    return .wait
                case nil:
                    slots[post] = .loading([continuation])
                    return .lead
                }
            }
            switch step {
            case .done(let body): continuation.resume(returning: body)
            case .wait: break
            case .lead:
                Task {
                    let answer: Result<String, any Error>
                    do { answer = .success(try await load(post)) } catch { answer = .failure(error) }
                    let waiting: [CheckedContinuation<String, any Error>] = slots.withLock { slots in
                        guard case .loading(let waiting) = slots[post] else { return [] }
                        if case .success(let body) = answer { slots[post] = .loaded(body) } else { slots[post] = nil }
                        return waiting
                    }
                    for waiter in waiting { waiter.resume(with: answer) }
                }
            }
        }
    }
}

/// The catalogue's design on the main actor instead of an actor of its own: its code runs
/// on the main queue, not on the callers' executor.
@MainActor
final class MainActorBodyCache: BodyCaching {
    private let load: @Sendable (String) async throws -> String
    private var loads: [String: Task<String, any Error>] = [:]
    private var bodies: [String: String] = [:]

    nonisolated init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    func body(of post: String) async throws -> String {
        if let body = bodies[post] { return body }
        if let task = loads[post] { return try await task.value }
        let load = self.load
        let task = Task { try await load(post) }
        loads[post] = task
        defer { loads[post] = nil }
        let body = try await task.value
        bodies[post] = body
        return body
    }
}

// MARK: - Redux

extension TimelineState {
    /// The reducer as a mutating method on a copy of the state; it returns the effects.
    mutating func apply(_ action: TimelineAction) -> [TimelineEffect] {
        switch action {
        case .refresh where !isLoading:
            isLoading = true
            return [.fetchFeed]
        case .loaded(let fresh) where isLoading:
            (posts, isLoading) = (fresh, false)
            liked.formIntersection(fresh)
            return []
        case .like(let post) where posts.contains(post) && !liked.contains(post):
            liked.insert(post)
            return [.sendLike(post)]
        case .unlike(let post) where liked.contains(post):
            liked.remove(post)
            return [.sendUnlike(post)]
        case .refresh, .loaded, .like, .unlike:
            return []
        }
    }
}

// MARK: - Observable model

/// Cancels the load in flight when a new one starts, and drops the answer of a cancelled one.
@Observable
@MainActor
final class CancellingPostsModel: LoadingScreenModel {
    private(set) var loadPhase = LoadPhase.idle
    @ObservationIgnored private let loadPosts: @Sendable () async throws -> [String]
    @ObservationIgnored private var current: Task<[String], any Error>?

    init(load: @escaping @Sendable () async throws -> [String]) {
        self.loadPosts = load
    }

    func load() async {
        current?.cancel()
        let loadPosts = self.loadPosts
        let task = Task { try await loadPosts() }
        current = task
        loadPhase = .loading
        let answer = await task.result
        guard !task.isCancelled else { return }
        switch answer {
        case .success(let posts): loadPhase = .loaded(posts)
        case .failure: loadPhase = .failed
        }
    }
}

/// Runs loads one after another: a second load waits for the first to end, then loads
/// again, so the newest answer is the last one shown.
@Observable
@MainActor
final class QueuedPostsModel: LoadingScreenModel {
    private(set) var loadPhase = LoadPhase.idle
    @ObservationIgnored private let loadPosts: @Sendable () async throws -> [String]
    @ObservationIgnored private var previous: Task<Void, Never>?

    init(load: @escaping @Sendable () async throws -> [String]) {
        self.loadPosts = load
    }

    func load() async {
        let before = previous
        let task = Task { @MainActor in
            await before?.value
            loadPhase = .loading
            do {
                loadPhase = .loaded(try await loadPosts())
            } catch {
                loadPhase = .failed
            }
        }
        previous = task
        await task.value
    }
}
