import ContractSupport
import Testing

// What Swift does with methods of protocol extensions, which the protocol-oriented-programming
// entry relies on. These types exist only here: the tests pin the language, not this project.

private protocol Badge {
    /// A requirement: dispatched through the witness table.
    func label() -> String
}

extension Badge {
    func label() -> String { "default label" }
    /// Declared only here: not in the witness table.
    func tooltip() -> String { "default tooltip" }
}

private struct LikeBadge: Badge {
    func label() -> String { "like label" }
    func tooltip() -> String { "like tooltip" }
}

private class BaseBadge: Badge {}

private final class VideoBadge: BaseBadge {
    func tooltip() -> String { "video tooltip" }
}

@Suite("What Swift does, not this project", .timeLimit(.minutes(1)), .watchdog)
struct PlatformProtocolDispatchTests {
    private func throughGeneric(_ badge: some Badge) -> (label: String, tooltip: String) {
        (badge.label(), badge.tooltip())
    }

    @Test(
        "a method declared only in a protocol extension is not dispatched dynamically: the conformer's own is skipped")
    func extensionOnlyMethodIsStatic() {
        let badge = LikeBadge()
        expect(badge.tooltip(), equals: "like tooltip")
        expect(throughGeneric(badge).tooltip, equals: "default tooltip")
        expect((badge as any Badge).tooltip(), equals: "default tooltip")
    }

    @Test("a requirement with a default is dispatched dynamically: the conformer's own is called through the protocol")
    func requirementIsDynamic() {
        let badge = LikeBadge()
        expect(throughGeneric(badge).label, equals: "like label")
        expect((badge as any Badge).label(), equals: "like label")
    }

    @Test("a subclass's method of the same name does not override a protocol extension method its superclass inherited")
    func subclassDoesNotOverrideExtension() {
        let badge: BaseBadge = VideoBadge()
        expect(VideoBadge().tooltip(), equals: "video tooltip")
        expect(badge.tooltip(), equals: "default tooltip")
        expect(throughGeneric(VideoBadge()).tooltip, equals: "default tooltip")
    }
}
