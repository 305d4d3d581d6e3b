/// A view with a modifier applied: `Text("Hi").navigationTitle("Feed")`.
///
/// Modifiers wrap the view they modify, as SwiftUI's `ModifiedContent` does; each is a
/// primitive node of the graph, so an environment value set here applies to the view's
/// whole subtree, and a preference set here replaces what the subtree produced.
struct ModifiedView: View, Primitive {
    let content: any View
    let modifier: Modifier

    var body: any View { self }

    func children(in node: Node) -> [any View] { [content] }

    func environment(for children: EnvironmentValues, in node: Node) -> EnvironmentValues {
        guard case .environment(let change) = modifier else { return children }
        var environment = children
        change(&environment)
        return environment
    }

    func preferences(_ values: inout PreferenceValues, in node: Node) {
        if case .preferences(let change) = modifier { change(&values) }
    }
}

/// What a ``ModifiedView`` changes.
enum Modifier {
    /// Changes the environment of the subtree.
    case environment((inout EnvironmentValues) -> Void)
    /// Changes the preferences the subtree produced.
    case preferences((inout PreferenceValues) -> Void)
    /// Hears one preference of the subtree.
    case onPreferenceChange(ObjectIdentifier, PreferenceObserver)
    /// Registers screens for a navigation stack's path values.
    case destination(NavigationDestination)
    /// Work started when the view appears and cancelled when it disappears.
    case task(@MainActor () async -> Void)
    /// An action run when the view appears.
    case onAppear(@MainActor () -> Void)
    /// An action run when the view disappears.
    case onDisappear(@MainActor () -> Void)
}

extension View {
    /// Starts `action` when this view appears, and cancels it when the view disappears (it is
    /// removed, or covered by another screen of its navigation stack); it starts again when the
    /// view appears again. The host keeps track of it, so ``ViewHost/settle()`` waits for it.
    package func task(_ action: @escaping @MainActor () async -> Void) -> any View {
        ModifiedView(content: self, modifier: .task(action))
    }

    /// Runs `action` each time this view appears, after the update that showed it.
    package func onAppear(perform action: @escaping @MainActor () -> Void) -> any View {
        ModifiedView(content: self, modifier: .onAppear(action))
    }

    /// Runs `action` each time this view disappears, after the update that hid or removed it.
    package func onDisappear(perform action: @escaping @MainActor () -> Void) -> any View {
        ModifiedView(content: self, modifier: .onDisappear(action))
    }

    /// Gives this view an explicit identity: when `id` changes, the graph treats it as a new
    /// view, dropping the old one's state and tasks.
    package func id<ID: Hashable>(_ id: ID) -> any View {
        IdentifiedView(id: AnyHashable(id), content: self)
    }
}
