/// Manages one screen's view and hears its lifecycle, as `UIViewController`.
///
/// The view is made on first use: ``loadView()`` builds it, then ``viewDidLoad()`` runs once.
/// Appearance callbacks come in UIKit's order when the screen is shown or hidden by a
/// ``NavigationController`` or a ``Window``.
///
/// ```swift
/// final class FeedViewController: ViewController {
///     override func viewDidLoad() { /* wire buttons, start loading */ }
/// }
/// ```
@MainActor
open class ViewController: Responder {
    /// The title a navigation bar shows.
    public var title: String
    /// The navigation controller whose stack holds this controller, if any.
    package internal(set) weak var navigationController: NavigationController?
    /// Whether the controller is leaving its navigation stack (popped, or dropped by
    /// ``NavigationController/setViewControllers(_:)``). True only during the disappearance
    /// callbacks of that removal, as `UIViewController.isMovingFromParent`: a screen that is
    /// merely covered by a push, or hidden with its whole stack, sees `false`.
    public internal(set) var isMovingFromParent = false
    private var loadedView: View?

    /// A controller titled `title`.
    public init(title: String = "") {
        self.title = title
    }

    /// As in UIKit, the superview of the root view: the view that hosts this screen (a
    /// navigation controller's own view while the screen is on top), or `nil` when the
    /// screen is not in a view hierarchy.
    override open var next: Responder? { loadedView?.superview }

    /// The root view, loaded on first access.
    public var view: View {
        if let loadedView { return loadedView }
        let view = loadView()
        view.viewController = self
        loadedView = view
        viewDidLoad()
        return view
    }

    /// Whether the view has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view; override to build your own. Called once.
    open func loadView() -> View { View() }
    /// The view was just made.
    open func viewDidLoad() {}
    /// The view is about to be shown.
    open func viewWillAppear() {}
    /// The view is shown.
    open func viewDidAppear() {}
    /// The view is about to be hidden.
    open func viewWillDisappear() {}
    /// The view is hidden.
    open func viewDidDisappear() {}

    /// What the screen shows.
    open func render() -> [String] { view.render() }
}

/// Hears what a navigation controller shows, as `UINavigationControllerDelegate`.
@MainActor
package protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is now on top (after a push or a pop, the back button included).
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController)
}

/// A stack of screens with a bar and a back button, as `UINavigationController`.
///
/// Routers and coordinators push and pop here. The bar shows the top title and, below the
/// root, a `[< Back]` button that pops.
@MainActor
package final class NavigationController: ViewController {
    /// The stack, root first.
    package private(set) var viewControllers: [ViewController]
    /// Hears every screen change.
    package weak var delegate: (any NavigationControllerDelegate)?
    /// The bar's back button; tapping it pops.
    package let backButton = Button("< Back")
    private var isVisible = false

    /// A stack holding `root`.
    package convenience init(root: ViewController) {
        self.init()
        setViewControllers([root])
    }

    /// An empty stack; a coordinator fills it with ``setViewControllers(_:)`` when it starts.
    override package init(title: String = "") {
        viewControllers = []
        super.init(title: title)
        backButton.addTarget(self, action: NavigationController.backTapped)
    }

    /// Replaces the whole stack, as `setViewControllers(_:animated:)`; the new top appears.
    package func setViewControllers(_ controllers: [ViewController]) {
        let previous = topViewController
        let leaving = previous.flatMap { old in controllers.contains { $0 === old } ? nil : old }
        leaving?.isMovingFromParent = true
        if isVisible { previous?.viewWillDisappear() }
        for controller in viewControllers { controller.navigationController = nil }
        viewControllers = controllers
        for controller in controllers { controller.navigationController = self }
        guard let top = topViewController else {
            hostTopView()
            leaving?.isMovingFromParent = false
            return
        }
        if isVisible {
            _ = top.view
            top.viewWillAppear()
            hostTopView()
            previous?.viewDidDisappear()
            top.viewDidAppear()
        } else {
            hostTopView()
        }
        leaving?.isMovingFromParent = false
        delegate?.navigationController(self, didShow: top)
    }

    /// The screen on top.
    package var topViewController: ViewController? { viewControllers.last }

    /// Shows `viewController` on top of the stack.
    package func push(_ viewController: ViewController) {
        let previous = topViewController
        viewController.navigationController = self
        if isVisible { previous?.viewWillDisappear() }
        _ = viewController.view
        if isVisible { viewController.viewWillAppear() }
        viewControllers.append(viewController)
        hostTopView()
        if isVisible {
            previous?.viewDidDisappear()
            viewController.viewDidAppear()
        }
        delegate?.navigationController(self, didShow: viewController)
    }

    /// Takes the top screen off (never the root) and returns it.
    @discardableResult
    package func pop() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let leaving = viewControllers.removeLast()
        let showing = viewControllers[viewControllers.count - 1]
        leaving.isMovingFromParent = true
        if isVisible {
            leaving.viewWillDisappear()
            showing.viewWillAppear()
        }
        hostTopView()
        if isVisible {
            leaving.viewDidDisappear()
            showing.viewDidAppear()
        }
        leaving.isMovingFromParent = false
        leaving.navigationController = nil
        delegate?.navigationController(self, didShow: showing)
        return leaving
    }

    /// The navigation controller's own view: a container that holds the top screen's view,
    /// and only that one, as `UINavigationController`'s view does once a transition ends.
    override package func loadView() -> View {
        let container = View()
        if let top = topViewController { container.addSubview(top.view) }
        return container
    }

    /// Puts the top screen's view into this controller's view, taking out the one it
    /// replaces; does nothing until this controller's view is loaded.
    private func hostTopView() {
        guard isViewLoaded else { return }
        for hosted in view.subviews where hosted !== topViewController?.view {
            hosted.removeFromSuperview()
        }
        if let top = topViewController, top.view.superview !== view { view.addSubview(top.view) }
    }

    private func backTapped(_ sender: Button) {
        pop()
    }

    override package func viewWillAppear() {
        _ = topViewController?.view
        topViewController?.viewWillAppear()
    }

    override package func viewDidAppear() {
        isVisible = true
        topViewController?.viewDidAppear()
    }

    override package func viewWillDisappear() {
        topViewController?.viewWillDisappear()
    }

    override package func viewDidDisappear() {
        isVisible = false
        topViewController?.viewDidDisappear()
    }

    /// The bar (`[< Back] Title` below the root, `Title` at the root), then the top screen.
    override package func render() -> [String] {
        guard let top = topViewController else { return [] }
        let bar = viewControllers.count > 1 ? "\(backButton.draw().joined()) \(top.title)" : top.title
        return [bar] + top.render()
    }
}

/// The top of the hierarchy: shows one root view controller, as `UIWindow`.
@MainActor
package final class Window {
    /// The screen shown.
    package private(set) var rootViewController: ViewController?

    /// An empty window.
    package init() {}

    /// Shows `viewController`, loading its view and sending the appearance callbacks.
    package func show(_ viewController: ViewController) {
        rootViewController?.viewWillDisappear()
        rootViewController?.viewDidDisappear()
        rootViewController = viewController
        _ = viewController.view
        viewController.viewWillAppear()
        viewController.viewDidAppear()
    }

    /// What the window shows.
    package func render() -> [String] {
        rootViewController?.render() ?? []
    }
}
