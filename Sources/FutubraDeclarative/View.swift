/// A piece of a screen, described as a value: its ``body`` says what it shows.
///
/// A view is a struct, cheap to make and thrown away after each evaluation; what must last
/// (``State``, the tasks it started) is kept by the ``ViewHost``'s graph, in the node that
/// stands for the view's identity (its type and its place among its siblings, or an
/// explicit id). The host evaluates ``body`` again only when something it read has changed.
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///     var body: any View { Text("Hello, \(name)") }
/// }
/// ```
///
/// Differences from SwiftUI: `body` is `any View` and children are built as arrays, with no
/// result builder (`VStack([Text("a"), Text("b")])`); there is no `some View` and no
/// `associatedtype Body`, so the graph cannot use static types to skip work, and a view's
/// identity is its run-time type and position.
@MainActor
package protocol View {
    /// What the view shows, made of other views.
    var body: any View { get }
}

/// A view the kit draws itself; the graph never asks it for a ``View/body``.
@MainActor
protocol Primitive {
    /// The views under this one, in order; evaluated inside the node's observation
    /// tracking, so what it reads (a navigation path) invalidates this node.
    func children(in node: Node) -> [any View]
    /// The environment this view's children see.
    func environment(for children: EnvironmentValues, in node: Node) -> EnvironmentValues
    /// This view's lines, given its children's.
    func draw(_ children: [[Line]], in node: Node) -> [Line]
    /// Changes the preferences its children produced into the ones it produces.
    func preferences(_ values: inout PreferenceValues, in node: Node)
}

extension Primitive {
    func children(in node: Node) -> [any View] { [] }
    func environment(for children: EnvironmentValues, in node: Node) -> EnvironmentValues { children }
    func draw(_ children: [[Line]], in node: Node) -> [Line] { children.flatMap { $0 } }
    func preferences(_ values: inout PreferenceValues, in node: Node) {}
}

/// One line of a rendered screen: pieces of text and the controls among them.
struct Line {
    var segments: [Segment]

    /// The line as the screen shows it: the segments joined by spaces.
    @MainActor var text: String { segments.map { $0.text }.joined(separator: " ") }
}

/// A piece of a line: text, or a control a gesture can reach.
enum Segment {
    case text(String)
    case button(String, Action)
    case field(placeholder: String, binding: Binding<String>)
    case link(String, Action)

    /// What the segment shows: text as it is, `[Title]` for a button, `> text` for a field.
    @MainActor var text: String {
        switch self {
        case .text(let text), .link(let text, _): text
        case .button(let title, _): "[\(title)]"
        case .field(let placeholder, let binding):
            "> " + (binding.wrappedValue.isEmpty ? placeholder : binding.wrappedValue)
        }
    }
}

/// What a control does when it is used: a synchronous action, or work the host starts as a
/// task it keeps track of.
enum Action {
    case run(@MainActor () -> Void)
    case start(@MainActor () async -> Void)
}

/// Nothing: draws no line.
package struct EmptyView: View, Primitive {
    /// Nothing.
    package init() {}

    /// A built-in view draws itself; its body is never evaluated.
    package var body: any View { self }
}

/// A line of text.
///
/// Unlike SwiftUI, an empty text draws no line at all (SwiftUI would give it a line's height).
package struct Text: View, Primitive {
    let content: String

    /// A text showing `content`.
    package init(_ content: String) {
        self.content = content
    }

    /// A built-in view draws itself; its body is never evaluated.
    package var body: any View { self }

    func draw(_ children: [[Line]], in node: Node) -> [Line] {
        content.isEmpty ? [] : [Line(segments: [.text(content)])]
    }
}

/// A tappable title, drawn as `[Title]`.
///
/// `Button("Retry", action: { … })` runs its action when tapped, as SwiftUI's does.
/// `Button("Retry", task: { await … })` is the kit's own: it starts the asynchronous work as
/// a task the ``ViewHost`` keeps track of (so ``ViewHost/settle()`` waits for it), where a
/// SwiftUI app writes `Button("Retry") { Task { await … } }`.
package struct Button: View, Primitive {
    let title: String
    let action: Action

    /// A button that runs `action` when tapped.
    package init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = .run(action)
    }

    /// A button that starts `task` when tapped, as work the host waits for.
    package init(_ title: String, task: @escaping @MainActor () async -> Void) {
        self.title = title
        self.action = .start(task)
    }

    /// A built-in view draws itself; its body is never evaluated.
    package var body: any View { self }

    func draw(_ children: [[Line]], in node: Node) -> [Line] {
        [Line(segments: [.button(title, action)])]
    }
}

/// Editable text bound to a `String`, drawn as `> text`, or `> placeholder` while empty.
///
/// The field keeps no text of its own: it shows what its ``Binding`` reads and writes what
/// the user types through it, so the owner of the string is the one source of truth.
package struct TextField: View, Primitive {
    let placeholder: String
    let text: Binding<String>

    /// A field showing and editing `text`, with `placeholder` while it is empty.
    package init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self.text = text
    }

    /// A built-in view draws itself; its body is never evaluated.
    package var body: any View { self }

    func draw(_ children: [[Line]], in node: Node) -> [Line] {
        [Line(segments: [.field(placeholder: placeholder, binding: text)])]
    }
}

/// Views one under the other: their lines, in order.
package struct VStack: View, Primitive {
    let content: [any View]

    /// A stack of `content`, top to bottom.
    package init(_ content: [any View]) {
        self.content = content
    }

    /// A built-in view draws itself; its body is never evaluated.
    package var body: any View { self }

    func children(in node: Node) -> [any View] { content }
}

/// Views side by side: all their pieces on one line, separated by spaces.
package struct HStack: View, Primitive {
    let content: [any View]

    /// A row of `content`, leading to trailing.
    package init(_ content: [any View]) {
        self.content = content
    }

    /// A built-in view draws itself; its body is never evaluated.
    package var body: any View { self }

    func children(in node: Node) -> [any View] { content }

    func draw(_ children: [[Line]], in node: Node) -> [Line] {
        let segments = children.flatMap { $0 }.flatMap(\.segments)
        return segments.isEmpty ? [] : [Line(segments: segments)]
    }
}

/// One view per element of a collection, each identified by the element's id.
///
/// The identity is what lets the graph keep a row's node (its state, its evaluation count)
/// when rows are inserted, removed or moved: a row is matched by its id, not its position.
/// The content closure runs at once, inside the body that made the `ForEach`, so what it
/// reads counts as read by that body (SwiftUI runs it lazily, per row).
package struct ForEach: View, Primitive {
    let rows: [any View]

    /// One view per element of `data`, identified by the element's `id` key path.
    package init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, content: (Data.Element) -> any View
    ) {
        rows = data.map { IdentifiedView(id: AnyHashable($0[keyPath: id]), content: content($0)) }
    }

    /// One view per element of `data`, identified by the element's `Identifiable` id.
    package init<Data: RandomAccessCollection>(_ data: Data, content: (Data.Element) -> any View)
    where Data.Element: Identifiable {
        rows = data.map { IdentifiedView(id: AnyHashable($0.id), content: content($0)) }
    }

    /// A built-in view draws itself; its body is never evaluated.
    package var body: any View { self }

    func children(in node: Node) -> [any View] { rows }
}

/// A view with an explicit identity: a row of a ``ForEach``, or a view marked with `.id(_:)`.
struct IdentifiedView: View, Primitive {
    let id: AnyHashable
    let content: any View

    var body: any View { self }

    func children(in node: Node) -> [any View] { [content] }
}
