import ContractSupport
import ExampleKit
import MessageTrace
import Testing

@testable import CatalogKit

/// The narrow cases of the terminal diagrams, pinned as the renderers drew them before they
/// were moved onto the layout model the pictures share: shortened names and members, wrapped
/// relations, numbered columns with a legend, and the plain list for the narrowest terminals.
@Suite("Diagrams drawn as text, pinned at narrow widths", .timeLimit(.minutes(1)), .watchdog)
struct DiagramNarrowGoldenTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a class diagram drawn for 30 columns: one box a band, long members shortened, relations wrapped") {
            expect(
                ClassDiagram.parse(DiagramGoldenTests.observerClasses).diagram.text(width: 30),
                equals: """
                    ┌────────────────────────────┐
                    │       FeedPublisher        │
                    ├────────────────────────────┤
                    │ -entries: [Entry]          │
                    │ +subscribe(subscriber, ha… │
                    │ +publish(FeedEvent)        │
                    └────────────────────────────┘
                    ┌───────────────┐
                    │ «enumeration» │
                    │   FeedEvent   │
                    ├───────────────┤
                    │ postLiked     │
                    │ commentAdded  │
                    └───────────────┘
                    ┌──────────────┐
                    │ Subscription │
                    ├──────────────┤
                    │ +cancel()    │
                    └──────────────┘
                    ┌───────────┐
                    │ LikeBadge │
                    └───────────┘

                      FeedPublisher ╌╌▶
                          FeedEvent : publishes
                      FeedPublisher ──▶
                          Subscription : returns
                      LikeBadge "1" ◆── "1"
                          Subscription : owns
                      FeedPublisher ◁╌╌
                          LikeBadge
                      ◁ ▷ is a (dashed: conforms
                      to) · ◆ owns · ▶ uses
                      (dashed: depends on)

                      note on LikeBadge: held
                        weakly
                    """ + "\n")
        },
        Check("a trace drawn for 30 columns: names shortened with an ellipsis, messages wrapped") {
            expect(
                SequenceDiagram(events: DiagramGoldenTests.observerTrace).text(width: 30),
                equals: """
                      App   FeedP… LikeB… Activ…
                       │      │      │      │
                       │ like(#3, by: anna) │
                       │─────▶│      │      │
                       │      │ postLiked(#3, by:
                       │      │ anna)│      │
                       │      │─────▶│      │
                       │      │ postLiked(#3, by:
                       │      │ anna)│      │
                       │      │────────────▶│
                       │      │      │ recount()
                       │      │      ├─┐    │
                       │      │      │◀┘    │
                       │      │      ┃      │
                       │      │      badge shows 1
                       │      │      ┃      │
                       │      │ logged      │
                       │      │◀╌╌╌╌╌╌╌╌╌╌╌╌│
                       │ a long reply that has to
                       │ be wrapped onto more than
                       │ one line when the  │
                       │ terminal is narrow │
                       │◀╌╌╌╌╌│      │      │
                       │      │      │      │
                    """ + "\n")
        },
        Check("a trace drawn for 20 columns: numbered columns under a legend that names them") {
            expect(
                SequenceDiagram(events: DiagramGoldenTests.observerTrace).text(width: 20),
                equals: """
                    1 App
                    2 FeedPublisher
                    3 LikeBadge
                    4 ActivityLog

                     1   2   3   4
                     │   │   │   │
                     │ like(#3, by:
                     │ anna) │   │
                     │──▶│   │   │
                     │  postLiked(#3,
                     │  by: anna)│
                     │   │──▶│   │
                     │  postLiked(#3,
                     │  by: anna)│
                     │   │──────▶│
                     │   │   │ recount()
                     │   │   ├─┐ │
                     │   │   │◀┘ │
                     │   │   ┃   │
                     │   │ badge shows 1
                     │   │   ┃   │
                     │   │ logged│
                     │   │◀╌╌╌╌╌╌│
                     │ a long reply that
                     │ has to be wrapped
                     │ onto more than
                     │ one line when the
                     │ terminal is
                     │ narrow│   │
                     │◀╌╌│   │   │
                     │   │   │   │
                    """ + "\n")
        },
        Check("seven participants in 20 columns: every event listed on its own line") {
            let events = [
                TraceEvent(from: "A1", to: "B2", message: "start"),
                TraceEvent(from: "B2", to: "C3", message: "pass it on to the next one"),
                TraceEvent(from: "C3", to: "D4", message: "go"),
                TraceEvent(from: "D4", to: "E5", message: "go"),
                TraceEvent(from: "E5", to: "F6", message: "go"),
                TraceEvent(from: "F6", to: "G7", message: "go"),
                TraceEvent(from: "G7", to: "G7", message: "done", kind: .note),
                TraceEvent(from: "G7", to: "A1", message: "ok", kind: .reply),
            ]
            expect(
                SequenceDiagram(events: events).text(width: 20),
                equals: """
                    A1 ─▶ B2: start
                    B2 ─▶ C3: pass it
                      on to the next one
                    C3 ─▶ D4: go
                    D4 ─▶ E5: go
                    E5 ─▶ F6: go
                    F6 ─▶ G7: go
                    note over G7: done
                    G7 ╌▶ A1: ok
                    """ + "\n")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
