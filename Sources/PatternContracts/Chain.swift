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
/// chain's start and returns whether it was handled.
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
    let cases: [(event: String, visits: [String], handled: Bool, property: String)] = [
        (
            "scroll", ["button", "cell", "list"], true,
            "an event climbs only as far as the nearest link that handles it"
        ),
        ("like", ["button", "cell"], true, "a handled event goes no further, though a later link handles it too"),
        ("zoom", ["button", "cell", "list", "screen"], false, "an event nobody handles visits every link"),
    ]
    for expected in cases {
        let log = ChainLog()
        let links = [
            ChainLink(name: "button", handles: [], log: log),
            ChainLink(name: "cell", handles: ["like"], log: log),
            ChainLink(name: "list", handles: ["scroll"], log: log),
            ChainLink(name: "screen", handles: ["like", "share"], log: log),
        ]
        let handled = send(make(links), expected.event)
        if log.visits != expected.visits {
            violated(
                expected.property,
                "'\(expected.event)' visited \(listed(log.visits)) instead of \(listed(expected.visits))",
                at: sourceLocation)
        } else if handled != expected.handled {
            violated(
                "the chain reports whether anyone handled the event",
                "'\(expected.event)' was reported \(handled ? "handled" : "unhandled")", at: sourceLocation)
        }
    }
}
