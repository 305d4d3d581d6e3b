import Testing

/// One legal move of a state machine: from a phase, on an event, to a phase.
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

/// Checks the state pattern's contract on every pair of phase and event: an event that
/// `legal` lists is accepted and leads where it says; any other is refused and leaves the
/// phase as it was.
///
/// `send` starts your object in a phase, sends it one event, and returns whether the object
/// accepted it and the phase it is in afterwards.
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
    for phase in phases {
        for event in events {
            let outcome = send(phase, event)
            if let rule = legal.first(where: { $0.from == phase && $0.event == event }) {
                if !outcome.accepted || outcome.phase != rule.to {
                    let what = outcome.accepted ? "it led to \(outcome.phase)" : "it was refused"
                    violated(
                        "from \(phase), '\(event)' is legal and leads to \(rule.to)", what, at: sourceLocation)
                }
            } else if outcome.accepted {
                violated(
                    "from \(phase), '\(event)' is not a legal move and must be refused",
                    "it was accepted (now \(outcome.phase))", at: sourceLocation)
            } else if outcome.phase != phase {
                violated(
                    "a refused event leaves the phase as it was",
                    "'\(event)' from \(phase) was refused but left it at \(outcome.phase)", at: sourceLocation)
            }
        }
    }
}
