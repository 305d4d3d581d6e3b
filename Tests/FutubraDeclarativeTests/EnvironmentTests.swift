import ContractSupport
import FutubraDeclarative
import Testing

@MainActor
@Suite("FutubraDeclarative: environment values flow down", .timeLimit(.minutes(1)), .watchdog)
struct EnvironmentTests {
    @Test(
        "a value set by an ancestor reaches every view under it; a nearer one wins for its subtree; none gives the default"
    )
    func valuesFlowDown() {
        let host = ViewHost(
            VStack([
                VStack([ThemeLabel(), FixedLabel(text: "between"), VStack([ThemeLabel()]).environment(\.theme, "dark")])
                    .environment(\.theme, "light"),
                ThemeLabel(),
            ]))
        expect(host.render(), equals: ["theme light", "between", "theme dark", "theme plain"])
    }

    @Test("changing an environment value evaluates the views that read it, and only them")
    func onlyReadersAreEvaluated() {
        let post = TestPost()
        let host = ViewHost(ThemedScreen(post: post))
        host.update()
        host.resetEvaluations()
        post.caption = "dark"
        expect(host.render(), equals: ["theme dark", "between", "theme dark"])
        expect(evaluated(host), equals: ["ThemedScreen", "ThemeLabel", "ThemeLabel"])
    }

    @Test("an @Observable object is put in by type and read by type; read as an optional, a missing one is nil")
    func objectsByType() {
        let post = TestPost()
        post.likes = 7
        let host = ViewHost(VStack([PostReader().environment(post), OptionalPostReader()]))
        expect(host.render(), equals: ["post ♥7", "no post"])
        post.likes = 8
        expect(host.render(), equals: ["post ♥8", "no post"])
    }

    @Test(
        "a view that reads an object nobody put in stops the app, as SwiftUI does: the dependency is checked only at run time"
    )
    func missingObjectStopsTheApp() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                ViewHost(PostReader()).update()
            }
        }
    }
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

private struct ThemeLabel: View {
    @Environment(\.theme) private var theme
    var body: any View { Text("theme \(theme)") }
}

private struct ThemedScreen: View {
    let post: TestPost
    var body: any View {
        VStack([ThemeLabel(), FixedLabel(text: "between"), VStack([ThemeLabel()])]).environment(\.theme, post.caption)
    }
}

private struct PostReader: View {
    @Environment(TestPost.self) private var post
    var body: any View { Text("post ♥\(post.likes)") }
}

private struct OptionalPostReader: View {
    @Environment(TestPost.self) private var post: TestPost?
    var body: any View { Text(post.map { "post ♥\($0.likes)" } ?? "no post") }
}
