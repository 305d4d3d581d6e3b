import ContractSupport
import FutubraDeclarative
import Observation
import Testing

@MainActor
@Suite("FutubraDeclarative: the host, its gestures and its tasks", .timeLimit(.minutes(1)), .watchdog)
struct HostTests {
    @Test("a view observing an ObservableObject is evaluated on every change of it, even of a property it never read")
    func legacyObservationIsWholeObject() {
        let legacy = LegacyPost()
        let post = TestPost()
        let host = ViewHost(VStack([LegacyLikes(post: legacy), LikesLabel(post: post)]))
        host.update()
        host.resetEvaluations()
        legacy.caption = "dog"
        post.caption = "dog"
        host.update()
        expect(evaluated(host), equals: ["LegacyLikes"])
    }

    @Test("settle waits for the work a .task and a task button started, and what that work changed is drawn")
    func settleWaitsForTasks() async throws {
        let post = TestPost()
        let host = ViewHost(Loader(post: post))
        await host.settle()
        expect(host.render(), equals: ["♥1", "[Load]"])
        try host.tap("Load")
        await host.settle()
        expect(host.render(), equals: ["♥2", "[Load]"])
    }

    @Test("a gesture that finds nothing on screen says what it looked for")
    func gesturesThatFindNothing() {
        let host = ViewHost(VStack([Text("#1 anna"), Button("Like") {}]))
        #expect(throws: DeclarativeError.noButton("Unlike", lineStartingWith: nil)) { try host.tap("Unlike") }
        #expect(throws: DeclarativeError.noButton("Like", lineStartingWith: "#1 ")) {
            try host.tap("Like", onLineStartingWith: "#1 ")
        }
        #expect(throws: DeclarativeError.noLink(lineStartingWith: "#1 ")) { try host.select(lineStartingWith: "#1 ") }
        #expect(throws: DeclarativeError.noField(placeholder: "Write")) { try host.type("x", into: "Write") }
        expect(
            "\(DeclarativeError.noButton("Like", lineStartingWith: "#1 "))",
            equals: "no button '[Like]' on a line starting with '#1 '")
    }

    @Test("views side by side share one line; an empty text and an empty stack draw nothing")
    func drawing() {
        let host = ViewHost(
            VStack([
                HStack([Text("#3 bob"), Button("Like") {}]), Text(""), HStack([]), EmptyView(),
                TextField("Write", text: .constant("")),
            ]))
        expect(host.render(), equals: ["#3 bob [Like]", "> Write"])
    }
}

private struct LegacyLikes: View {
    @ObservedObject var post: LegacyPost
    var body: any View { Text("♥\(post.likes)") }
}

private struct Loader: View {
    let post: TestPost
    var body: any View {
        let post = post
        return VStack([Text("♥\(post.likes)"), Button("Load", task: { await post.load() })])
            .task { await post.load() }
    }
}

extension TestPost {
    /// Adds a like after a suspension, as a request would.
    fileprivate func load() async {
        await Task.yield()
        likes += 1
    }
}
