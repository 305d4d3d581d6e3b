import ContractSupport
import Observation
import Synchronization

@testable import DrillSkeletons

// The classic wrong answers to the drills dependency-injection, cacheable-request, redux and
// observable-model, written against the drills' own interfaces (DrillBindingsA.swift), each
// with one mistake. WrongAnswerTestsA runs each under its drill's checker and expects the one
// issue that names the property it breaks.

// MARK: - Dependency injection

/// A service locator: one place the app registers its services in, and the types look them
/// up in when they need them.
final class ServiceLocator {
    var store: (any HeadlineStore)?
}

/// A model that reaches its store through the locator from inside, at the moment it needs
/// it: what it was given only goes into the locator.
final class LocatorHeadlinesModel {
    private let locator: ServiceLocator

    init(store: any HeadlineStore, locator: ServiceLocator) {
        self.locator = locator
        locator.store = store
    }

    func headlines() -> [String] {
        locator.store?.titles() ?? []
    }
}

/// The drill's container with one classic mistake, named by `flaw`.
final class FlawedContainer: ServiceContainer {
    enum Flaw {
        /// A "shared" lifetime that calls the factory on every resolve.
        case sharedBuildsEachTime
        /// Keeps every instance it made, so a transient service is shared.
        case transientShared
        /// A missing registration throws an error that does not say what is missing.
        case anonymousMissing
    }

    private struct AnonymousError: Error {}

    private let flaw: Flaw
    private var factories: [ObjectIdentifier: (lifetime: DependencyContainer.Lifetime, make: () throws -> Any)] = [:]
    private var instances: [ObjectIdentifier: Any] = [:]

    init(_ flaw: Flaw) {
        self.flaw = flaw
    }

    func register<Service>(
        _ type: Service.Type, _ lifetime: DependencyContainer.Lifetime,
        make: @escaping (DependencyContainer) throws -> Service
    ) {
        let container = DependencyContainer()
        factories[ObjectIdentifier(type)] = (lifetime, { try make(container) })
    }

    func resolve<Service>(_ type: Service.Type) throws -> Service {
        let key = ObjectIdentifier(type)
        guard let registration = factories[key] else {
            if flaw == .anonymousMissing { throw AnonymousError() }
            throw ResolutionError.notRegistered("\(type)")
        }
        let keeps =
            switch flaw {
            case .sharedBuildsEachTime: false
            case .transientShared: true
            case .anonymousMissing: registration.lifetime == .shared
            }
        if keeps, let instance = instances[key] as? Service { return instance }
        guard let instance = try registration.make() as? Service else { throw ResolutionError.notRegistered("\(type)") }
        if keeps { instances[key] = instance }
        return instance
    }
}

// MARK: - Cacheable request

/// Stores the body only once its load has returned: the callers that come in meanwhile find
/// nothing and load again.
actor StoreAfterLoadCache: BodyCaching {
    private let load: @Sendable (String) async throws -> String
    private var bodies: [String: String] = [:]

    init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    func body(of post: String) async throws -> String {
        if let body = bodies[post] { return body }
        let body = try await load(post)
        bodies[post] = body
        return body
    }
}

/// A log the check-then-await cache writes to before it records its load: another actor,
/// so writing to it is an `await`.
actor MissLog {
    private(set) var lines: [String] = []

    func record(_ line: String) {
        lines.append(line)
    }
}

/// Checks for a load in flight, then awaits (a log line) before recording its own: every
/// caller that came in meanwhile passed the same check and starts a load too.
actor CheckThenAwaitCache: BodyCaching {
    private let load: @Sendable (String) async throws -> String
    private var inFlight: [String: Task<String, any Error>] = [:]
    private let log = MissLog()

    init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    func body(of post: String) async throws -> String {
        if let task = inFlight[post] { return try await task.value }
        await log.record("miss \(post)")
        let load = self.load
        let task = Task { try await load(post) }
        inFlight[post] = task
        return try await task.value
    }
}

/// Keeps every load's task, failed ones too: one failure answers every later call.
actor FailureKeepingCache: BodyCaching {
    private let load: @Sendable (String) async throws -> String
    private var tasks: [String: Task<String, any Error>] = [:]

    init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    func body(of post: String) async throws -> String {
        if let task = tasks[post] { return try await task.value }
        let load = self.load
        let task = Task { try await load(post) }
        tasks[post] = task
        return try await task.value
    }
}

/// One load in flight for the whole cache: a caller of another post waits for it and gets
/// its body.
actor SingleFlightCache: BodyCaching {
    private let load: @Sendable (String) async throws -> String
    private var bodies: [String: String] = [:]
    private var current: Task<String, any Error>?

    init(load: @escaping @Sendable (String) async throws -> String) {
        self.load = load
    }

    func body(of post: String) async throws -> String {
        if let body = bodies[post] { return body }
        if let current { return try await current.value }
        let load = self.load
        let task = Task { try await load(post) }
        current = task
        defer { current = nil }
        let body = try await task.value
        bodies[post] = body
        return body
    }
}

// MARK: - Redux

/// The drill's reducer with one classic mistake, named by `flaw`.
final class FlawedTimelineReducer {
    enum Flaw {
        /// Sends the like itself (and returns the effect too).
        case performsEffect
        /// Keeps what was liked in a variable of its own and decides from it.
        case sharedLedger
        /// `default:` swallows `unlike`.
        case forgetsUnlike
        /// Likes without checking the post is on the timeline and not liked yet.
        case acceptsIllegalLike
    }

    private let flaw: Flaw
    private let api: LikeAPI
    private var ledger: Set<Int> = []

    init(_ flaw: Flaw, api: LikeAPI) {
        self.flaw = flaw
        self.api = api
    }

    func reduce(_ state: TimelineState, _ action: TimelineAction) -> (TimelineState, [TimelineEffect]) {
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
            let likedAlready = flaw == .sharedLedger ? ledger.contains(post) : state.liked.contains(post)
            if flaw != .acceptsIllegalLike {
                guard state.posts.contains(post), !likedAlready else { return (state, []) }
            }
            ledger.insert(post)
            next.liked.insert(post)
            if flaw == .performsEffect { api.send(like: post) }
            return (next, [.sendLike(post)])
        case .unlike(let post):
            guard flaw != .forgetsUnlike, state.liked.contains(post) else { return (state, []) }
            next.liked.remove(post)
            return (next, [.sendUnlike(post)])
        }
    }
}

// MARK: - Observable model

/// The drill's view model with one classic mistake, named by `flaw`; right in every other
/// way (`@Observable`, `@MainActor`, the newest load wins unless that is the flaw).
@Observable
@MainActor
final class FlawedPostsModel {
    enum Flaw {
        /// A loading flag apart from the result, which a failure does not reset.
        case loadingStaysAfterFailure
        /// No guard against an older load: whichever answer comes last is shown.
        case olderAnswerWins
    }

    private(set) var isLoading = false
    private(set) var posts: [String]?
    private(set) var failure: String?
    @ObservationIgnored private let flaw: Flaw
    @ObservationIgnored private let loadPosts: @Sendable () async throws -> [String]
    @ObservationIgnored private var generation = 0

    init(_ flaw: Flaw, load: @escaping @Sendable () async throws -> [String]) {
        self.flaw = flaw
        self.loadPosts = load
    }

    var loadPhase: LoadPhase {
        if isLoading { return .loading }
        if let posts { return .loaded(posts) }
        return failure == nil ? .idle : .failed
    }

    func load() async {
        generation += 1
        let mine = generation
        isLoading = true
        do {
            let answer = try await loadPosts()
            guard flaw == .olderAnswerWins || mine == generation else { return }
            posts = answer
            isLoading = false
        } catch {
            guard flaw == .olderAnswerWins || mine == generation else { return }
            failure = "\(error)"
            posts = nil
            if flaw != .loadingStaysAfterFailure { isLoading = false }
        }
    }
}

/// A view model that is not `@Observable`: right in every other way, but a view that reads
/// it hears nothing.
@MainActor
final class UnobservedPostsModel: LoadingScreenModel {
    private(set) var loadPhase = LoadPhase.idle
    private let loadPosts: @Sendable () async throws -> [String]
    private var generation = 0

    init(load: @escaping @Sendable () async throws -> [String]) {
        self.loadPosts = load
    }

    func load() async {
        generation += 1
        let mine = generation
        loadPhase = .loading
        do {
            let posts = try await loadPosts()
            guard mine == generation else { return }
            loadPhase = .loaded(posts)
        } catch {
            guard mine == generation else { return }
            loadPhase = .failed
        }
    }
}

/// A view model that is not on the main actor: `@unchecked Sendable` silences the compiler,
/// and `load()` runs on the concurrent executor, so the state changes there. Its changes
/// happen one at a time in the check (each while the checker waits), so the control itself
/// races nothing.
@Observable
final class OffMainPostsModel: @unchecked Sendable {
    private(set) var loadPhase = LoadPhase.idle
    @ObservationIgnored private let loadPosts: @Sendable () async throws -> [String]
    @ObservationIgnored private let generation = Atomic<Int>(0)

    init(load: @escaping @Sendable () async throws -> [String]) {
        self.loadPosts = load
    }

    func load() async {
        let mine = generation.add(1, ordering: .sequentiallyConsistent).newValue
        loadPhase = .loading
        do {
            let posts = try await loadPosts()
            guard mine == generation.load(ordering: .sequentiallyConsistent) else { return }
            loadPhase = .loaded(posts)
        } catch {
            guard mine == generation.load(ordering: .sequentiallyConsistent) else { return }
            loadPhase = .failed
        }
    }
}
