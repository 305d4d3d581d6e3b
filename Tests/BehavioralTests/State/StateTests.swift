import ContractSupport
import Futubra
import Testing

@testable import Behavioral

@Suite("State", .timeLimit(.minutes(1)), .watchdog)
struct StateTests {
    typealias Phase = PublicationPhase

    /// The whole transition table, written out independently of the implementation.
    static let legal: [Phase: [Phase.Event: Phase]] = [
        .draft: [.submit: .inReview, .delete: .deleted],
        .inReview: [.approve: .published, .reject: .draft, .delete: .deleted],
        .published: [.hide: .hidden, .delete: .deleted],
        .hidden: [.restore: .published, .delete: .deleted],
        .deleted: [:],
    ]

    static let phases = Phase.allCases
    static let allPairs = Phase.allCases.flatMap { phase in Phase.Event.allCases.map { (phase, $0) } }

    func publication(in phase: Phase) throws -> PostPublication {
        PostPublication(post: try SampleFeed.post(3), phase: phase)
    }

    @Test("every phase accepts exactly its legal events and rejects the others, staying put", arguments: allPairs)
    func everyTransition(phase: Phase, event: Phase.Event) throws {
        var publication = try publication(in: phase)
        if let expected = Self.legal[phase]?[event] {
            try publication.handle(event)
            expect(publication.phase, equals: expected)
        } else {
            #expect(throws: BehavioralError.illegalTransition(from: phase.rawValue, event: event.rawValue)) {
                try publication.handle(event)
            }
            expect(publication.phase, equals: phase)
        }
    }

    @Test("deleted is terminal: no event leaves it")
    func deletedIsTerminal() throws {
        for event in Phase.Event.allCases {
            #expect(throws: BehavioralError.self) { try Phase.deleted.next(after: event) }
        }
    }

    @Test("the same call behaves differently by phase: only a published post accepts likes", arguments: Phase.allCases)
    func likesDependOnPhase(phase: Phase) throws {
        var publication = try publication(in: phase)
        let before = publication.post.likeCount
        if phase == .published {
            try publication.like(by: SampleFeed.eve)
            expect(publication.post.likeCount, equals: before + 1)
        } else {
            #expect(throws: BehavioralError.notAcceptingLikes(PostID(3), phase: phase.rawValue)) {
                try publication.like(by: SampleFeed.eve)
            }
            expect(publication.post.likeCount, equals: before)
        }
    }

    @Test("visibility follows the phase: the author sees drafts, readers only published posts", arguments: phases)
    func visibilityDependsOnPhase(phase: Phase) throws {
        let publication = try publication(in: phase)
        let author = publication.post.author
        expect(publication.isVisible(to: author), equals: (phase != .deleted))
        expect(publication.isVisible(to: SampleFeed.eve), equals: (phase == .published))
    }

    @Test("every phase is reachable from a draft through legal events only")
    func everyPhaseReachable() {
        var reached: Set<Phase> = [.draft]
        var frontier: [Phase] = [.draft]
        while let phase = frontier.popLast() {
            for event in Phase.Event.allCases {
                if let next = try? phase.next(after: event), reached.insert(next).inserted {
                    frontier.append(next)
                }
            }
        }
        expect(reached, equals: Set(Phase.allCases))
    }
}
