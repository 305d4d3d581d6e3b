import ContractSupport
import Futubra
import Testing

@testable import Behavioral

/// A stand-in mediator that only records what controls report.
@MainActor
private final class RecordingMediator: ComposeMediator {
    var reports: [(sender: String, event: ComposeEvent)] = []

    func control(_ sender: AnyObject, didReport event: ComposeEvent) {
        reports.append((String(describing: type(of: sender)), event))
    }
}

@Suite("Mediator", .timeLimit(.minutes(1)), .watchdog)
@MainActor
struct MediatorTests {
    func makeScreen(limit: Int = 20) throws -> ComposeScreenMediator {
        ComposeScreenMediator(
            author: SampleFeed.anna, image: try MediaURL("https://img.futubra.example/a.jpg"),
            firstID: PostID(10), characterLimit: limit)
    }

    /// `value` without its `Optional` wrappers; `nil` when it is an empty optional.
    func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    @Test("no colleague stores a reference to another colleague: each knows only the mediator")
    func colleaguesDoNotReferenceEachOther() throws {
        let screen = try makeScreen()
        let colleagues: [AnyObject] = [screen.textField, screen.attachButton, screen.postButton]
        let colleagueTypes = ["ComposeTextField", "AttachButton", "PostButton"]
        for colleague in colleagues {
            var objects: [String] = []
            for child in Mirror(reflecting: colleague).children {
                let label = child.label ?? "?"
                let typeName = String(describing: type(of: child.value))
                expect(!colleagueTypes.contains { typeName.contains($0) }, "\(label): \(typeName)")
                expect(!typeName.contains("->"), "\(label) is a closure, which could capture another control")
                guard let value = unwrapped(child.value), Mirror(reflecting: value).displayStyle == .class else {
                    continue
                }
                objects.append(label)
                let isTheMediator = ObjectIdentifier(value as AnyObject) == ObjectIdentifier(screen)
                expect(isTheMediator, "\(label) holds an object that is not the mediator")
            }
            expect(objects, equals: ["mediator"], "\(type(of: colleague)) holds \(objects)")
        }
    }

    @Test("each colleague works alone with any mediator: it only reports its own events")
    func colleaguesWorkWithAnyMediator() {
        let recorder = RecordingMediator()
        let field = ComposeTextField()
        let attach = AttachButton()
        let post = PostButton()
        field.mediator = recorder
        attach.mediator = recorder
        post.mediator = recorder
        field.userTyped("hi")
        attach.userTapped()
        post.userTapped()
        post.isEnabled = true
        post.userTapped()
        expect(recorder.reports.map(\.sender), equals: ["ComposeTextField", "AttachButton", "PostButton"])
        expect(recorder.reports.map(\.event), equals: [.textChanged, .attachTapped, .postTapped])
    }

    @Test("the mediator enables Post only for visible text or an image, within the limit")
    func postEnabledRule() throws {
        let screen = try makeScreen(limit: 10)
        expect(!screen.postButton.isEnabled)
        screen.textField.userTyped("  ")
        expect(!screen.postButton.isEnabled)
        screen.textField.userTyped("hello")
        expect(screen.postButton.isEnabled)
        screen.textField.userTyped("hello there, world")
        expect(!screen.postButton.isEnabled)
        expect(screen.textField.warning, equals: "8 characters too many")
        screen.textField.userTyped("")
        screen.attachButton.userTapped()
        expect(screen.postButton.isEnabled)
        expect(screen.attachButton.title, equals: "Remove image")
        expect(screen.textField.placeholder, equals: "Add a caption")
        screen.attachButton.userTapped()
        expect(!screen.postButton.isEnabled)
        expect(screen.attachButton.title, equals: "Attach image")
    }

    @Test("publishing through the mediator resets every colleague at once")
    func publishResetsAll() throws {
        let screen = try makeScreen()
        screen.attachButton.userTapped()
        screen.textField.userTyped("caption")
        screen.postButton.userTapped()
        expect(screen.published.count, equals: 1)
        expect(screen.published.first?.content.kind, equals: .image)
        expect(screen.textField.text.isEmpty)
        expect(screen.attachButton.title, equals: "Attach image")
        expect(!screen.postButton.isEnabled)
        screen.postButton.userTapped()
        expect(screen.published.count, equals: 1)
    }

    @Test("colleagues hold the mediator weakly, so the screen that owns them can be released")
    func mediatorHeldWeakly() throws {
        var screen: ComposeScreenMediator? = try makeScreen()
        let field = screen?.textField
        weak let released = screen
        screen = nil
        expect(released == nil)
        expect(field?.mediator == nil)
    }
}
