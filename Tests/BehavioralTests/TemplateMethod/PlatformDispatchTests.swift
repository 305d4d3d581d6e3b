import ContractSupport
import Testing

// The class-inheritance trap of protocol-extension defaults, which the template-method entry
// warns about. These types exist only here: the test pins what Swift does with them.

private protocol CardFooter {
    func footer() -> String
}

extension CardFooter {
    func footer() -> String { "likes" }
}

/// Conforms by taking the extension's default; it declares no `footer()` of its own.
private class BaseCard: CardFooter {}

/// Declares `footer()`, but there is nothing in `BaseCard` for it to override.
private final class VideoCard: BaseCard {
    func footer() -> String { "play" }
}

/// The fix: the base class implements the requirement itself, and the subclass overrides it.
private class FixedBaseCard: CardFooter {
    func footer() -> String { "likes" }
}

private final class FixedVideoCard: FixedBaseCard {
    override func footer() -> String { "play" }
}

@Suite("What Swift does, not this project", .timeLimit(.minutes(1)), .watchdog)
struct PlatformDispatchTests {
    private func footerThroughProtocol(_ card: some CardFooter) -> String {
        card.footer()
    }

    @Test("a subclass's step is skipped through the protocol when its superclass took the extension default")
    func subclassOfDefaultConformanceIsNotDispatched() {
        let card = VideoCard()
        expect(card.footer(), equals: "play")
        expect(footerThroughProtocol(card), equals: "likes")
        expect((card as any CardFooter).footer(), equals: "likes")
        expect(footerThroughProtocol(FixedVideoCard()), equals: "play")
    }
}
