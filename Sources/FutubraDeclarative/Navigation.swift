/// A list of values, each standing for a screen pushed on a ``NavigationStack``.
///
/// Type-erased, as SwiftUI's: it can hold values of different `Hashable` types, and a stack
/// shows each with the destination registered for its type. An app that navigates with one
/// type of value usually binds a typed array instead (`[FeedRoute]`), which a stack takes too.
package struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    package init() {
        elements = []
    }

    /// A path holding `elements`, first pushed first.
    package init<Elements: Sequence>(_ elements: Elements) where Elements.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed.
    package var count: Int { elements.count }

    /// Whether the stack shows its root.
    package var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    package mutating func append<Value: Hashable>(_ value: Value) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `count` values.
    package mutating func removeLast(_ count: Int = 1) {
        elements.removeLast(Swift.min(count, elements.count))
    }
}

/// A stack of screens driven by a path of values: the root, then one screen per value.
///
/// The stack keeps no list of screens of its own. With a binding (`NavigationStack(path:
/// $router.path)`), the path the app owns *is* the navigation: assigning it shows exactly
/// those screens, and the bar's `[< Back]` and a ``NavigationLink`` write it through the
/// binding, so the owner always knows what is on screen. Without one, the stack keeps the
/// path in its own state.
///
/// The bar shows the top screen's `.navigationTitle(_:)` (a preference the stack reads and
/// does not pass on), with `[< Back]` before it below the root. Each value is shown by the
/// destination registered for its type with `.navigationDestination(for:destination:)`
/// inside the root; the screens under the top one stay in the graph with their state, but
/// are not drawn, and their `.task`s are cancelled until they are on top again.
package struct NavigationStack: View, Primitive {
    let root: any View
    let path: PathAccess?

    /// A stack that keeps its own path.
    package init(root: any View) {
        self.root = root
        path = nil
    }

    /// A stack showing `path`, a type-erased ``NavigationPath`` the app owns.
    package init(path: Binding<NavigationPath>, root: any View) {
        self.root = root
        self.path = PathAccess(
            read: { path.wrappedValue.elements },
            write: { path.wrappedValue = NavigationPath(elements: $0) },
            location: path.location)
    }

    /// A stack showing `path`, an array of one type of value the app owns.
    package init<Route: Hashable>(path: Binding<[Route]>, root: any View) {
        self.root = root
        self.path = PathAccess(
            read: { path.wrappedValue.map { AnyHashable($0) } },
            write: { path.wrappedValue = $0.compactMap { $0.base as? Route } },
            location: path.location)
    }

    /// A built-in view draws itself; its body is never evaluated.
    package var body: any View { self }

    /// The path's elements and how to write them, from the binding or the stack's own state.
    func access(in node: Node) -> PathAccess {
        if let path { return path }
        let box: StateBox<[AnyHashable]>
        if let kept = node.storage["path"] as? StateBox<[AnyHashable]> {
            box = kept
        } else {
            box = StateBox([])
            node.storage["path"] = box
        }
        return PathAccess(read: { box.value }, write: { box.value = $0 }, location: nil)
    }

    func environment(for children: EnvironmentValues, in node: Node) -> EnvironmentValues {
        let access = access(in: node)
        var environment = children
        environment.navigation = NavigationContext { access.write(access.read() + [$0]) }
        return environment
    }

    func draw(_ children: [[Line]], in node: Node) -> [Line] {
        guard let top = node.children.last, let lines = children.last else { return [] }
        let title = top.preferences.value(NavigationTitleKey.self) ?? ""
        var bar: [Segment] = []
        if node.children.count > 1 {
            let access = access(in: node)
            bar.append(.button("< Back", .run { access.write(Array(access.read().dropLast())) }))
        }
        if !title.isEmpty { bar.append(.text(title)) }
        return (bar.isEmpty ? [] : [Line(segments: bar)]) + lines
    }

    /// What the top screen produced, but its title, which the bar consumes.
    func preferences(_ values: inout PreferenceValues, in node: Node) {
        values = node.children.last?.preferences ?? PreferenceValues()
        values.remove(NavigationTitleKey.self)
    }
}

extension NavigationStack: CustomEvaluation {
    /// The root first, so the destinations registered inside it are known; then one screen per
    /// path value, the path read under this node's observation tracking, so a change of the
    /// path evaluates the stack again (and not the view whose body made it).
    func evaluate(_ node: Node, in graph: ViewGraph) {
        graph.reconcile(node, with: [root], keepingOthers: true)
        let destinations = node.children.first.map(graph.destinations(under:)) ?? []
        let elements = graph.tracking(node) { access(in: node).read() }
        let screens: [any View] = elements.enumerated().map { index, value in
            let destination = destinations.first { $0.type == ObjectIdentifier(type(of: value.base)) }
            guard let screen = destination?.make(value) else {
                graph.warn("no navigationDestination for a value of type \(type(of: value.base)) on the path")
                return EmptyView()
            }
            return IdentifiedView(id: AnyHashable(PathEntry(index: index, value: value)), content: screen)
        }
        graph.reconcile(node, with: [root] + screens)
    }
}

/// A screen's identity on a stack: its place on the path and its value (shown as the value).
struct PathEntry: Hashable, CustomStringConvertible {
    let index: Int
    let value: AnyHashable

    var description: String { "\(value.base)" }
}

/// A stack's path, read and written without knowing its element type.
struct PathAccess {
    let read: @MainActor () -> [AnyHashable]
    let write: @MainActor ([AnyHashable]) -> Void
    let location: BindingLocation?
}

/// What a stack offers the views inside it: pushing a value.
struct NavigationContext {
    let push: @MainActor (AnyHashable) -> Void
}

extension NavigationPath {
    init(elements: [AnyHashable]) {
        self.elements = elements
    }
}

/// Text the user selects to push `value` on the enclosing ``NavigationStack``'s path.
///
/// It knows no destination: the stack shows the value with the destination registered for
/// its type, so a row links to a post id and never to a comments screen.
package struct NavigationLink: View, Primitive {
    let title: String
    let value: AnyHashable

    /// A link titled `title` that pushes `value`.
    package init<Value: Hashable>(_ title: String, value: Value) {
        self.title = title
        self.value = AnyHashable(value)
    }

    /// A built-in view draws itself; its body is never evaluated.
    package var body: any View { self }

    func draw(_ children: [[Line]], in node: Node) -> [Line] {
        let (value, context) = (value, node.environment.navigation)
        return [Line(segments: [.link(title, .run { context?.push(value) })])]
    }
}

/// The title a navigation stack shows for its top screen.
struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: String? { nil }

    static func reduce(value: inout String?, nextValue: () -> String?) {
        value = nextValue() ?? value
    }
}

/// Screens a stack shows for path values of one type.
struct NavigationDestination {
    let type: ObjectIdentifier
    let make: @MainActor (AnyHashable) -> (any View)?
}

extension View {
    /// The title the enclosing navigation stack shows while this view is on top.
    package func navigationTitle(_ title: String) -> any View {
        preference(key: NavigationTitleKey.self, value: title)
    }

    /// Shows `destination(value)` for each value of type `Data` on the enclosing stack's path.
    package func navigationDestination<Data: Hashable>(
        for data: Data.Type, destination: @escaping @MainActor (Data) -> any View
    ) -> any View {
        ModifiedView(
            content: self,
            modifier: .destination(
                NavigationDestination(type: ObjectIdentifier(data)) { value in
                    (value.base as? Data).map(destination)
                }))
    }
}
