import Testing

/// A link the chain-of-responsibility contract puts in your chain: it handles the events
/// in ``handles`` and records every event it is asked about.
public final class ChainLink {
    public let name: String
    public let handles: Set<String>
    private let log: ChainLog

    init(name: String, handles: Set<String>, log: ChainLog) {
        self.name = name
        self.handles = handles
        self.log = log
    }

    /// Asks this link about `event`: records the visit and answers whether it handled it.
    /// Your link's handler calls it.
    public func visit(_ event: String) -> Bool {
        log.visits.append(name)
        return handles.contains(event)
    }
}

final class ChainLog {
    var visits: [String] = []
}

/// Checks the chain of responsibility: an event starts at the first link and climbs only
/// as far as the nearest link that handles it, goes no further once handled, and an event
/// nobody handles visits every link and is reported unhandled.
///
/// `make` builds your chain from the links, first responder first, each of your links
/// answering through its link's ``ChainLink/visit(_:)``; `send` sends one event to the
/// chain's start and returns whether it was handled. An event that never reaches the first
/// link is reported as that alone; otherwise every property that does not hold is reported,
/// one issue each.
///
/// ```swift
/// checkChainContract(
///     make: { links in FeedResponder.chain(links.map { link in (link.name, link.visit) }) },
///     send: { chain, event in chain.handle(event) })
/// ```
public func checkChainContract<Chain>(
    make: ([ChainLink]) -> Chain,
    send: (Chain, String) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    /// Sends `event` through a fresh chain: who was asked, in order, and the answer.
    func run(_ event: String) -> (visits: [String], handled: Bool) {
        let log = ChainLog()
        let links = [
            ChainLink(name: "button", handles: [], log: log),
            ChainLink(name: "cell", handles: ["like"], log: log),
            ChainLink(name: "list", handles: ["scroll"], log: log),
            ChainLink(name: "screen", handles: ["like", "share"], log: log),
        ]
        let handled = send(make(links), event)
        return (log.visits, handled)
    }
    let expected: [String: (visits: [String], handled: Bool)] = [
        "scroll": (["button", "cell", "list"], true),
        "like": (["button", "cell"], true),
        "zoom": (["button", "cell", "list", "screen"], false),
    ]
    func visitsDiffer(_ events: [String]) -> String? {
        let wrong = events.compactMap { event -> String? in
            let visits = run(event).visits
            let wanted = expected[event]?.visits ?? []
            return visits == wanted ? nil : "'\(event)' visited \(listed(visits)) instead of \(listed(wanted))"
        }
        return wrong.isEmpty ? nil : wrong.joined(separator: "; ")
    }
    runClauses(ChainCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        switch check {
        case .startsAtFirstLink:
            let visits = run("scroll").visits
            guard visits.first != "button" else { return nil }
            return Violation(property: check.property, observed: "'scroll' visited \(listed(visits))")
        case .stopsAtNearestHandler:
            return visitsDiffer(["scroll", "like"]).map { Violation(property: check.property, observed: $0) }
        case .unhandledVisitsAll:
            return visitsDiffer(["zoom"]).map { Violation(property: check.property, observed: $0) }
        case .reportsHandled:
            let wrong = ["scroll", "like", "zoom"].compactMap { event -> String? in
                let handled = run(event).handled
                guard handled != expected[event]?.handled else { return nil }
                return "'\(event)' was reported \(handled ? "handled" : "unhandled")"
            }
            return wrong.isEmpty ? nil : Violation(property: check.property, observed: wrong.joined(separator: ", "))
        }
    }
}

/// The clauses of the chain-of-responsibility contract.
private enum ChainCheck: CaseIterable {
    case startsAtFirstLink, stopsAtNearestHandler, unhandledVisitsAll, reportsHandled

    var property: String {
        switch self {
        case .startsAtFirstLink: "an event is offered to the first link first (every other property needs this)"
        case .stopsAtNearestHandler:
            "an event climbs only as far as the nearest link that handles it, and goes no further once handled"
        case .unhandledVisitsAll: "an event nobody handles visits every link"
        case .reportsHandled: "the chain reports whether anyone handled the event"
        }
    }

    var needs: [Self] {
        switch self {
        case .startsAtFirstLink: []
        case .stopsAtNearestHandler: [.startsAtFirstLink]
        // An event that stops too early, or climbs too far, says nothing more about these.
        case .unhandledVisitsAll: [.stopsAtNearestHandler]
        case .reportsHandled: [.stopsAtNearestHandler, .unhandledVisitsAll]
        }
    }
}
