import Testing

/// One legal move of a state machine: from a phase, on an event, to a phase.
///
/// It is `Sendable` when its phase and event are, so a table of them can be a `static let`.
public struct Transition<Phase, Event> {
    public let from: Phase
    public let event: Event
    public let to: Phase

    public init(_ from: Phase, on event: Event, to: Phase) {
        self.from = from
        self.event = event
        self.to = to
    }
}

extension Transition: Sendable where Phase: Sendable, Event: Sendable {}
extension Transition: Equatable where Phase: Equatable, Event: Equatable {}

/// Checks the state pattern's contract on every pair of phase and event, for an object that
/// answers whether it accepted an event: an event that `legal` lists is accepted and leads
/// where it says; any other is refused and leaves the phase as it was.
///
/// `send` starts your object in a phase, sends it one event, and returns whether the object
/// accepted it and the phase it is in afterwards. Every property that does not hold is
/// reported, one issue each, listing every move that broke it.
///
/// ```swift
/// checkTransitionContract(
///     phases: PublicationPhase.allCases, events: PublicationEvent.allCases,
///     legal: [Transition(.draft, on: .submit, to: .inReview), …],
///     send: { phase, event in
///         var post = PostPublication(phase: phase)
///         let accepted = post.handle(event)
///         return (accepted, post.phase)
///     })
/// ```
public func checkTransitionContract<Phase: Equatable, Event: Equatable>(
    phases: [Phase],
    events: [Event],
    legal: [Transition<Phase, Event>],
    send: (Phase, Event) -> (accepted: Bool, phase: Phase),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    checkTransitions(phases: phases, events: events, legal: legal, refuses: true, send: send, at: sourceLocation)
}

/// ``checkTransitionContract(phases:events:legal:send:sourceLocation:)`` for an object that
/// cannot refuse an event (most state machines: the event is simply not handled in that
/// phase): an event that `legal` lists leads where it says; any other leaves the phase as it
/// was.
///
/// ```swift
/// checkTransitionContract(
///     phases: PlayerPhase.allCases, events: PlayerEvent.allCases, legal: PlayerPhase.moves,
///     nextPhase: { phase, event in
///         let player = Player(phase: phase)
///         player.handle(event)
///         return player.phase
///     })
/// ```
public func checkTransitionContract<Phase: Equatable, Event: Equatable>(
    phases: [Phase],
    events: [Event],
    legal: [Transition<Phase, Event>],
    nextPhase: (Phase, Event) -> Phase,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    checkTransitions(
        phases: phases, events: events, legal: legal, refuses: false,
        send: { phase, event in
            let next = nextPhase(phase, event)
            return (next != phase, next)
        }, at: sourceLocation)
}

/// The clauses of the state contract.
private enum TransitionCheck: CaseIterable {
    case legalLeadsOn, illegalRefused, refusalKeepsPhase

    func property(refuses: Bool) -> String {
        switch self {
        case .legalLeadsOn:
            refuses
                ? "a legal event is accepted and leads where the table says"
                : "a legal event leads where the table says"
        case .illegalRefused: "an event that is not a legal move is refused"
        case .refusalKeepsPhase:
            refuses
                ? "a refused event leaves the phase as it was"
                : "an event that is not a legal move leaves the phase as it was"
        }
    }
}

private func checkTransitions<Phase: Equatable, Event: Equatable>(
    phases: [Phase],
    events: [Event],
    legal: [Transition<Phase, Event>],
    refuses: Bool,
    send: (Phase, Event) -> (accepted: Bool, phase: Phase),
    at sourceLocation: SourceLocation
) {
    let chosen = refuses ? TransitionCheck.allCases : [.legalLeadsOn, .refusalKeepsPhase]
    let pairs = phases.flatMap { phase in events.map { (phase, $0) } }
    func rule(_ phase: Phase, _ event: Event) -> Transition<Phase, Event>? {
        legal.first { $0.from == phase && $0.event == event }
    }
    func property(_ check: TransitionCheck) -> String { check.property(refuses: refuses) }
    runClauses(chosen, property: property, at: sourceLocation) { check in
        var wrong: [String] = []
        for (phase, event) in pairs {
            let outcome = send(phase, event)
            switch (check, rule(phase, event)) {
            case (.legalLeadsOn, let rule?):
                if refuses, !outcome.accepted {
                    wrong.append("from \(phase), '\(event)' was refused")
                } else if outcome.phase != rule.to {
                    wrong.append("from \(phase), '\(event)' led to \(outcome.phase) instead of \(rule.to)")
                }
            case (.illegalRefused, nil) where outcome.accepted:
                wrong.append("from \(phase), '\(event)' was accepted (now \(outcome.phase))")
            case (.refusalKeepsPhase, nil) where !refuses || !outcome.accepted:
                if outcome.phase != phase {
                    wrong.append("from \(phase), '\(event)' left it at \(outcome.phase)")
                }
            default:
                break
            }
        }
        guard !wrong.isEmpty else { return nil }
        let summary =
            wrong.count == 1 ? wrong[0] : "\(wrong.count) moves broke it: " + wrong.joined(separator: "; ")
        return Violation(property: check.property(refuses: refuses), observed: summary)
    }
}
