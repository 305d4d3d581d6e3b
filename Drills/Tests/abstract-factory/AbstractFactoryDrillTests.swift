import PatternContracts
import Testing

@testable import Drill

/// A control of the checker's family.
private struct ProbeControl: ThemedControl {
    let family: String
    let kind: String
}

/// A theme of the checker's family: every control it makes says it belongs to that family.
private struct ProbeTheme: ThemeFactory {
    let family: String

    func makeButton(_ title: String) -> any ThemedControl { ProbeControl(family: family, kind: "button") }
    func makeBadge(_ count: Int) -> any ThemedControl { ProbeControl(family: family, kind: "badge") }
    func makeDivider() -> any ThemedControl { ProbeControl(family: family, kind: "divider") }
}

/// One of each control the theme makes, with the family each says it belongs to.
private func products(of theme: any ThemeFactory) -> [(product: String, family: String)] {
    [theme.makeButton("New post"), theme.makeBadge(3), theme.makeDivider()].map { ($0.kind, $0.family) }
}

@Suite("Abstract factory drill", .timeLimit(.minutes(1)), .watchdog)
struct AbstractFactoryDrillTests {
    @Test("each theme makes controls of its own family only, and the header makes every control through its theme")
    func themes() {
        checkAbstractFactoryContract(
            families: [
                FactoryFamily("light") { products(of: LightTheme()) },
                FactoryFamily("dark") { products(of: DarkTheme()) },
            ],
            client: { family in FeedHeader(theme: ProbeTheme(family: family), unread: 3).controls.map(\.family) })
    }
}
