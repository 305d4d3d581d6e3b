import PatternContracts
import Testing

@testable import Drill

/// The checker's recording dependency, as a `HeadlineStore`.
private final class StoreDouble: HeadlineStore {
    let dependency: RecordingDependency

    init(_ dependency: RecordingDependency) {
        self.dependency = dependency
    }

    func titles() -> [String] {
        [dependency.record("titles()")]
    }
}

@Suite("Dependency injection drill", .timeLimit(.minutes(1)), .watchdog)
struct DependencyInjectionDrillTests {
    @Test("the headlines model uses the store it was given in its initializer, and only that one")
    func constructorInjection() {
        checkConstructorInjection(
            make: { dependency in HeadlinesModel(store: StoreDouble(dependency)) },
            use: { model in _ = model.headlines() })
    }

    @Test("the container makes a shared service once and a transient one per resolve; a missing one is an error")
    func containerLifetimes() {
        checkContainerContract(
            make: { DependencyContainer() },
            register: { container, lifetime, factory in
                container.register(ServiceProbe.self, lifetime == .shared ? .shared : .transient) { _ in factory() }
            },
            resolve: { container in try container.resolve(ServiceProbe.self) })
    }
}
