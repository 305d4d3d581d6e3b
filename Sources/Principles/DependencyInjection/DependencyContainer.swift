import MessageTrace
import Synchronization

extension DependencyInjection {
    /// How long a container keeps what it makes.
    enum Lifetime: Equatable, Sendable {
        /// A new instance for every resolution.
        case transient
        /// One instance per container, made on first use and kept.
        case singleton
    }

    /// Why a container could not make something.
    enum ResolutionError: Error, Equatable, CustomStringConvertible {
        case notRegistered(String)

        var description: String {
            switch self {
            case .notRegistered(let type): "nothing is registered for '\(type)'"
            }
        }
    }

    /// A small dependency-injection container: factories registered by type, with a lifetime.
    ///
    /// Used at the composition root only, to build the object graph; the objects it builds
    /// get their dependencies through their initialisers and never see it, which is what
    /// keeps it from being a service locator.
    ///
    /// ```swift
    /// let container = DependencyContainer()
    /// container.register((any FeedClient).self, .singleton) { _ in ServerFeedClient() }
    /// container.register(FeedLoader.self, .transient) { try FeedLoader(client: $0.resolve((any FeedClient).self)) }
    /// let loader = try container.resolve(FeedLoader.self)
    /// ```
    final class DependencyContainer: Sendable {
        private struct Registration: Sendable {
            let lifetime: Lifetime
            let make: @Sendable (DependencyContainer) throws -> any Sendable
        }

        private struct Store {
            var registrations: [ObjectIdentifier: Registration] = [:]
            var singletons: [ObjectIdentifier: any Sendable] = [:]
        }

        private let store = Mutex(Store())

        /// Registers how to make a `type`, and how long to keep it.
        func register<T: Sendable>(
            _ type: T.Type, _ lifetime: Lifetime, make: @escaping @Sendable (DependencyContainer) throws -> T
        ) {
            store.withLock {
                $0.registrations[ObjectIdentifier(type)] = Registration(lifetime: lifetime, make: { try make($0) })
            }
        }

        /// A `type`, made by its factory or, for a singleton already made, the kept one.
        ///
        /// The factory runs outside the lock, so it may resolve its own dependencies.
        func resolve<T>(_ type: T.Type) throws -> T {
            let key = ObjectIdentifier(type)
            let (registration, kept) = store.withLock { ($0.registrations[key], $0.singletons[key]) }
            if let kept = kept as? T {
                Trace.note(over: "DependencyContainer", "reuses its singleton '\(type)'")
                return kept
            }
            guard let registration else { throw ResolutionError.notRegistered("\(type)") }
            let made = try registration.make(self)
            guard registration.lifetime == .singleton else { return try cast(made, type) }
            let winner = store.withLock { state -> any Sendable in
                if let existing = state.singletons[key] { return existing }
                state.singletons[key] = made
                return made
            }
            return try cast(winner, type)
        }

        private func cast<T>(_ value: any Sendable, _ type: T.Type) throws -> T {
            guard let value = value as? T else { throw ResolutionError.notRegistered("\(type)") }
            return value
        }
    }
}

extension DependencyInjection {
    /// The composition root: the one place that knows every concrete type and wires them.
    ///
    /// ```swift
    /// let loader = try AppAssembly.container().resolve(FeedLoader.self)
    /// ```
    enum AppAssembly {
        /// The app's container: one client per container, a new loader per request.
        static func container() -> DependencyContainer {
            let container = DependencyContainer()
            container.register((any FeedClient).self, .singleton) { _ in
                Trace.call(from: "DependencyContainer", to: "ServerFeedClient", "init()")
                return ServerFeedClient()
            }
            container.register(FeedLoader.self, .transient) { container in
                let client = try container.resolve((any FeedClient).self)
                Trace.call(from: "DependencyContainer", to: "FeedLoader", "init(client:)")
                return FeedLoader(client: client)
            }
            return container
        }
    }
}
