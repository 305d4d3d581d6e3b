/// Shows a view tree and takes the user's gestures, as `UIHostingController` hosts SwiftUI.
///
/// The host keeps the graph of the tree (one node per view identity, with its state), draws
/// it as text lines, and evaluates a body again only when something it read has changed.
/// Gestures act on what is drawn: ``tap(_:onLineStartingWith:)`` a button,
/// ``select(lineStartingWith:)`` a navigation link, ``type(_:into:)`` a text field; each ends
/// with an update, as the end of a run-loop turn does. Work started by `.task` and by
/// `Button(_:task:)` is kept track of, so ``settle()`` waits until the screen is idle.
///
/// ```swift
/// let host = ViewHost(FeedApp(model: model))
/// await host.settle()                  // the first update, and the .task that loads
/// try host.tap("Like", onLineStartingWith: "#3 ")
/// await host.settle()
/// host.render()                        // ["Futubra", "#4 anna: … ♥3 [Like]", …]
/// host.evaluations                     // [FeedScreen, PostRow #3]: the bodies that ran
/// ```
@MainActor
package final class ViewHost {
    private let graph: ViewGraph

    /// A host for `root`, whose views see `environment`.
    package init(_ root: any View, environment: EnvironmentValues = EnvironmentValues()) {
        graph = ViewGraph(root: root, environment: environment)
    }

    /// Evaluates what changed since the last update (the first update builds the tree).
    package func update() {
        graph.update()
    }

    /// The screen, after an update: one string a line.
    package func render() -> [String] {
        update()
        return graph.lines().map(\.text)
    }

    /// Updates, then waits for every task the screen started (and the tasks they lead to),
    /// updating after each, until there is none.
    package func settle() async {
        update()
        while let task = graph.takeTask() {
            await task.value
            update()
        }
    }

    /// Every body evaluated since the host started, or since ``resetEvaluations()``.
    package var evaluations: [Evaluation] { graph.evaluations }

    /// Forgets the evaluations counted so far.
    package func resetEvaluations() {
        graph.evaluations = []
    }

    /// What SwiftUI would have logged: state written while a body was evaluated, an update
    /// that does not settle, a path value with no destination.
    package var warnings: [String] { graph.warnings }

    /// Whether an update has changes to evaluate (a property some body read was written).
    package var needsUpdate: Bool { graph.needsUpdate }

    /// Taps the button titled `title` (the first, or the first on a line starting with `prefix`).
    package func tap(_ title: String, onLineStartingWith prefix: String? = nil) throws(DeclarativeError) {
        let action = find(onLineStartingWith: prefix) { segment -> Action? in
            guard case .button(title, let action) = segment else { return nil }
            return action
        }
        guard let action else { throw .noButton(title, lineStartingWith: prefix) }
        perform(action)
    }

    /// Selects the navigation link on the line starting with `prefix`.
    package func select(lineStartingWith prefix: String) throws(DeclarativeError) {
        let action = find(onLineStartingWith: prefix) { segment -> Action? in
            guard case .link(_, let action) = segment else { return nil }
            return action
        }
        guard let action else { throw .noLink(lineStartingWith: prefix) }
        perform(action)
    }

    /// Replaces the text of the field whose placeholder is `placeholder` with `text`, written
    /// through the field's binding.
    package func type(_ text: String, into placeholder: String) throws(DeclarativeError) {
        let binding = find(onLineStartingWith: nil) { segment -> Binding<String>? in
            guard case .field(placeholder, let binding) = segment else { return nil }
            return binding
        }
        guard let binding else { throw .noField(placeholder: placeholder) }
        binding.wrappedValue = text
        update()
    }

    private func find<Found>(onLineStartingWith prefix: String?, _ match: (Segment) -> Found?) -> Found? {
        update()
        for line in graph.lines() where prefix.map(line.text.hasPrefix) ?? true {
            for segment in line.segments {
                if let found = match(segment) { return found }
            }
        }
        return nil
    }

    private func perform(_ action: Action) {
        switch action {
        case .run(let run): run()
        case .start(let work): graph.start(work)
        }
        update()
    }
}
