import ContractSupport
import ExampleKit
import MessageTrace
import Testing

@testable import CatalogKit

@Suite("Diagrams drawn as text, pinned at 80 and 120 columns", .timeLimit(.minutes(1)), .watchdog)
struct DiagramGoldenTests {
    static let observerTrace = [
        TraceEvent(from: "App", to: "FeedPublisher", message: "like(#3, by: anna)"),
        TraceEvent(from: "FeedPublisher", to: "LikeBadge", message: "postLiked(#3, by: anna)"),
        TraceEvent(from: "FeedPublisher", to: "ActivityLog", message: "postLiked(#3, by: anna)"),
        TraceEvent(from: "LikeBadge", to: "LikeBadge", message: "recount()"),
        TraceEvent(from: "LikeBadge", to: "LikeBadge", message: "badge shows 1", kind: .note),
        TraceEvent(from: "ActivityLog", to: "FeedPublisher", message: "logged", kind: .reply),
        TraceEvent(
            from: "FeedPublisher", to: "App",
            message: "a long reply that has to be wrapped onto more than one line when the terminal is narrow",
            kind: .reply),
    ]

    static let observerClasses = """
        classDiagram
            class FeedPublisher {
                -entries: [Entry]
                +subscribe(subscriber, handler) Subscription
                +publish(FeedEvent)
            }
            class FeedEvent {
                <<enumeration>>
                postLiked
                commentAdded
            }
            class Subscription {
                +cancel()
            }
            class LikeBadge
            FeedPublisher ..> FeedEvent : publishes
            FeedPublisher --> Subscription : returns
            LikeBadge "1" *-- "1" Subscription : owns
            FeedPublisher <|.. LikeBadge
            note for LikeBadge "held weakly"
        """

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a trace drawn for 80 columns: one column per participant, arrows in order, a long message wrapped") {
            expect(
                SequenceDiagram(events: Self.observerTrace).text(width: 80),
                equals: """
                          App        FeedPublisher     LikeBadge      ActivityLog
                           │               │               │               │
                           │ like(#3, by: anna)            │               │
                           │──────────────▶│               │               │
                           │               │ postLiked(#3, by: anna)       │
                           │               │──────────────▶│               │
                           │               │ postLiked(#3, by: anna)       │
                           │               │──────────────────────────────▶│
                           │               │               │ recount()     │
                           │               │               ├─┐             │
                           │               │               │◀┘             │
                           │               │               ┃               │
                           │               │               ┃ badge shows 1 │
                           │               │               ┃               │
                           │               │ logged        │               │
                           │               │◀╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌│
                           │ a long reply that has to be wrapped onto more than one line when the
                           │ terminal is narrow            │               │
                           │◀╌╌╌╌╌╌╌╌╌╌╌╌╌╌│               │               │
                           │               │               │               │
                    """ + "\n")
        },
        Check("a trace drawn for 120 columns: the long message fits on one line") {
            expect(
                SequenceDiagram(events: Self.observerTrace).text(width: 120),
                equals: """
                          App        FeedPublisher     LikeBadge      ActivityLog
                           │               │               │               │
                           │ like(#3, by: anna)            │               │
                           │──────────────▶│               │               │
                           │               │ postLiked(#3, by: anna)       │
                           │               │──────────────▶│               │
                           │               │ postLiked(#3, by: anna)       │
                           │               │──────────────────────────────▶│
                           │               │               │ recount()     │
                           │               │               ├─┐             │
                           │               │               │◀┘             │
                           │               │               ┃               │
                           │               │               ┃ badge shows 1 │
                           │               │               ┃               │
                           │               │ logged        │               │
                           │               │◀╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌│
                           │ a long reply that has to be wrapped onto more than one line when the terminal is narrow
                           │◀╌╌╌╌╌╌╌╌╌╌╌╌╌╌│               │               │
                           │               │               │               │
                    """ + "\n")
        },
        Check("a class diagram drawn for 80 columns: boxes with stereotypes and members, relations with labels") {
            expect(
                ClassDiagram.parse(Self.observerClasses).diagram.text(width: 80),
                equals: """
                    ┌──────────────────────────────────────────────┐  ┌───────────────┐
                    │                FeedPublisher                 │  │ «enumeration» │
                    ├──────────────────────────────────────────────┤  │   FeedEvent   │
                    │ -entries: [Entry]                            │  ├───────────────┤
                    │ +subscribe(subscriber, handler) Subscription │  │ postLiked     │
                    │ +publish(FeedEvent)                          │  │ commentAdded  │
                    └──────────────────────────────────────────────┘  └───────────────┘
                    ┌──────────────┐  ┌───────────┐
                    │ Subscription │  │ LikeBadge │
                    ├──────────────┤  └───────────┘
                    │ +cancel()    │
                    └──────────────┘

                      FeedPublisher ╌╌▶ FeedEvent : publishes
                      FeedPublisher ──▶ Subscription : returns
                      LikeBadge "1" ◆── "1" Subscription : owns
                      FeedPublisher ◁╌╌ LikeBadge
                      ◁ ▷ is a (dashed: conforms to) · ◆ owns · ▶ uses (dashed: depends on)

                      note on LikeBadge: held weakly
                    """ + "\n")
        },
        Check("a class diagram drawn for 120 columns: more boxes side by side") {
            expect(
                ClassDiagram.parse(Self.observerClasses).diagram.text(width: 120),
                equals: """
                    ┌──────────────────────────────────────────────┐  ┌───────────────┐  ┌──────────────┐  ┌───────────┐
                    │                FeedPublisher                 │  │ «enumeration» │  │ Subscription │  │ LikeBadge │
                    ├──────────────────────────────────────────────┤  │   FeedEvent   │  ├──────────────┤  └───────────┘
                    │ -entries: [Entry]                            │  ├───────────────┤  │ +cancel()    │
                    │ +subscribe(subscriber, handler) Subscription │  │ postLiked     │  └──────────────┘
                    │ +publish(FeedEvent)                          │  │ commentAdded  │
                    └──────────────────────────────────────────────┘  └───────────────┘

                      FeedPublisher ╌╌▶ FeedEvent : publishes
                      FeedPublisher ──▶ Subscription : returns
                      LikeBadge "1" ◆── "1" Subscription : owns
                      FeedPublisher ◁╌╌ LikeBadge
                      ◁ ▷ is a (dashed: conforms to) · ◆ owns · ▶ uses (dashed: depends on)

                      note on LikeBadge: held weakly
                    """ + "\n")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
