/// A rectangle on screen, here a block of text lines, with subviews.
///
/// A view draws its own lines (``draw()``) and then its subviews' lines, in order; a hidden
/// view draws nothing. Subclasses override ``draw()``.
///
/// ```swift
/// let root = View()
/// root.addSubview(Label("Feed"))
/// root.render()   // ["Feed"]
/// ```
@MainActor
open class View: Responder {
    /// The subviews, back to front.
    public private(set) var subviews: [View] = []
    /// The view this one is inside, if any.
    public private(set) weak var superview: View?
    /// The view controller whose root view this is, if any.
    weak var viewController: ViewController?
    /// A hidden view and its subviews render nothing.
    public var isHidden = false
    /// A number the owner uses to tell views apart (a row index, say), as `UIView.tag`.
    public var tag = 0

    /// An empty view.
    override public init() {}

    override open var next: Responder? { viewController ?? superview }

    /// Adds `view` on top of the subviews, taking it from its former superview.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        view.superview = self
        subviews.append(view)
    }

    /// Takes this view out of its superview.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// This view's own lines; the default draws nothing.
    open func draw() -> [String] { [] }

    /// This view's lines followed by its subviews', or nothing when hidden.
    public func render() -> [String] {
        isHidden ? [] : draw() + subviews.flatMap { $0.render() }
    }

    /// The first view of type `T` in this tree, depth first, this view included.
    public func first<T: View>(_ type: T.Type) -> T? {
        if let found = self as? T { return found }
        for subview in subviews {
            if let found = subview.first(type) { return found }
        }
        return nil
    }
}

/// A line of text, as `UILabel`; draws nothing while its text is empty.
@MainActor
package final class Label: View {
    /// The text shown.
    package var text: String

    /// A label showing `text`.
    package init(_ text: String = "") {
        self.text = text
    }

    override package func draw() -> [String] {
        text.isEmpty ? [] : [text]
    }
}

/// Editable text, as `UITextField`: draws `> text`, or `> placeholder` while empty.
@MainActor
package final class TextField: View {
    /// What the user typed.
    package var text = ""
    /// Shown while ``text`` is empty.
    package var placeholder: String

    /// An empty field with `placeholder`.
    package init(placeholder: String = "") {
        self.placeholder = placeholder
    }

    override package func draw() -> [String] {
        ["> " + (text.isEmpty ? placeholder : text)]
    }
}
