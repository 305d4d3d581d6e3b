import Testing

/// A dependency the injection checkers hand to your code: it records each call made to it,
/// so a check sees which object a type really used.
public final class RecordingDependency {
    /// The name the checker gave it (`store A`, `store B`).
    public let name: String
    /// What was asked of it, in order.
    public private(set) var calls: [String] = []

    /// A dependency called `name`, asked nothing yet.
    public init(name: String) {
        self.name = name
    }

    /// Records one call; returns the dependency's name, which a double can answer with.
    @discardableResult
    public func record(_ call: String) -> String {
        calls.append(call)
        return name
    }
}

/// Checks constructor injection: a type uses the dependency it was given in its initializer,
/// not one it looks up itself (a service locator, a shared instance, a global).
///
/// `make` builds your type from one of the checker's ``RecordingDependency`` objects (wrap
/// it in your own protocol's double); `use` makes it do one piece of work that needs the
/// dependency. The checker makes two of your objects, with two dependencies, before it uses
/// either, then uses the first, then the second: each must reach its own dependency and
/// only that one. A type that registers what it is given in a locator and looks it up there
/// later reaches the second dependency from the first object; one that reaches a shared
/// instance reaches neither.
///
/// ```swift
/// checkConstructorInjection(
///     make: { dependency in FeedScreen(store: StoreDouble(dependency)) },
///     use: { screen in _ = screen.titles() })
/// ```
public func checkConstructorInjection<Object>(
    make: (RecordingDependency) -> Object,
    use: (Object) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let property = "a type uses the dependency it was given in its initializer, and only that one"
    let identity: (String) -> String = { $0 }
    runClauses([property], property: identity, at: sourceLocation) { property in
        let first = RecordingDependency(name: "store A")
        let second = RecordingDependency(name: "store B")
        let firstObject = make(first)
        let secondObject = make(second)
        use(firstObject)
        let afterFirst = (first.calls.count, second.calls.count)
        use(secondObject)
        let afterSecond = (first.calls.count - afterFirst.0, second.calls.count - afterFirst.1)
        if afterFirst.0 > 0 && afterFirst.1 == 0 && afterSecond.0 == 0 && afterSecond.1 > 0 { return nil }
        func reached(_ calls: (Int, Int)) -> String {
            switch (calls.0 > 0, calls.1 > 0) {
            case (true, true): "both stores"
            case (true, false): "store A"
            case (false, true): "store B"
            case (false, false): "neither store"
            }
        }
        return Violation(
            property: property,
            observed:
                "the object made with store A reached \(reached(afterFirst)), and the one made with store B reached \(reached(afterSecond))"
        )
    }
}

/// How long a registered service lives, as the container contract asks for it.
public enum ContractLifetime: Sendable, CustomStringConvertible {
    /// One instance, made on the first resolve and given to every resolve after it.
    case shared
    /// A new instance on every resolve.
    case transient

    public var description: String {
        switch self {
        case .shared: "shared"
        case .transient: "transient"
        }
    }
}

/// The service the container contract registers and resolves: an object whose identity
/// shows which instance a resolve gave.
public final class ServiceProbe {
    /// A probe; the checker's factory makes them, counting each one.
    public init() {}
}

/// Checks the contract of a dependency-injection container with lifetimes: a shared service
/// is made once and every resolve gives that instance; a transient service is made anew on
/// every resolve; resolving a service nobody registered is an error (thrown, not a crash)
/// that names the service's type.
///
/// `make` returns an empty container; `register` registers ``ServiceProbe`` with the
/// lifetime given and the factory given (call it to make the probe); `resolve` resolves
/// ``ServiceProbe``. Each property is checked on a fresh container.
///
/// ```swift
/// checkContainerContract(
///     make: { Container() },
///     register: { container, lifetime, factory in
///         container.register(ServiceProbe.self, lifetime == .shared ? .shared : .transient) { _ in factory() }
///     },
///     resolve: { container in try container.resolve(ServiceProbe.self) })
/// ```
public func checkContainerContract<Container>(
    make: () -> Container,
    register: (Container, ContractLifetime, _ factory: @escaping () -> ServiceProbe) -> Void,
    resolve: (Container) throws -> ServiceProbe,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    runClauses(ContainerCheck.allCases, property: \.property, at: sourceLocation) { check in
        let container = make()
        var made = 0
        let factory = {
            made += 1
            return ServiceProbe()
        }
        func resolveTwice() -> Result<(ServiceProbe, ServiceProbe), any Error> {
            Result { (try resolve(container), try resolve(container)) }
        }
        switch check {
        case .sharedOnce, .transientEachTime:
            let lifetime: ContractLifetime = check == .sharedOnce ? .shared : .transient
            register(container, lifetime, factory)
            let expected = check == .sharedOnce ? 1 : 2
            switch resolveTwice() {
            case .failure(let error):
                return Violation(
                    property: check.property, observed: "resolving a registered \(lifetime) service threw \(error)")
            case .success(let (first, second)):
                let same = first === second
                guard same != (check == .sharedOnce) || made != expected else { return nil }
                return Violation(
                    property: check.property,
                    observed:
                        "two resolves of a \(lifetime) service gave \(same ? "the same instance" : "two different instances"), and its factory ran \(counted(made, "time"))"
                )
            }
        case .missingIsAnError:
            do {
                let probe = try resolve(container)
                _ = probe
                return Violation(property: check.property, observed: "resolving it returned an instance")
            } catch {
                let message = "\(error)"
                guard !message.contains("ServiceProbe") else { return nil }
                return Violation(
                    property: check.property, observed: "the error was '\(message)', which does not name ServiceProbe")
            }
        }
    }
}

/// The clauses of the container contract.
private enum ContainerCheck: CaseIterable {
    case sharedOnce, transientEachTime, missingIsAnError

    var property: String {
        switch self {
        case .sharedOnce: "a shared service is made once, and every resolve gives that same instance"
        case .transientEachTime: "a transient service is made anew on every resolve"
        case .missingIsAnError:
            "resolving a service nobody registered throws an error that names its type (not a crash)"
        }
    }
}
