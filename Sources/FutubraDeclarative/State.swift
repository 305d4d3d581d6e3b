import Observation

/// Storage a view owns, kept by the graph for as long as the view's identity lives.
///
/// A view is a struct that is made again every time its parent's body runs; `@State` is how
/// a value outlives that. The first time the view's node is built, the graph adopts the
/// state's storage; every later copy of the view is pointed at that same storage before
/// its body runs, and the initial value it was made with is ignored. The storage is
/// observable, so a body that read the value is evaluated again when it changes, and only
/// then (writing the same `Equatable` value changes nothing, as `@Observable` does).
///
/// ```swift
/// struct Composer: View {
///     @State private var draft = ""
///     var body: any View { TextField("Write a comment", text: $draft) }
/// }
/// ```
///
/// As in SwiftUI, the initial value expression runs every time the view struct is made,
/// even though only the first result is kept: an `@Observable` model created as
/// `@State var model = FeedModel()` is created, and thrown away, at each evaluation of the
/// parent. Reading the value before the view is in a graph gives the initial value.
@MainActor
@propertyWrapper
package struct State<Value> {
    let slot: StateSlot<Value>

    /// State starting at `wrappedValue`, used only the first time the view is built.
    package init(wrappedValue: Value) {
        slot = StateSlot(StateBox(wrappedValue))
    }

    /// State starting at `initialValue` (for an initializer that sets `_draft = State(initialValue: …)`).
    package init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The value, read from and written to the storage the graph keeps.
    package var wrappedValue: Value {
        get { slot.box.value }
        nonmutating set { slot.box.value = newValue }
    }

    /// A binding to the storage, for a child that edits it (`TextField(…, text: $draft)`).
    package var projectedValue: Binding<Value> {
        let box = slot.box
        return Binding(get: { box.value }, set: { box.value = $0 }, location: .object(ObjectIdentifier(box)))
    }
}

extension State: DynamicProperty {
    func install(in node: Node, label: String) {
        if let kept = node.storage[label] as? StateBox<Value> {
            slot.box = kept
        } else {
            node.storage[label] = slot.box
            slot.box.graph = node.graph
        }
    }
}

/// Where a ``State`` finds its storage: its own box until the graph points it at the node's.
@MainActor
final class StateSlot<Value> {
    var box: StateBox<Value>

    init(_ box: StateBox<Value>) {
        self.box = box
    }
}

/// One value, observable: reads are tracked and writes notify, as an `@Observable` property.
///
/// It uses an `ObservationRegistrar` directly (what the `@Observable` macro writes for you),
/// and tells the graph when it is written while a body is being evaluated, which SwiftUI
/// reports as "Modifying state during view update, this will cause undefined behavior".
@MainActor
final class StateBox<Value>: Observable {
    private let registrar = ObservationRegistrar()
    private var stored: Value
    /// The graph of the node that owns this storage, once it has one.
    weak var graph: ViewGraph?

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            if Inputs.same(stored, newValue, equatableOnly: true) { return }
            graph?.noteStateWrite()
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }
}
