import ContractSupport
import FutubraUI
import Testing

/// A screen that records its lifecycle and counts taps, for the kit's tests.
@MainActor
private final class RecordingController: ViewController, TableViewDataSource, TableViewDelegate {
    var events: [String] = []
    var rows = ["first", "second"]
    let table = TableView()
    let button = Button("Like")

    override func loadView() -> View {
        events.append("loadView")
        let root = View()
        root.addSubview(Label(title))
        root.addSubview(table)
        root.addSubview(button)
        return root
    }

    override func viewDidLoad() {
        events.append("viewDidLoad")
        table.dataSource = self
        table.delegate = self
        table.reloadData()
        button.addTarget(self, action: RecordingController.liked)
    }

    override func viewWillAppear() { events.append("\(title).willAppear") }
    override func viewDidAppear() { events.append("\(title).didAppear") }
    override func viewWillDisappear() { events.append("\(title).willDisappear") }
    override func viewDidDisappear() { events.append("\(title).didDisappear") }

    func liked(_ sender: Button) { events.append("liked by [\(sender.title)]") }

    func numberOfRows(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        TableViewCell(text: rows[row], accessory: "Like")
    }

    func tableView(_ tableView: TableView, didSelectRow row: Int) { events.append("selected \(rows[row])") }
}

@MainActor
private protocol Refreshing: AnyObject {
    func refresh()
}

@MainActor
private final class RefreshingController: ViewController, Refreshing {
    var refreshes = 0
    func refresh() { refreshes += 1 }
}

/// A screen that records, at each disappearance, whether it is leaving its stack.
@MainActor
private final class MovingController: ViewController {
    var disappearances: [String] = []
    override func viewWillDisappear() { disappearances.append("willDisappear moving=\(isMovingFromParent)") }
    override func viewDidDisappear() { disappearances.append("didDisappear moving=\(isMovingFromParent)") }
}

@MainActor
@Suite("FutubraUI, a headless UIKit", .timeLimit(.minutes(1)), .watchdog)
struct FutubraUITests {
    @Test("a view renders its own lines, then its subviews' in order; hidden views render nothing")
    func rendering() {
        let root = View()
        let hidden = Label("secret")
        hidden.isHidden = true
        root.addSubview(Label("Feed"))
        root.addSubview(hidden)
        root.addSubview(TextField(placeholder: "Write a comment"))
        root.addSubview(Button("Send"))
        expect(root.render(), equals: ["Feed", "> Write a comment", "[Send]"])
    }

    @Test("a button calls an unbound method on its target with itself as the sender")
    func targetAction() {
        let controller = RecordingController(title: "Feed")
        _ = controller.view
        controller.button.tap()
        expect(controller.events.last, equals: "liked by [Like]")
        controller.button.isEnabled = false
        controller.button.tap()
        expect(controller.events.filter { $0.hasPrefix("liked") }.count, equals: 1)
    }

    @Test("a button holds its target weakly: a released target is not kept alive nor called")
    func weakTarget() {
        let button = Button("Like")
        weak var released: RecordingController?
        do {
            let controller = RecordingController()
            button.addTarget(controller, action: RecordingController.liked)
            released = controller
        }
        expect(released == nil)
        button.tap()
    }

    @Test("the view loads once, on first use, and viewDidLoad follows loadView")
    func viewLoadsLazily() {
        let controller = RecordingController(title: "Feed")
        expect(!controller.isViewLoaded)
        _ = controller.view
        _ = controller.view
        expect(controller.events, equals: ["loadView", "viewDidLoad"])
    }

    @Test("a table asks its data source for rows and tells its delegate about selection")
    func tableView() {
        let controller = RecordingController(title: "Feed")
        expect(controller.view.render(), equals: ["Feed", "first [Like]", "second [Like]", "[Like]"])
        controller.rows.append("third")
        expect(controller.table.cells.count, equals: 2)
        controller.table.reloadData()
        expect(controller.table.cells.map(\.text), equals: ["first", "second", "third"])
        controller.table.selectRow(1)
        controller.table.selectRow(7)
        expect(controller.events.last, equals: "selected second")
    }

    @Test("a table holds its data source and delegate weakly")
    func tableHoldsWeakly() {
        let table = TableView()
        do {
            let controller = RecordingController()
            table.dataSource = controller
            table.delegate = controller
        }
        expect(table.dataSource == nil)
        expect(table.delegate == nil)
    }

    @Test("push and pop send appearance callbacks in UIKit's order, and the bar offers Back")
    func navigation() {
        let feed = RecordingController(title: "Feed")
        let comments = RecordingController(title: "Comments")
        let navigation = NavigationController(root: feed)
        Window().show(navigation)
        navigation.push(comments)
        expect(navigation.render().first, equals: "[< Back] Comments")
        expect(comments.navigationController === navigation)
        navigation.backButton.tap()
        expect(navigation.render().first, equals: "Feed")
        expect(navigation.pop() == nil)
        expect(
            feed.events.filter { $0.hasPrefix("Feed.") },
            equals: [
                "Feed.willAppear", "Feed.didAppear", "Feed.willDisappear", "Feed.didDisappear",
                "Feed.willAppear", "Feed.didAppear",
            ])
        expect(
            comments.events.filter { $0.hasPrefix("Comments.") },
            equals: [
                "Comments.willAppear", "Comments.didAppear", "Comments.willDisappear", "Comments.didDisappear",
            ])
        expect(comments.navigationController == nil)
    }

    @Test("a nil-targeted action climbs the responder chain to the first responder that handles it")
    func responderChain() {
        let refreshing = RefreshingController(title: "Feed")
        let navigation = NavigationController(root: refreshing)
        Window().show(navigation)
        let deep = Button("Refresh")
        let container = View()
        container.addSubview(deep)
        refreshing.view.addSubview(container)
        deep.addTarget(upTheChainTo: (any Refreshing).self) { target in { _ in target.refresh() } }
        deep.tap()
        expect(refreshing.refreshes, equals: 1)
        expect(deep.target(for: NavigationController.self) === navigation)
        expect(Button("alone").target(for: (any Refreshing).self) == nil)
    }

    @Test(
        "as in UIKit, a view controller's next responder is its root view's superview, not its navigation controller"
    )
    func viewControllerNextResponder() {
        let feed = RecordingController(title: "Feed")
        let comments = RecordingController(title: "Comments")
        let navigation = NavigationController(root: feed)
        expect(feed.next == nil, "a screen that is in no view hierarchy has no next responder")
        Window().show(navigation)
        expect(feed.next === navigation.view && navigation.view.next === navigation)
        navigation.push(comments)
        expect(comments.next === navigation.view)
        expect(feed.next == nil && feed.navigationController === navigation, "a covered screen is off the chain")
        navigation.pop()
        expect(comments.next == nil && feed.next === navigation.view)
    }

    @Test("isMovingFromParent is true while a screen is popped, not while it is covered or its stack is hidden")
    func movingFromParent() {
        let feed = MovingController(title: "Feed")
        let comments = MovingController(title: "Comments")
        let navigation = NavigationController(root: feed)
        let window = Window()
        window.show(navigation)
        navigation.push(comments)
        navigation.push(MovingController(title: "Detail"))
        navigation.pop()
        window.show(MovingController(title: "Other"))
        window.show(navigation)
        navigation.pop()
        expect(
            comments.disappearances,
            equals: [
                "willDisappear moving=false", "didDisappear moving=false",
                "willDisappear moving=false", "didDisappear moving=false",
                "willDisappear moving=true", "didDisappear moving=true",
            ])
        expect(!comments.isMovingFromParent)
        expect(feed.disappearances.allSatisfy { $0.hasSuffix("moving=false") })
    }

    @Test("pending work lets a test wait until every started task, and those it started, is done")
    func pendingWork() async {
        let work = PendingWork()
        var log: [String] = []
        work.start {
            log.append("outer")
            work.start { log.append("inner") }
        }
        expect(work.isBusy)
        await work.settle()
        expect(log, equals: ["outer", "inner"])
        expect(!work.isBusy)
    }

    @Test("pending work keeps the task-local values of the task that started it, as an event handler's work does")
    func pendingWorkKeepsTaskLocals() async {
        let work = PendingWork()
        var seen: [String?] = []
        Context.$run.withValue("run 1") {
            work.start {
                seen.append(Context.run)
                work.start { seen.append(Context.run) }
            }
        }
        work.start { seen.append(Context.run) }
        await work.settle()
        expect(seen.filter { $0 == "run 1" }.count == 2 && seen.filter { $0 == nil }.count == 1)
    }
}

/// A task-local value standing for whatever a caller binds around the work it starts.
private enum Context {
    @TaskLocal static var run: String?
}

@MainActor
@Suite("NavigationController stack", .timeLimit(.minutes(1)), .watchdog)
struct NavigationStackTests {
    @Test("setViewControllers replaces the stack: the old top disappears, the new top appears")
    func setViewControllers() {
        let navigation = NavigationController()
        expect(navigation.render().isEmpty)
        let first = RecordingController(title: "First")
        navigation.setViewControllers([first])
        Window().show(navigation)
        let second = RecordingController(title: "Second")
        navigation.setViewControllers([second])
        expect(navigation.render().first, equals: "Second")
        expect(first.navigationController == nil && second.navigationController === navigation)
        expect(first.events.suffix(2), equals: ["First.willDisappear", "First.didDisappear"])
        expect(second.events.suffix(2), equals: ["Second.willAppear", "Second.didAppear"])
    }
}
