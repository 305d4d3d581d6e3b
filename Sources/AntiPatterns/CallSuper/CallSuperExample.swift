import ExampleKit
import Futubra

/// Plays both screen hierarchies on the same three likes: the profile screen that forgot
/// `super` never hears them; with a template method there is nothing to forget.
public struct CallSuperExample: Example {
    public static let id = "call-super"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        // Loads both screens of a hierarchy on one hub, then publishes the same likes to them.
        func play(on hub: LikeHub, screens: Int, load: () -> Void, lines: () -> [String]) {
            load()
            transcript.line("screens loaded: \(screens), listening to likes: \(hub.listenerCount)")
            for id in [PostID(4), PostID(1), PostID(4)] {
                hub.publish(id)
            }
            transcript.line("after likes on #4, #1, #4:")
            for line in lines() {
                transcript.line(line)
            }
        }
        transcript.section("call super: each override must call super.viewDidLoad()")
        let hub = LikeHub()
        let screens: [CallSuperScreen] = [CallSuperFeedScreen(hub: hub), CallSuperProfileScreen(hub: hub)]
        play(
            on: hub, screens: screens.count, load: { for screen in screens { screen.viewDidLoad() } },
            lines: { screens.map { "  \(type(of: $0)): \($0.lines.joined())" } })
        transcript.section("template method: load() is final, subclasses override didLoad()")
        let fixedHub = LikeHub()
        let fixed: [TemplateScreen] = [TemplateFeedScreen(hub: fixedHub), TemplateProfileScreen(hub: fixedHub)]
        play(
            on: fixedHub, screens: fixed.count, load: { for screen in fixed { screen.load() } },
            lines: { fixed.map { "  \(type(of: $0)): \($0.lines.joined())" } })
    }
}
