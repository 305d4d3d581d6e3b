import Observation

/// A read-write reference to a value someone else owns.
///
/// A binding stores no value: reading it asks the owner, writing it changes the owner's
/// storage, so a child that edits through a binding and its parent that owns the value can
/// never disagree. `$draft` on a ``State`` and `$model.draft` on a ``Bindable`` make one;
/// `binding.field` (dynamic member lookup) narrows it to a property of the value.
///
/// ```swift
/// struct Composer: View {
///     @Binding var draft: String          // owned by the parent
///     var body: any View { TextField("Write a comment", text: $draft) }
/// }
/// Composer(draft: $draft)
/// ```
///
/// The graph compares bindings by where they point, not by the value they read: a child
/// handed a binding to the same storage again is not evaluated again for that, and a change
/// of the value reaches it through observation of the owner's storage instead. A binding
/// made from two closures, `Binding(get:set:)`, points nowhere the graph can compare, so a
/// child given one is evaluated again whenever its parent is.
@MainActor
@propertyWrapper
@dynamicMemberLookup
package struct Binding<Value> {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) -> Void
    /// Where the binding points, when the graph can tell.
    let location: BindingLocation?

    /// A binding that reads with `get` and writes with `set`.
    package init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.init(get: get, set: set, location: nil)
    }

    init(
        get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
        location: BindingLocation?
    ) {
        read = get
        write = set
        self.location = location
    }

    /// For `@Binding var draft: String` handed `$something` in an initializer.
    package init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are dropped (for previews and tests).
    package static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The owner's value.
    package var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, so `$draft` can be passed on.
    package var projectedValue: Binding<Value> { self }

    /// A binding to one property of the value: `$post.caption`.
    package subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let (read, write) = (read, write)
        return Binding<Member>(
            get: { read()[keyPath: keyPath] },
            set: { member in
                var value = read()
                value[keyPath: keyPath] = member
                write(value)
            },
            location: location.map { .member($0.key, keyPath) })
    }
}

/// Where a binding points: a storage object, maybe narrowed by key paths.
struct BindingLocation: Hashable {
    let key: [AnyHashable]

    static func object(_ id: ObjectIdentifier) -> BindingLocation { BindingLocation(key: [id]) }

    static func member(_ base: [AnyHashable], _ path: AnyKeyPath) -> BindingLocation {
        BindingLocation(key: base + [path])
    }
}

/// Bindings into the properties of an `@Observable` object the view does not own.
///
/// `@Bindable var model: CommentsModel` lets a body write `TextField(…, text: $model.draft)`;
/// the binding reads and writes the object's property, which the object's own observation
/// tracks. It owns nothing: whoever made the object (a ``State`` up the tree, an app root)
/// keeps it alive.
@MainActor
@propertyWrapper
@dynamicMemberLookup
package struct Bindable<Object: AnyObject & Observable> {
    /// The object.
    package var wrappedValue: Object

    /// Bindings into `wrappedValue`.
    package init(wrappedValue: Object) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings into `object`, for a local `@Bindable var model = model` in a body.
    package init(_ object: Object) {
        wrappedValue = object
    }

    /// Itself, so `$model.draft` reaches the dynamic member below.
    package var projectedValue: Bindable<Object> { self }

    /// A binding to one property of the object.
    package subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>) -> Binding<Value> {
        let object = wrappedValue
        return Binding(
            get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
            location: .member([ObjectIdentifier(object)], keyPath))
    }
}
