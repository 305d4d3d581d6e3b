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
    /// A singleton is made once per container, even when several threads resolve it for the
    /// first time at once: its registration's lock is held while its factory runs, so the
    /// others wait for that one instance instead of each making their own (a factory that
    /// opens a database or a socket must not run twice). Other registrations have locks of
    /// their own, so a factory may resolve its dependencies; a factory that resolves its own
    /// type is a cycle no container can build.
    ///
    /// ```swift
    /// let container = DependencyContainer()
    /// container.register((any FeedClient).self, .singleton) { _ in ServerFeedClient() }
    /// container.register(FeedLoader.self, .transient) { try FeedLoader(client: $0.resolve((any FeedClient).self)) }
    /// let loader = try container.resolve(FeedLoader.self)
    /// ```
    final class DependencyContainer: Sendable {
        private final class Registration: Sendable {
            let lifetime: Lifetime
            let make: @Sendable (DependencyContainer) throws -> any Sendable
            /// The singleton, once made; locked while it is being made.
            let kept = Mutex<(any Sendable)?>(nil)

            init(lifetime: Lifetime, make: @escaping @Sendable (DependencyContainer) throws -> any Sendable) {
                self.lifetime = lifetime
                self.make = make
            }
        }

        private let registrations = Mutex<[ObjectIdentifier: Registration]>([:])

        /// Registers how to make a `type`, and how long to keep it.
        func register<T: Sendable>(
            _ type: T.Type, _ lifetime: Lifetime, make: @escaping @Sendable (DependencyContainer) throws -> T
        ) {
            let registration = Registration(lifetime: lifetime, make: { try make($0) })
            registrations.withLock { $0[ObjectIdentifier(type)] = registration }
        }

        /// A `type`, made by its factory or, for a singleton already made, the kept one.
        func resolve<T>(_ type: T.Type) throws -> T {
            guard let registration = registrations.withLock({ $0[ObjectIdentifier(type)] }) else {
                throw ResolutionError.notRegistered("\(type)")
            }
            guard registration.lifetime == .singleton else { return try cast(registration.make(self), type) }
            let instance = try registration.kept.withLock { kept throws -> any Sendable in
                if let kept {
                    Trace.note(over: "DependencyContainer", "reuses its singleton '\(type)'")
                    return kept
                }
                let made = try registration.make(self)
                kept = made
                return made
            }
            return try cast(instance, type)
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
