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

    /// Registers `type`: `make` builds an instance, and may resolve what it needs from the
    /// container it is given. TODO
    func register<Service>(
        _ type: Service.Type, _ lifetime: Lifetime, make: @escaping (DependencyContainer) throws -> Service
    ) {}

    /// An instance of `type`, as its registration's lifetime says. A type nobody registered
    /// throws a `ResolutionError` naming it. TODO
    func resolve<Service>(_ type: Service.Type) throws -> Service {
        throw ResolutionError.notWritten
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
