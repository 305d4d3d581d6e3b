import ContractSupport
import FutubraDeclarative
import Testing

@testable import SwiftUIPatterns

@MainActor
@Suite("The environment as dependency injection", .timeLimit(.minutes(1)), .watchdog)
struct EnvironmentInjectionTests {
    @Test("a client set at the root reaches the list below, through a section that never mentions it")
    func clientReachesTheList() async throws {
        let (live, calls) = stub("live", ["#1 anna"])
        let host = ViewHost(ClientFeedApp(live: live, backup: stub("backup", []).client))
        try host.tap("Load")
        await host.settle()
        expect(host.render(), equals: ["[Switch client] [Tap] taps 0", "Feed", "from live [Load]", "#1 anna"])
        expect(calls.values, equals: ["live.posts()"])
    }

    @Test("a test replaces the dependency by setting the environment, with no singleton to swap")
    func testInjectsItsOwnClient() async throws {
        try await checkLoadsFromInjectedClient { FeedList() }
    }

    @Test("control: a list that reaches a shared client ignores the one the test injects", .tags(.control))
    func sharedClientIgnoresInjection() async {
        await withKnownIssue("the list loaded from the shared client") {
            try await checkLoadsFromInjectedClient { SharedClientFeedList() }
        }
    }

    @Test("with no client set, the default fails loudly, naming the missing dependency")
    func defaultFailsLoudly() async throws {
        let host = ViewHost(FeedList())
        try host.tap("Load")
        await host.settle()
        expect(host.render(), equals: ["from unimplemented [Load]", "unimplemented: 'FeedClient.posts'"])
    }

    @Test("the nearest ancestor wins: a subtree sets its own client")
    func nearestAncestorWins() {
        let outer = VStack([
            FeedSection(title: "A"), FeedSection(title: "B").environment(\.feedClient, stub("b", []).client),
        ])
        let host = ViewHost(outer.environment(\.feedClient, stub("a", []).client))
        expect(host.render(), equals: ["A", "from a [Load]", "B", "from b [Load]"])
    }

    @Test(
        "only the views that read the client are evaluated again when it changes, and none when the root sets the same one again"
    )
    func onlyReadersEvaluated() throws {
        let host = ViewHost(ClientFeedApp(live: stub("live", []).client, backup: stub("backup", []).client))
        host.update()
        host.resetEvaluations()
        try host.tap("Tap")
        expect(host.evaluations.map(\.view), equals: ["ClientFeedApp"])
        host.resetEvaluations()
        try host.tap("Switch client")
        expect(host.evaluations.map(\.view), equals: ["ClientFeedApp", "FeedList"])
        expect(host.render()[2], equals: "from backup [Load]")
    }
}

/// A client named `id` answering `lines`, and the calls it got.
@MainActor
func stub(_ id: String, _ lines: [String]) -> (client: FeedClient, calls: Recorded) {
    let calls = Recorded()
    let client = FeedClient(id: id) {
        calls.values.append("\(id).posts()")
        return lines
    }
    return (client, calls)
}

/// Shows the list made by `make` under an injected stub client, loads, and checks that the
/// lines and the call came from the stub.
@MainActor
func checkLoadsFromInjectedClient(_ make: () -> any View) async throws {
    let (client, calls) = stub("stub", ["#7 from the stub"])
    let host = ViewHost(make().environment(\.feedClient, client))
    try host.tap("Load")
    await host.settle()
    expect(host.render().last, equals: "#7 from the stub")
    expect(calls.values, equals: ["stub.posts()"])
}

/// The wrong list: it reaches a client shared by the whole app instead of its environment.
private struct SharedClientFeedList: View {
    @State private var lines: [String] = []

    var body: any View {
        let lines = $lines
        return VStack([
            Button("Load", task: { lines.wrappedValue = (try? await SharedClient.client.posts()) ?? [] }),
            VStack(self.lines.map { (line: String) -> any View in Text(line) }),
        ])
    }
}

/// One client for the whole app, a singleton the tests cannot replace per screen.
@MainActor
private enum SharedClient {
    static let client = FeedClient(id: "shared") { ["#4 anna", "#3 bob"] }
}
