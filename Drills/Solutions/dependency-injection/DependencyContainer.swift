/// Builds the app's objects from registrations: each service type is registered once, with a
/// lifetime and a factory, and resolved by its type.
final class DependencyContainer {
    /// How long a resolved service lives.
    enum Lifetime {
        /// One instance, made on the first resolve, given to every resolve after it.
        case shared
        /// A new instance on every resolve.
        case transient
    }

    /// A registration: its lifetime, its factory, and the shared instance once made.
    private final class Registration {
        let lifetime: Lifetime
        let make: (DependencyContainer) throws -> Any
        var instance: Any?

        init(lifetime: Lifetime, make: @escaping (DependencyContainer) throws -> Any) {
            self.lifetime = lifetime
            self.make = make
        }
    }

    private var registrations: [ObjectIdentifier: Registration] = [:]

    /// Registers `type`: `make` builds an instance, and may resolve what it needs from the
    /// container it is given.
    func register<Service>(
        _ type: Service.Type, _ lifetime: Lifetime, make: @escaping (DependencyContainer) throws -> Service
    ) {
        registrations[ObjectIdentifier(type)] = Registration(lifetime: lifetime, make: make)
    }

    /// An instance of `type`, as its registration's lifetime says. A type nobody registered
    /// throws a `ResolutionError` naming it.
    func resolve<Service>(_ type: Service.Type) throws -> Service {
        guard let registration = registrations[ObjectIdentifier(type)] else {
            throw ResolutionError.notRegistered("\(type)")
        }
        if registration.lifetime == .shared, let instance = registration.instance as? Service {
            return instance
        }
        guard let instance = try registration.make(self) as? Service else {
            throw ResolutionError.notRegistered("\(type)")
        }
        if registration.lifetime == .shared {
            registration.instance = instance
        }
        return instance
    }
}

/// Why a resolve failed.
enum ResolutionError: Error, CustomStringConvertible {
    /// The skeleton's placeholder: remove it once `resolve` is written.
    case notWritten
    /// Nobody registered the type named.
    case notRegistered(String)

    var description: String {
        switch self {
        case .notWritten: "resolve is not written yet"
        case .notRegistered(let type): "nothing is registered for \(type)"
        }
    }
}
