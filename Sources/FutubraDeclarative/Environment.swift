import Observation

/// A key for a value of the ``EnvironmentValues``, with the value a view reads when no
/// ancestor set one.
///
/// ```swift
/// private struct FeedServiceKey: EnvironmentKey {
///     static let defaultValue = FeedService.unimplemented
/// }
/// extension EnvironmentValues {
///     var feedService: FeedService {
///         get { self[FeedServiceKey.self] }
///         set { self[FeedServiceKey.self] = newValue }
///     }
/// }
/// ```
///
/// SwiftUI's `@Entry` macro writes the key and the property in one line; without macros
/// here, they are written by hand, as before iOS 18.
package protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// What a view reads when no ancestor set a value.
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: each view sees what its nearest ancestor set.
///
/// `.environment(\.feedService, live)` sets a value for a view and everything under it; a
/// view reads it with `@Environment(\.feedService)`. Objects are kept apart, by their type:
/// `.environment(model)` and `@Environment(FeedModel.self)` for an `@Observable` object,
/// `.environmentObject(model)` and ``EnvironmentObject`` for an ``ObservableObject``.
package struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// No values set: every key reads its default.
    package init() {}

    /// The value for `key`, or its default when no ancestor set one.
    package subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `type` an ancestor put in, if any.
    func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    /// Puts `object` in, for its type.
    mutating func setObject<Object: AnyObject>(_ object: Object) {
        objects[ObjectIdentifier(Object.self)] = object
    }

    /// Where the navigation stack around a view takes new path values (a ``NavigationLink``'s).
    var navigation: NavigationContext? {
        get { values[ObjectIdentifier(NavigationContext.self)] as? NavigationContext }
        set { values[ObjectIdentifier(NavigationContext.self)] = newValue }
    }
}

/// Reads a value an ancestor set in the environment.
///
/// `@Environment(\.feedService) private var service` reads a keyed value;
/// `@Environment(FeedModel.self) private var model` reads an `@Observable` object by type,
/// and stops the app when no ancestor put one in (the message says which), as SwiftUI does;
/// `@Environment(FeedModel.self) private var model: FeedModel?` reads it as an optional.
///
/// The graph remembers which values a body read: when an ancestor sets a different value,
/// only the views that read it are evaluated again.
@MainActor
@propertyWrapper
package struct Environment<Value> {
    private let read: @MainActor (Node?) -> Value
    let link = NodeLink()

    /// The value at `keyPath` of the environment.
    package init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { node in
            guard let node else { return EnvironmentValues()[keyPath: keyPath] }
            node.noteEnvironmentRead(keyPath) { old, new in Inputs.same(old[keyPath: keyPath], new[keyPath: keyPath]) }
            return node.environment[keyPath: keyPath]
        }
    }

    /// The `@Observable` object of type `Value` an ancestor put in with `.environment(_:)`.
    package init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { node in
            guard let object = Self.object(objectType, in: node) else {
                preconditionFailure(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
                )
            }
            return object
        }
    }

    /// The `@Observable` object of type `Object` an ancestor put in, or `nil`.
    package init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        read = { node in Self.object(objectType, in: node) }
    }

    private static func object<Object: AnyObject>(_ type: Object.Type, in node: Node?) -> Object? {
        guard let node else { return nil }
        node.noteEnvironmentRead(ObjectIdentifier(type)) { old, new in old.object(type) === new.object(type) }
        return node.environment.object(type)
    }

    /// The value the nearest ancestor set.
    package var wrappedValue: Value { read(link.node) }
}

extension Environment: DynamicProperty {
    func install(in node: Node, label: String) {
        link.node = node
    }
}

/// How a property wrapper of a view finds the node its view is evaluated in.
@MainActor
final class NodeLink {
    weak var node: Node?
}

extension View {
    /// Sets the environment value at `keyPath` to `value` for this view and everything under it.
    package func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> any View {
        ModifiedView(content: self, modifier: .environment { $0[keyPath: keyPath] = value })
    }

    /// Puts the `@Observable` `object` in the environment of this view and everything under it,
    /// for `@Environment(Object.self)`.
    package func environment<Object: AnyObject & Observable>(_ object: Object) -> any View {
        ModifiedView(content: self, modifier: .environment { $0.setObject(object) })
    }
}
