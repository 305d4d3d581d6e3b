/// The stored properties of a value or an object, as Swift's reflection sees them.
///
/// The family measures state with it: how many fields a type holds (a god object, a large
/// class), every value of the family's own types that an object holds however deep it is
/// nested, and the chain of fields an object goes through to reach another (a middle man).
///
/// ```swift
/// StoredState.names(of: FeedRouter())   // ["stack"]
/// StoredState.path(to: Feed.self, in: Couplers.MiddleMan.Before.FeedScreen())   // ["manager", "feed"]
/// ```
enum StoredState {
    /// The names of `subject`'s stored properties, in declaration order.
    static func names(of subject: Any) -> [String] {
        Mirror(reflecting: subject).children.compactMap(\.label)
    }

    /// The shortest chain of stored properties from `subject` to a value of exactly `type`:
    /// `[]` when `subject` is one, `nil` when none is reachable.
    static func path(to type: Any.Type, in subject: Any) -> [String]? {
        var queue: [(value: Any, path: [String])] = [(subject, [])]
        var seen: Set<ObjectIdentifier> = []
        while !queue.isEmpty {
            let (value, path) = queue.removeFirst()
            if Swift.type(of: value) == type { return path }
            if Mirror(reflecting: value).displayStyle == .class {
                guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { continue }
            }
            for child in Mirror(reflecting: value).children {
                queue.append((child.value, path + [child.label ?? "_"]))
            }
        }
        return nil
    }

    /// Every value held by `subject`, at any depth (through stored properties, optionals and
    /// collections), whose type's full name starts with one of `modules` followed by a dot,
    /// `subject` itself included: the parts a check of "no type holds too much" must look at,
    /// so that a type hidden inside one field of another is seen too.
    static func parts(of subject: Any, declaredIn modules: [String]) -> [(path: [String], value: Any)] {
        var found: [(path: [String], value: Any)] = []
        var queue: [(value: Any, path: [String])] = [(subject, [])]
        var seen: Set<ObjectIdentifier> = []
        while !queue.isEmpty {
            let (value, path) = queue.removeFirst()
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { continue }
            }
            let name = String(reflecting: Swift.type(of: value))
            if modules.contains(where: { name.hasPrefix($0 + ".") }) { found.append((path, value)) }
            for child in mirror.children {
                queue.append((child.value, path + [child.label ?? "_"]))
            }
        }
        return found
    }
}

extension StoredState {
    /// The whole state of `subject` as reflection prints it: every stored property, nested
    /// values and objects included, with no addresses. Two snapshots are equal when every
    /// field is, including fields nobody thought to list.
    static func snapshot(of subject: Any) -> String {
        var text = ""
        dump(subject, to: &text)
        return text
    }
}
