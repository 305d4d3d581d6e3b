import ContractSupport
import Futubra
import Testing

@testable import AntiPatterns

/// A loaded screen as the check sees it: load it, then read what it shows.
private struct LoadedScreen {
    var load: () -> Void
    var lines: () -> [String]
}

/// Checks that a screen, once loaded, counts every like published on its hub.
private func checkScreenHearsLikes(
    _ make: (LikeHub) -> LoadedScreen, sourceLocation: SourceLocation = #_sourceLocation
) {
    let hub = LikeHub()
    let screen = make(hub)
    screen.load()
    for id in [4, 1, 4] {
        hub.publish(PostID(id))
    }
    expect(
        screen.lines().joined().hasSuffix("3 new likes"), "the screen shows \(screen.lines())", at: sourceLocation)
}

/// Seeded likes on the sample posts.
private func likes(_ random: inout SeededGenerator) -> [PostID] {
    (0..<random.below(12)).map { _ in PostID(random.below(4) + 1) }
}

@Suite("Call super", .timeLimit(.minutes(1)), .watchdog)
struct CallSuperTests {
    @Test("moving the required step into a final template method changes no output for a screen that called super")
    func characterization() throws {
        try checkCharacterization(
            input: likes,
            before: { likes in
                let hub = LikeHub()
                let screen = CallSuperFeedScreen(hub: hub)
                screen.viewDidLoad()
                return likes.map {
                    hub.publish($0)
                    return screen.lines
                }
            },
            after: { likes in
                let hub = LikeHub()
                let screen = TemplateFeedScreen(hub: hub)
                screen.load()
                return likes.map {
                    hub.publish($0)
                    return screen.lines
                }
            })
    }

    @Test("with a template method every screen hears likes, including one whose author wrote no super call")
    func everyTemplateScreenHearsLikes() throws {
        let load = try #require(SourceCode.antiPatterns.functions(of: ["TemplateScreen"]).first { $0.1.name == "load" })
        expect(load.declaration.modifiers.contains("final"), "no subclass can override the required step")
        checkScreenHearsLikes { hub in
            let screen = TemplateFeedScreen(hub: hub)
            return LoadedScreen(load: screen.load, lines: { screen.lines })
        }
        checkScreenHearsLikes { hub in
            let screen = TemplateProfileScreen(hub: hub)
            return LoadedScreen(load: screen.load, lines: { screen.lines })
        }
    }

    @Test("a subclass that forgets super.viewDidLoad() never hears a like, and the check catches it", .tags(.control))
    func forgottenSuperIsCaught() {
        checkScreenHearsLikes { hub in
            let screen = CallSuperFeedScreen(hub: hub)
            return LoadedScreen(load: screen.viewDidLoad, lines: { screen.lines })
        }
        withKnownIssue {
            checkScreenHearsLikes { hub in
                let screen = CallSuperProfileScreen(hub: hub)
                return LoadedScreen(load: screen.viewDidLoad, lines: { screen.lines })
            }
        }
    }
}
