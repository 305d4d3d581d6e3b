import ContractSupport
import FutubraDeclarative
import Observation
import Testing

@MainActor
@Suite("FutubraDeclarative: a navigation stack shows a path", .timeLimit(.minutes(1)), .watchdog)
struct NavigationTests {
    @Test(
        "the path is the stack: assigning it shows those screens, the top one's title in the bar, with Back below the root"
    )
    func pathIsTheStack() {
        let router = Router()
        let host = ViewHost(RoutedApp(router: router, log: TaskLog()))
        expect(host.render(), equals: ["Home", "open 1", "open 2"])
        router.path = [1, 2]
        expect(host.render(), equals: ["[< Back] Detail 2", "detail 2 taps 0", "[Tap]"])
    }

    @Test("Back and links write the path the app owns, through the binding: the owner always knows what is shown")
    func gesturesWriteThePath() throws {
        let router = Router()
        let host = ViewHost(RoutedApp(router: router, log: TaskLog()))
        try host.select(lineStartingWith: "open 2")
        expect(router.path, equals: [2])
        try host.tap("< Back")
        expect(router.path, equals: [])
        expect(host.render(), equals: ["Home", "open 1", "open 2"])
    }

    @Test("a screen under the top keeps its state; a popped screen's state is gone")
    func coveredScreensKeepState() throws {
        let router = Router()
        let log = TaskLog()
        log.open(1)
        log.open(2)
        let host = ViewHost(RoutedApp(router: router, log: log))
        router.path = [1]
        try host.tap("Tap")
        router.path = [1, 2]
        host.update()
        router.path = [1]
        expect(host.render(), equals: ["[< Back] Detail 1", "detail 1 taps 1", "[Tap]"])
        router.path = []
        host.update()
        router.path = [1]
        expect(host.render(), equals: ["[< Back] Detail 1", "detail 1 taps 0", "[Tap]"])
    }

    @Test("a covered screen's task is cancelled, and starts again when the screen is back on top")
    func coveredScreensTasksAreCancelled() async {
        let router = Router()
        let log = TaskLog()
        let host = ViewHost(RoutedApp(router: router, log: log))
        router.path = [1]
        host.update()
        router.path = [1, 2]
        host.update()
        log.open(1)
        log.open(2)
        await host.settle()
        expect(log.lines, equals: ["started 1", "cancelled 1", "started 2", "finished 2"])
        router.path = [1]
        await host.settle()
        expect(log.lines.suffix(2), equals: ["started 1", "finished 1"])
    }

    @Test("a stack given no path keeps one of its own, which its links and Back change")
    func stackWithItsOwnPath() throws {
        let host = ViewHost(
            NavigationStack(root: Home().navigationDestination(for: Int.self) { Detail(number: $0, log: nil) }))
        try host.select(lineStartingWith: "open 1")
        expect(host.render(), equals: ["[< Back] Detail 1", "detail 1 taps 0", "[Tap]"])
        try host.tap("< Back")
        expect(host.render(), equals: ["Home", "open 1", "open 2"])
    }

    @Test("a value with no destination shows nothing and is reported")
    func missingDestinationIsReported() {
        let host = ViewHost(NavigationStack(path: .constant(NavigationPath(["x"])), root: Home()))
        expect(host.render(), equals: ["[< Back]"])
        expect(host.warnings.contains("no navigationDestination for a value of type String on the path"))
    }
}

@Observable
@MainActor
private final class Router {
    var path: [Int] = []
}

/// What the detail screens' tasks did, and the gates they wait at.
@MainActor
private final class TaskLog {
    var lines: [String] = []
    private var opened: Set<Int> = []
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]

    func open(_ number: Int) {
        opened.insert(number)
        waiting.removeValue(forKey: number)?.resume()
    }

    func pass(_ number: Int) async {
        if opened.contains(number) { return }
        await withCheckedContinuation { waiting[number] = $0 }
    }
}

private struct RoutedApp: View {
    @Bindable var router: Router
    let log: TaskLog
    var body: any View {
        let log = log
        return NavigationStack(
            path: $router.path,
            root: Home().navigationDestination(for: Int.self) { Detail(number: $0, log: log) })
    }
}

private struct Home: View {
    var body: any View {
        VStack([NavigationLink("open 1", value: 1), NavigationLink("open 2", value: 2)]).navigationTitle("Home")
    }
}

private struct Detail: View {
    let number: Int
    let log: TaskLog?
    @State private var taps = 0
    var body: any View {
        let (number, log) = (number, log)
        return VStack([Text("detail \(number) taps \(taps)"), Button("Tap") { taps += 1 }])
            .navigationTitle("Detail \(number)")
            .task {
                guard let log else { return }
                log.lines.append("started \(number)")
                await log.pass(number)
                log.lines.append(Task.isCancelled ? "cancelled \(number)" : "finished \(number)")
            }
    }
}
