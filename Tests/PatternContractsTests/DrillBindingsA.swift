import ContractSupport
import Testing

@testable import DrillSkeletons

// How the proofs drive the drills dependency-injection, cacheable-request, redux and
// observable-model, exactly as each drill's own tests (Drills/Tests) drive the solution.

/// The checker's recording dependency, as a `HeadlineStore`.
final class RecordingHeadlineStore: HeadlineStore {
    let dependency: RecordingDependency

    init(_ dependency: RecordingDependency) {
        self.dependency = dependency
    }

    func titles() -> [String] {
        [dependency.record("titles()")]
    }
}

/// What the dependency-injection drill's container offers.
protocol ServiceContainer {
    func register<Service>(
        _ type: Service.Type, _ lifetime: DependencyContainer.Lifetime,
        make: @escaping (DependencyContainer) throws -> Service)
    func resolve<Service>(_ type: Service.Type) throws -> Service
}

extension DependencyContainer: ServiceContainer {}

enum InjectionProofs {
    static func checkModel<Model>(_ make: @escaping (any HeadlineStore) -> Model, use: @escaping (Model) -> Void) {
        checkConstructorInjection(make: { make(RecordingHeadlineStore($0)) }, use: use)
    }

    static func checkContainer<Container: ServiceContainer>(_ make: () -> Container) {
        checkContainerContract(
            make: make,
            register: { container, lifetime, factory in
                container.register(ServiceProbe.self, lifetime == .shared ? .shared : .transient) { _ in factory() }
            },
            resolve: { container in try container.resolve(ServiceProbe.self) })
    }
}

/// What the cacheable-request drill's cache offers.
protocol BodyCaching: Sendable {
    init(load: @escaping @Sendable (String) async throws -> String)
    func body(of post: String) async throws -> String
}

extension PostBodyCache: BodyCaching {}

enum CoalescingProofs {
    static func check<Cache: BodyCaching>(_: Cache.Type) async {
        await checkCoalescingContract(
            make: { load in Cache(load: load) }, get: { cache, post in try await cache.body(of: post) })
    }
}

enum ReducerProofs {
    static let empty = TimelineState()
    static let loading = TimelineState(isLoading: true)
    static let shown = TimelineState(posts: [3, 2, 1])
    static let likedThree = TimelineState(posts: [3, 2, 1], liked: [3])
    static let refreshingLiked = TimelineState(posts: [3, 2, 1], liked: [3, 1], isLoading: true)

    /// The drill's table, on `reduce`; `api` is the like endpoint the reducer could reach.
    static func check(
        api: LikeAPI = LikeAPI(), _ reduce: (TimelineState, TimelineAction) -> (TimelineState, [TimelineEffect])
    ) {
        checkReducerContract(
            legal: [
                ReducerStep(from: empty, on: .refresh, to: loading, effects: [.fetchFeed]),
                ReducerStep(from: loading, on: .loaded([3, 2, 1]), to: shown),
                ReducerStep(
                    from: refreshingLiked, on: .loaded([4, 3, 2]), to: TimelineState(posts: [4, 3, 2], liked: [3])),
                ReducerStep(from: shown, on: .like(3), to: likedThree, effects: [.sendLike(3)]),
                ReducerStep(from: likedThree, on: .unlike(3), to: shown, effects: [.sendUnlike(3)]),
            ],
            illegal: [
                (loading, .refresh), (shown, .loaded([9])), (likedThree, .like(3)), (shown, .like(9)),
                (shown, .unlike(2)),
            ],
            reduce: reduce, effectsPerformed: { api.requestCount })
    }
}

extension PostsScreenModel.Phase {
    /// The phase as the checker reads it.
    var contractPhase: LoadPhase {
        switch self {
        case .idle: .idle
        case .loading: .loading
        case .loaded(let posts): .loaded(posts)
        case .failed: .failed
        }
    }
}

/// What the observable-model drill's view model offers.
@MainActor
protocol LoadingScreenModel: AnyObject, Sendable {
    init(load: @escaping @Sendable () async throws -> [String])
    var loadPhase: LoadPhase { get }
    func load() async
}

extension PostsScreenModel: LoadingScreenModel {
    var loadPhase: LoadPhase { phase.contractPhase }
}

enum ObservableModelProofs {
    @MainActor
    static func check<Model: LoadingScreenModel>(_: Model.Type) async {
        await checkObservableLoading(
            make: { load in Model(load: load) }, load: { model in await model.load() },
            phase: { model in model.loadPhase })
    }
}
