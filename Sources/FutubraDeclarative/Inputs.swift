/// How the graph decides whether a view's inputs changed: whether to evaluate its body again
/// when its parent's body made it anew.
///
/// SwiftUI compares a view's stored properties itself, field by field, and evaluates the
/// body again only when one differs. The kit does the same with reflection: a view that is
/// `Equatable` is compared with its own `==` (what SwiftUI's `.equatable()` does); otherwise
/// each stored property is compared: an object by identity (an `@Observable` model passed
/// down is the same model, and what changes inside it reaches the view by observation), a
/// binding by where it points, an `Equatable` value with `==`, a struct or a tuple field by
/// field. ``State``, ``StateObject`` and ``Environment`` are skipped: they are the graph's,
/// not inputs; an ``ObservedObject`` is compared by the identity of its object.
/// Anything else, a closure above all, cannot be compared and counts as changed: a view
/// handed a closure is evaluated again every time its parent is.
@MainActor
enum Inputs {
    /// Whether `old` and `new` are the same input.
    ///
    /// With `equatableOnly`, only an `Equatable` pair can be the same (what a ``State`` write
    /// checks before notifying).
    static func same(_ old: Any, _ new: Any, equatableOnly: Bool = false) -> Bool {
        if let equatable = old as? any Equatable {
            return equatable.isEqual(to: new)
        }
        return equatableOnly ? false : sameFields(old, new, depth: 0)
    }

    /// Whether a stored property is the graph's, not an input: ``State`` and ``Environment``
    /// are; ``ObservedObject`` is an input too (the object it was handed is compared).
    private static func isGraphOwned(_ value: Any) -> Bool {
        value is any DynamicProperty && !(value is any ViewInput)
    }

    private static func sameFields(_ old: Any, _ new: Any, depth: Int) -> Bool {
        guard type(of: old) == type(of: new), depth < 4 else { return false }
        if let input = old as? any ViewInput { return input.sameInput(as: new) }
        if let equatable = old as? any Equatable { return equatable.isEqual(to: new) }
        let (oldMirror, newMirror) = (Mirror(reflecting: old), Mirror(reflecting: new))
        switch oldMirror.displayStyle {
        case .class:
            return ObjectIdentifier(old as AnyObject) == ObjectIdentifier(new as AnyObject)
        case .struct, .tuple:
            return zip(oldMirror.children, newMirror.children).allSatisfy { old, new in
                isGraphOwned(old.value) || sameFields(old.value, new.value, depth: depth + 1)
            }
        case .optional:
            switch (oldMirror.children.first, newMirror.children.first) {
            case (nil, nil): return true
            case (let old?, let new?): return sameFields(old.value, new.value, depth: depth + 1)
            default: return false
            }
        default:
            return false
        }
    }
}

/// A property wrapper of a view that belongs to the graph, not to the view's inputs:
/// before each evaluation of the body, the graph gives it the node it lives in.
@MainActor
protocol DynamicProperty {
    func install(in node: Node, label: String)
}

/// A view input the graph compares in its own way.
@MainActor
protocol ViewInput {
    func sameInput(as other: Any) -> Bool
}

extension Binding: ViewInput {
    func sameInput(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let location else { return false }
        return location == other.location
    }
}

extension Bindable: ViewInput {
    func sameInput(as other: Any) -> Bool {
        (other as? Bindable<Object>)?.wrappedValue === wrappedValue
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
