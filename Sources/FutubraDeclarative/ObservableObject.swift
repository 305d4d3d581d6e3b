/// An object that announces, before any of its properties changes, that it will change:
/// the observation SwiftUI used before the Observation framework (iOS 13 to 16).
///
/// A view that holds one through ``StateObject``, ``ObservedObject`` or ``EnvironmentObject``
/// is evaluated again on every announcement, whatever its body read: the whole object is
/// observed, not the properties read. That is the difference `@Observable` makes, and why a
/// screen built on `ObservableObject` re-renders more than it needs to.
///
/// ```swift
/// final class FeedStore: ObservableObject {
///     let objectWillChange = ObjectWillChangePublisher()
///     var posts: [Post] = [] { willSet { objectWillChange.send() } }
/// }
/// ```
///
/// Without Combine here, the object sends ``ObjectWillChangePublisher/send()`` itself in
/// `willSet`; SwiftUI's `@Published` does exactly that for each property it wraps.
@MainActor
package protocol ObservableObject: AnyObject {
    /// Announces a change before it happens.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// The announcement an ``ObservableObject`` sends before it changes, as Combine's
/// `ObservableObjectPublisher`.
@MainActor
package final class ObjectWillChangePublisher {
    private var subscribers: [(token: Int, hear: @MainActor () -> Void)] = []
    private var nextToken = 0

    /// A publisher nobody hears yet.
    package init() {}

    /// Tells every subscriber that the object is about to change.
    package func send() {
        for subscriber in subscribers {
            subscriber.hear()
        }
    }

    /// Adds `hear`; the token removes it.
    func subscribe(_ hear: @escaping @MainActor () -> Void) -> Int {
        nextToken += 1
        subscribers.append((nextToken, hear))
        return nextToken
    }

    func cancel(_ token: Int) {
        subscribers.removeAll { $0.token == token }
    }

    /// How many views hear this object.
    package var subscriberCount: Int { subscribers.count }
}

/// An ``ObservableObject`` a view creates and owns, made once for the view's lifetime.
///
/// The initial value is an autoclosure: the graph calls it the first time the view's node is
/// built and keeps the object in the node; every later copy of the view gets that object,
/// and its autoclosure is never called. Compare ``ObservedObject``, which owns nothing.
@MainActor
@propertyWrapper
package struct StateObject<Object: ObservableObject> {
    let slot: ObjectSlot<Object>

    /// An object made by `wrappedValue` the first time the view is built, and only then.
    package init(wrappedValue: @autoclosure @escaping @MainActor () -> Object) {
        slot = ObjectSlot(wrappedValue)
    }

    /// The object the graph keeps for this view.
    package var wrappedValue: Object { slot.object }
}

extension StateObject: DynamicProperty {
    func install(in node: Node, label: String) {
        if let kept = node.storage[label] as? Object {
            slot.made = kept
        } else {
            node.storage[label] = slot.object
        }
        node.observe(slot.object.objectWillChange)
    }
}

/// Makes an object on first use.
@MainActor
final class ObjectSlot<Object> {
    private let make: @MainActor () -> Object
    var made: Object?

    init(_ make: @escaping @MainActor () -> Object) {
        self.make = make
    }

    var object: Object {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// An ``ObservableObject`` a view is handed and observes, without owning it.
///
/// The view is evaluated again on every announcement of the object. Creating the object in
/// place (`@ObservedObject var model = FeedStore()`) is the classic bug: each time the
/// parent's body runs, the view is made again with a new object, and whatever the old one
/// held is lost.
@MainActor
@propertyWrapper
package struct ObservedObject<Object: ObservableObject> {
    /// The object.
    package var wrappedValue: Object

    /// Observes `wrappedValue`.
    package init(wrappedValue: Object) {
        self.wrappedValue = wrappedValue
    }
}

extension ObservedObject: DynamicProperty {
    func install(in node: Node, label: String) {
        node.observe(wrappedValue.objectWillChange)
    }
}

extension ObservedObject: ViewInput {
    func sameInput(as other: Any) -> Bool {
        (other as? ObservedObject<Object>)?.wrappedValue === wrappedValue
    }
}

/// An ``ObservableObject`` an ancestor put in the environment with `.environmentObject(_:)`.
///
/// Reading it when no ancestor put one in stops the app, with the message SwiftUI gives.
@MainActor
@propertyWrapper
package struct EnvironmentObject<Object: ObservableObject> {
    let link = NodeLink()

    /// The object of type `Object` from the environment.
    package init() {}

    /// The object the nearest ancestor put in.
    package var wrappedValue: Object {
        guard let object = link.node?.environment.object(Object.self) else {
            preconditionFailure(
                "No ObservableObject of type \(Object.self) found. A View.environmentObject(_:) for \(Object.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }
}

extension EnvironmentObject: DynamicProperty {
    func install(in node: Node, label: String) {
        link.node = node
        node.noteEnvironmentRead(ObjectIdentifier(Object.self)) { old, new in
            old.object(Object.self) === new.object(Object.self)
        }
        if let object = node.environment.object(Object.self) {
            node.observe(object.objectWillChange)
        }
    }
}

extension View {
    /// Puts the ``ObservableObject`` `object` in the environment of this view and everything
    /// under it, for ``EnvironmentObject``.
    package func environmentObject<Object: ObservableObject>(_ object: Object) -> any View {
        ModifiedView(content: self, modifier: .environment { $0.setObject(object) })
    }
}
