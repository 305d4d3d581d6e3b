import Observation
import Synchronization

/// The graph behind a ``ViewHost``: the tree of nodes, what is dirty, and the update that
/// evaluates exactly the bodies whose reads changed.
///
/// An update: take the nodes observation invalidated; evaluate, top down, every dirty node,
/// reconciling each new body with the node's children (a child is evaluated again only when
/// it is dirty, its inputs differ, or an environment value it read differs); gather the
/// preferences bottom up; start and stop what appeared and disappeared; run the actions
/// that follow an update (`.onAppear`, `.onPreferenceChange`). If they changed state, update
/// again, up to ``maximumPasses`` times.
@MainActor
final class ViewGraph {
    /// How many passes one update may take before it gives up and warns, as SwiftUI does when
    /// a preference handler keeps changing what produced the preference.
    static let maximumPasses = 8

    private let rootView: any View
    private let rootEnvironment: EnvironmentValues
    private(set) var root: Node?
    private var nodes: [Int: Node] = [:]
    private var nextID = 0
    private let invalidations = Invalidations()
    /// The nodes to evaluate at the next pass.
    private(set) var dirty: Set<Int> = []
    /// Every body evaluated, in order.
    var evaluations: [Evaluation] = []
    /// What went wrong that SwiftUI would log.
    private(set) var warnings: [String] = []
    private var isEvaluatingBody = false
    private var pendingActions: [@MainActor () -> Void] = []
    private var visible: [Int: Node] = [:]
    /// The tasks started and not yet waited for, in the order they started.
    private var tasks: [Task<Void, Never>] = []

    init(root: any View, environment: EnvironmentValues) {
        rootView = root
        rootEnvironment = environment
    }

    // MARK: Updating

    /// Brings the tree up to date with every change made since the last update.
    func update() {
        for _ in 0..<Self.maximumPasses {
            for (id, generation) in invalidations.take() where nodes[id]?.generation == generation {
                dirty.insert(id)
            }
            if let root {
                flush(root)
            } else {
                let node = makeNode(rootView, key: NodeKey(rootView, position: 0), itemID: nil, rootEnvironment)
                root = node
                evaluate(node)
            }
            guard let root else { return }
            gatherPreferences(root)
            updateVisibility(root)
            let actions = pendingActions
            pendingActions = []
            for action in actions { action() }
            if dirty.isEmpty && invalidations.isEmpty { return }
        }
        warn("the update did not settle after \(Self.maximumPasses) passes: an action keeps changing what it reacts to")
    }

    /// Evaluates the dirty nodes of `node`'s subtree, parents before children.
    private func flush(_ node: Node) {
        if node.isDirty { evaluate(node) }
        for child in node.children {
            flush(child)
        }
    }

    /// Evaluates `node`'s view and reconciles its children with the result.
    func evaluate(_ node: Node) {
        dirty.remove(node.id)
        if let custom = node.view as? any CustomEvaluation {
            custom.evaluate(node, in: self)
        } else if let primitive = node.view as? any Primitive {
            reconcile(node, with: tracking(node) { primitive.children(in: node) })
        } else {
            node.environmentReads = [:]
            node.observedNow = []
            for property in Mirror(reflecting: node.view).children {
                (property.value as? any DynamicProperty)?.install(in: node, label: property.label ?? "")
            }
            evaluations.append(Evaluation(view: "\(type(of: node.view))", id: node.itemID.map { "\($0.base)" }))
            let view = node.view
            isEvaluatingBody = true
            let body = tracking(node) { view.body }
            isEvaluatingBody = false
            node.dropUnusedSubscriptions()
            reconcile(node, with: [body])
        }
    }

    /// Runs `read` under observation tracking for `node`: a change of anything it read
    /// marks the node dirty (once; the next evaluation arms a new tracking).
    func tracking<Result>(_ node: Node, _ read: () -> Result) -> Result {
        node.generation += 1
        let (id, generation, invalidations) = (node.id, node.generation, invalidations)
        return withObservationTracking(read) { invalidations.mark(id, generation) }
    }

    /// Matches `views` with `node`'s children by identity: a match is updated, a new view
    /// gets a new node (evaluated at once), a child with no view left is removed. With
    /// `keepingOthers`, children that match none of `views` stay, after the matched ones.
    func reconcile(_ node: Node, with views: [any View], keepingOthers: Bool = false) {
        let environment =
            (node.view as? any Primitive)?.environment(for: node.environment, in: node) ?? node.environment
        var old = node.children
        var children: [Node] = []
        for (position, view) in views.enumerated() {
            let key = NodeKey(view, position: position)
            if let match = old.firstIndex(where: { $0.key == key }) {
                let child = old.remove(at: match)
                update(child, to: view, environment: environment)
                children.append(child)
            } else {
                let itemID = (view as? IdentifiedView)?.id ?? node.itemID
                let child = makeNode(view, key: key, itemID: itemID, environment)
                children.append(child)
                evaluate(child)
            }
        }
        if keepingOthers {
            children += old
        } else {
            for gone in old { remove(gone) }
        }
        node.children = children
    }

    /// A child matched a new view: evaluate it again only if something it depends on changed.
    private func update(_ node: Node, to view: any View, environment: EnvironmentValues) {
        let old = node.view
        node.view = view
        let environmentChanged = node.readsChange(to: environment)
        node.environment = environment
        if view is any Primitive || node.isDirty || environmentChanged || !Inputs.same(old, view) {
            evaluate(node)
        } else {
            propagate(node)
        }
    }

    /// Hands a new environment down a subtree whose views did not change: only the views
    /// that read a value that differs are evaluated.
    private func propagate(_ node: Node) {
        let environment =
            (node.view as? any Primitive)?.environment(for: node.environment, in: node) ?? node.environment
        for child in node.children {
            let changed = child.readsChange(to: environment)
            child.environment = environment
            if changed {
                evaluate(child)
            } else {
                propagate(child)
            }
        }
    }

    private func makeNode(_ view: any View, key: NodeKey, itemID: AnyHashable?, _ environment: EnvironmentValues)
        -> Node
    {
        nextID += 1
        let node = Node(graph: self, id: nextID, key: key, itemID: itemID, view: view, environment: environment)
        nodes[node.id] = node
        return node
    }

    private func remove(_ node: Node) {
        for child in node.children { remove(child) }
        nodes[node.id] = nil
        dirty.remove(node.id)
        node.tearDown()
    }

    /// Marks `node` dirty (an ``ObservableObject`` it observes announced a change).
    func markDirty(_ node: Node) {
        if nodes[node.id] === node { dirty.insert(node.id) }
    }

    /// Whether an update has something to do.
    var needsUpdate: Bool { root == nil || !dirty.isEmpty || !invalidations.isEmpty }

    // MARK: Preferences, appearance, tasks

    /// Gathers each node's preferences from its children, in order, and queues the
    /// `.onPreferenceChange` actions whose value changed.
    private func gatherPreferences(_ node: Node) {
        var values = PreferenceValues()
        for child in node.children {
            gatherPreferences(child)
            values.append(child.preferences)
        }
        (node.view as? any Primitive)?.preferences(&values, in: node)
        node.preferences = values
        guard let modified = node.view as? ModifiedView, case .onPreferenceChange(_, let observer) = modified.modifier
        else { return }
        let value = observer.read(values)
        if let reported = node.reported, observer.same(reported, value) { return }
        node.reported = value
        pendingActions.append { observer.action(value) }
    }

    /// Starts what appeared (`.task`, `.onAppear`) and stops what disappeared: a view is
    /// visible when it is in the tree and not under the top screen of a navigation stack.
    private func updateVisibility(_ root: Node) {
        var now: [Int: Node] = [:]
        func visit(_ node: Node) {
            now[node.id] = node
            let shown = node.view is NavigationStack ? Array(node.children.suffix(1)) : node.children
            for child in shown { visit(child) }
        }
        visit(root)
        for (id, node) in visible.sorted(by: { $0.key < $1.key }) where now[id] == nil {
            disappeared(node)
        }
        for (id, node) in now.sorted(by: { $0.key < $1.key }) where visible[id] == nil {
            appeared(node)
        }
        visible = now
    }

    private func appeared(_ node: Node) {
        guard let modified = node.view as? ModifiedView else { return }
        switch modified.modifier {
        case .task(let action):
            let task = Task { await action() }
            node.task = task
            tasks.append(task)
        case .onAppear(let action):
            pendingActions.append(action)
        default:
            break
        }
    }

    private func disappeared(_ node: Node) {
        node.task?.cancel()
        node.task = nil
        if let modified = node.view as? ModifiedView, case .onDisappear(let action) = modified.modifier {
            pendingActions.append(action)
        }
    }

    /// Starts `work` as a task the host waits for in ``ViewHost/settle()``.
    func start(_ work: @escaping @MainActor () async -> Void) {
        tasks.append(Task { await work() })
    }

    /// The oldest task not waited for yet, taken off the list.
    func takeTask() -> Task<Void, Never>? {
        tasks.isEmpty ? nil : tasks.removeFirst()
    }

    // MARK: Drawing, navigation, warnings

    /// The screen: every visible node's lines.
    func lines() -> [Line] {
        root.map(draw) ?? []
    }

    private func draw(_ node: Node) -> [Line] {
        let children = node.children.map(draw)
        if let primitive = node.view as? any Primitive { return primitive.draw(children, in: node) }
        return children.flatMap { $0 }
    }

    /// The navigation destinations registered in `node`'s subtree, nearest first, not
    /// looking inside nested stacks.
    func destinations(under node: Node) -> [NavigationDestination] {
        var found: [NavigationDestination] = []
        if let modified = node.view as? ModifiedView, case .destination(let destination) = modified.modifier {
            found.append(destination)
        }
        for child in node.children where !(child.view is NavigationStack) {
            found += destinations(under: child)
        }
        return found
    }

    /// A body is being evaluated and wrote state: SwiftUI's runtime warning.
    func noteStateWrite() {
        if isEvaluatingBody { warn("Modifying state during view update, this will cause undefined behavior.") }
    }

    func warn(_ message: String) {
        warnings.append(message)
    }
}

/// The nodes observation invalidated, recorded from whatever thread the change was made on
/// (`withObservationTracking` calls its `onChange` synchronously, before the new value lands).
final class Invalidations: Sendable {
    private let marked = Mutex<[(node: Int, generation: Int)]>([])

    func mark(_ node: Int, _ generation: Int) {
        marked.withLock { $0.append((node, generation)) }
    }

    func take() -> [(node: Int, generation: Int)] {
        marked.withLock { marked in
            defer { marked = [] }
            return marked
        }
    }

    var isEmpty: Bool { marked.withLock { $0.isEmpty } }
}
