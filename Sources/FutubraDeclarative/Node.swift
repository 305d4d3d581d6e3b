/// One view identity in the graph: the view's latest value, what it owns, and what it read.
///
/// A node lives as long as its view keeps its identity (type and place among its siblings,
/// or explicit id); the view values come and go at each evaluation of the parent's body.
@MainActor
final class Node {
    /// The graph that owns the node (and outlives it: nodes live only in its tree).
    unowned let graph: ViewGraph
    /// A number the graph finds the node by when an observation invalidates it.
    let id: Int
    /// The identity among its siblings.
    let key: NodeKey
    /// The nearest explicit id at or above this node (a row's post id), for the evaluation log.
    let itemID: AnyHashable?
    /// The latest value of the view.
    var view: any View
    /// The environment the view sees.
    var environment: EnvironmentValues
    /// The nodes of the views under this one, in order.
    var children: [Node] = []
    /// Storage the view owns: ``State`` boxes and ``StateObject``s, by property name.
    var storage: [String: AnyObject] = [:]
    /// Bumped at every tracked evaluation, so an observation armed by an older one is ignored.
    var generation = 0
    /// What the body read from the environment, with how to tell whether it changed.
    var environmentReads: [AnyHashable: (EnvironmentValues, EnvironmentValues) -> Bool] = [:]
    /// The ``ObservableObject``s the view observes, and the subscription to each.
    var subscriptions: [ObjectIdentifier: (publisher: ObjectWillChangePublisher, token: Int)] = [:]
    /// The publishers the current evaluation installed (the others are dropped after it).
    var observedNow: Set<ObjectIdentifier> = []
    /// The preferences this subtree produced at the last update.
    var preferences = PreferenceValues()
    /// The value an `.onPreferenceChange` on this node last reported.
    var reported: Any?
    /// The task a `.task` on this node started while it is visible.
    var task: Task<Void, Never>?

    init(graph: ViewGraph, id: Int, key: NodeKey, itemID: AnyHashable?, view: any View, environment: EnvironmentValues)
    {
        self.graph = graph
        self.id = id
        self.key = key
        self.itemID = itemID
        self.view = view
        self.environment = environment
    }

    /// Whether the view must be evaluated at the next update.
    var isDirty: Bool { graph.dirty.contains(id) }

    /// Records that the body read an environment value; `same` tells whether a new
    /// environment holds the same value.
    func noteEnvironmentRead(_ key: AnyHashable, same: @escaping (EnvironmentValues, EnvironmentValues) -> Bool) {
        environmentReads[key] = same
    }

    /// Whether a value the body read differs in `new`.
    func readsChange(to new: EnvironmentValues) -> Bool {
        environmentReads.values.contains { same in !same(environment, new) }
    }

    /// Observes `publisher` (an ``ObservableObject``'s): every announcement makes this node dirty.
    func observe(_ publisher: ObjectWillChangePublisher) {
        let key = ObjectIdentifier(publisher)
        observedNow.insert(key)
        guard subscriptions[key] == nil else { return }
        let token = publisher.subscribe { [weak self] in
            guard let self else { return }
            self.graph.markDirty(self)
        }
        subscriptions[key] = (publisher, token)
    }

    /// Drops the subscriptions the last evaluation did not install again.
    func dropUnusedSubscriptions() {
        for (key, subscription) in subscriptions where !observedNow.contains(key) {
            subscription.publisher.cancel(subscription.token)
            subscriptions[key] = nil
        }
    }

    /// Drops every subscription and stops the task: the node leaves the graph.
    func tearDown() {
        for subscription in subscriptions.values {
            subscription.publisher.cancel(subscription.token)
        }
        subscriptions = [:]
        task?.cancel()
        task = nil
    }
}

/// A view's identity among its siblings: its type, and its explicit id or its position.
struct NodeKey: Hashable {
    enum Place: Hashable {
        case position(Int)
        case explicit(AnyHashable)
    }

    let type: ObjectIdentifier
    let place: Place

    @MainActor
    init(_ view: any View, position: Int) {
        type = ObjectIdentifier(Swift.type(of: view))
        place = (view as? IdentifiedView).map { .explicit($0.id) } ?? .position(position)
    }
}

/// A primitive that evaluates its node itself (the navigation stack).
@MainActor
protocol CustomEvaluation {
    func evaluate(_ node: Node, in graph: ViewGraph)
}

/// A body the host evaluated: the view's type and the nearest explicit id above it.
package struct Evaluation: Equatable, Sendable, CustomStringConvertible {
    /// The view's type name, e.g. `PostRow`.
    package let view: String
    /// The id of the row the view is in, e.g. `#3`; `nil` outside any `ForEach` or `.id(_:)`.
    package let id: String?

    /// `PostRow #3`, or `FeedScreen`.
    package var description: String { id.map { "\(view) \($0)" } ?? view }
}
