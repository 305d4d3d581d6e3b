import ContractSupport
import FutubraDeclarative
import Testing

@MainActor
@Suite("FutubraDeclarative: preferences flow up", .timeLimit(.minutes(1)), .watchdog)
struct PreferenceTests {
    @Test("siblings' preferences are reduced in order and reach the ancestor's onPreferenceChange in the same update")
    func siblingsAreReduced() {
        let post = TestPost()
        let host = ViewHost(BadgeContainer(post: post))
        expect(host.render(), equals: ["total 6", "badge a", "badge b", "badge c"])
        post.items = ["a", "b"]
        expect(host.render(), equals: ["total 3", "badge a", "badge b"])
    }

    @Test("onPreferenceChange runs once per new value, never twice for the same one")
    func handlerRunsOncePerValue() {
        let post = TestPost()
        let heard = Counter()
        let host = ViewHost(CountingContainer(post: post, heard: heard))
        host.update()
        expect(heard.count, equals: 1)
        post.likes = 5
        host.update()
        expect(heard.count, equals: 1, "a change that left the reduced value as it was ran the handler")
        post.items = ["a"]
        host.update()
        expect(heard.count, equals: 2)
    }

    @Test(
        "a reducer must treat the default as nothing: one that overwrites loses a value when a later sibling sets none")
    func overwritingReducerLosesValues() {
        let keeping = ViewHost(TitleContainer(keepsValues: true))
        let overwriting = ViewHost(TitleContainer(keepsValues: false))
        expect(keeping.render().first, equals: "title 'Comments'")
        expect(overwriting.render().first, equals: "title ''")
    }

    @Test("a handler that keeps changing what it hears is stopped after a few passes, with a warning")
    func runawayHandlerIsStopped() {
        let host = ViewHost(RunawayContainer())
        host.update()
        expect(host.warnings.contains { $0.hasPrefix("the update did not settle") })
    }
}

private struct BadgeKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct Badge: View {
    let name: String
    var body: any View { Text("badge \(name)").preference(key: BadgeKey.self, value: name.count * weight) }
    private var weight: Int { ["a": 1, "b": 2, "c": 3][name] ?? 0 }
}

private struct BadgeContainer: View {
    let post: TestPost
    @State private var total = 0
    var body: any View {
        VStack([Text("total \(total)"), ForEach(post.items, id: \.self) { Badge(name: $0) }])
            .onPreferenceChange(BadgeKey.self) { total = $0 }
    }
}

private struct CountingContainer: View {
    let post: TestPost
    let heard: Counter
    var body: any View {
        let heard = heard
        return VStack([Text("♥\(post.likes)"), ForEach(post.items, id: \.self) { Badge(name: $0) }])
            .onPreferenceChange(BadgeKey.self) { _ in heard.count += 1 }
    }
}

private struct KeepingTitleKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if !next.isEmpty { value = next }
    }
}

private struct OverwritingTitleKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

private struct TitleContainer: View {
    let keepsValues: Bool
    @State private var title = "?"
    var body: any View {
        let content = VStack([
            keepsValues
                ? Text("comments").preference(key: KeepingTitleKey.self, value: "Comments")
                : Text("comments").preference(key: OverwritingTitleKey.self, value: "Comments"),
            Text("composer"),
        ])
        let titled: any View =
            keepsValues
            ? content.onPreferenceChange(KeepingTitleKey.self) { title = $0 }
            : content.onPreferenceChange(OverwritingTitleKey.self) { title = $0 }
        return VStack([Text("title '\(title)'"), titled])
    }
}

private struct RunawayContainer: View {
    @State private var count = 0
    var body: any View {
        Text("count \(count)").preference(key: BadgeKey.self, value: count)
            .onPreferenceChange(BadgeKey.self) { count = $0 + 1 }
    }
}
