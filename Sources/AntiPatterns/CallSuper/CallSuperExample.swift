import ExampleKit
import Futubra

/// Plays both screen hierarchies on the same three likes: the profile screen that forgot
/// `super` never hears them; with a template method there is nothing to forget.
public struct CallSuperExample: Example {
    public static let id = "call-super"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let likes = [PostID(4), PostID(1), PostID(4)]
        transcript.section("call super: each override must call super.viewDidLoad()")
        let hub = LikeHub()
        let screens: [CallSuperScreen] = [CallSuperFeedScreen(hub: hub), CallSuperProfileScreen(hub: hub)]
        for screen in screens {
            screen.viewDidLoad()
        }
        transcript.line("screens loaded: 2, listening to likes: \(hub.listenerCount)")
        for id in likes {
            hub.publish(id)
        }
        transcript.line("after likes on #4, #1, #4:")
        for screen in screens {
            transcript.line("  \(type(of: screen)): \(screen.lines.joined())")
        }
        transcript.section("template method: load() is final, subclasses override didLoad()")
        let fixedHub = LikeHub()
        let fixed: [TemplateScreen] = [TemplateFeedScreen(hub: fixedHub), TemplateProfileScreen(hub: fixedHub)]
        for screen in fixed {
            screen.load()
        }
        transcript.line("screens loaded: 2, listening to likes: \(fixedHub.listenerCount)")
        for id in likes {
            fixedHub.publish(id)
        }
        transcript.line("after likes on #4, #1, #4:")
        for screen in fixed {
            transcript.line("  \(type(of: screen)): \(screen.lines.joined())")
        }
    }
}
