/// A headless declarative UI kit for the `swiftui` family, since SwiftUI does not exist on Linux.
///
/// It keeps SwiftUI's shapes and rules, and runs them for real on the Observation framework:
///
/// - views are values with a ``View/body``; ``Text``, ``Button``, ``TextField``, ``VStack``,
///   ``HStack``, ``ForEach``, ``NavigationStack`` and ``NavigationLink`` are built in;
/// - a ``ViewHost`` keeps a graph of those views, one node per view identity, and evaluates a
///   body again exactly when something it read has changed: a property of an `@Observable`
///   object (tracked with `withObservationTracking`, re-armed at every evaluation), its own
///   ``State``, an ``Environment`` value it read, or its inputs from its parent;
/// - ``State`` is storage the graph keeps for a view, ``Binding`` a read-write reference to
///   someone else's storage, ``Bindable`` bindings into an `@Observable` object,
///   ``Environment`` values flow down, ``PreferenceKey`` values flow up, and a
///   ``NavigationStack`` shows a path of values;
/// - the legacy ``ObservableObject`` with ``StateObject`` and ``ObservedObject`` is kept too,
///   so the difference between observing a whole object and observing what a body read can
///   be measured.
///
/// A body renders to text lines, as `FutubraUI`'s views do, so tests and transcripts read
/// the screen, and the host counts every body it evaluates (``ViewHost/evaluations``).
///
/// What it does not model: layout, geometry, animation, transitions, gestures other than a
/// tap, accessibility, scenes and windows, and SwiftUI's result builders (a body builds its
/// children as arrays, so the type checker stays fast). SwiftUI updates once per frame; the
/// host updates when it is asked to (``ViewHost/update()``), after each gesture, and when
/// its tasks finish (``ViewHost/settle()``): both coalesce the changes made in between.
package enum FutubraDeclarative {}
