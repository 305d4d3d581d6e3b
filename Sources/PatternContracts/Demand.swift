import Testing

/// How the demand checker drives your publisher: subscribe with a value handler and an end
/// handler (returning the subscription), ask a subscription for more values, cancel it; and on
/// the publisher's side, send a value and end the stream.
public struct DemandSubject {
    let subscribe: (_ onValue: @escaping (String) -> Void, _ onEnd: @escaping () -> Void) -> AnyObject
    let request: (_ subscription: AnyObject, _ count: Int) -> Void
    let cancel: (_ subscription: AnyObject) -> Void
    let send: (String) -> Void
    let finish: () -> Void

    /// A subject driven through these closures.
    public init(
        subscribe: @escaping (_ onValue: @escaping (String) -> Void, _ onEnd: @escaping () -> Void) -> AnyObject,
        request: @escaping (_ subscription: AnyObject, _ count: Int) -> Void,
        cancel: @escaping (_ subscription: AnyObject) -> Void,
        send: @escaping (String) -> Void,
        finish: @escaping () -> Void
    ) {
        (self.subscribe, self.request, self.cancel, self.send, self.finish) = (subscribe, request, cancel, send, finish)
    }
}

/// Checks the contract of a publisher with back-pressure (a reactive stream, Combine's
/// `Subscription.request(_:)`): a subscriber gets only as many values as it asked for; the
/// values it has not asked for yet are kept, in order, and delivered when it asks; the end of
/// the stream comes after every value sent before it, once; and a cancelled subscription hears
/// nothing more.
///
/// `make` returns a fresh publisher each time, as a ``DemandSubject``.
///
/// ```swift
/// checkDemandContract {
///     let publisher = PostPublisher()
///     return DemandSubject(
///         subscribe: { publisher.subscribe(onPost: $0, onEnd: $1) }, request: { ($0 as? Subscription)?.request($1) },
///         cancel: { ($0 as? Subscription)?.cancel() }, send: publisher.send, finish: publisher.finish)
/// }
/// ```
public func checkDemandContract(
    sourceLocation: SourceLocation = #_sourceLocation,
    make: () -> DemandSubject
) {
    final class Heard {
        var values: [String] = []
        var ends = 0
        var shown: String { listed(values) + (ends == 0 ? "" : " and the end" + (ends == 1 ? "" : " \(ends) times")) }
    }
    /// Subscribes to a fresh publisher, then runs `script` with the publisher, the subscription and what was heard.
    func session(_ script: (DemandSubject, AnyObject, Heard) -> String?) -> String? {
        let subject = make()
        let heard = Heard()
        let subscription = subject.subscribe({ heard.values.append($0) }, { heard.ends += 1 })
        return script(subject, subscription, heard)
    }
    runClauses(DemandCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        let observed: String? =
            switch check {
            case .deliversRequested:
                session { subject, subscription, heard in
                    subject.request(subscription, 2)
                    subject.send("a")
                    subject.send("b")
                    return heard.values == ["a", "b"] && heard.ends == 0
                        ? nil : "after asking for 2 values and being sent a, b it heard \(heard.shown)"
                }
            case .neverMoreThanRequested:
                session { subject, subscription, heard in
                    subject.request(subscription, 2)
                    for value in ["a", "b", "c", "d"] { subject.send(value) }
                    return heard.values.count <= 2
                        ? nil : "after asking for 2 values and being sent a, b, c, d it heard \(heard.shown)"
                }
            case .keepsUnrequested:
                session { subject, subscription, heard in
                    subject.request(subscription, 2)
                    for value in ["a", "b", "c", "d"] { subject.send(value) }
                    subject.request(subscription, 1)
                    let afterOne = heard.values
                    subject.request(subscription, 5)
                    subject.send("e")
                    return afterOne == ["a", "b", "c"] && heard.values == ["a", "b", "c", "d", "e"]
                        ? nil
                        : "asked for 2, sent a, b, c, d, then asked for 1 more it had heard \(listed(afterOne)), and "
                            + "after asking for 5 more and being sent e, \(heard.shown)"
                }
            case .endAfterValues:
                session { subject, subscription, heard in
                    subject.request(subscription, 1)
                    subject.send("a")
                    subject.send("b")
                    subject.finish()
                    let beforeAsking = heard.shown
                    subject.request(subscription, 1)
                    subject.request(subscription, 1)
                    return beforeAsking == "[a]" && heard.values == ["a", "b"] && heard.ends == 1
                        ? nil
                        : "asked for 1, sent a, b and the end, it heard \(beforeAsking), and after asking twice more "
                            + "\(heard.shown)"
                }
            case .cancelledHearsNothing:
                session { subject, subscription, heard in
                    subject.request(subscription, 5)
                    subject.send("a")
                    subject.cancel(subscription)
                    subject.send("b")
                    subject.request(subscription, 1)
                    subject.finish()
                    return heard.values == ["a"] && heard.ends == 0
                        ? nil : "after hearing a and cancelling, then b and the end sent, it heard \(heard.shown)"
                }
            }
        return observed.map { Violation(property: check.property, observed: $0) }
    }
}

/// The clauses of the demand contract.
private enum DemandCheck: CaseIterable {
    case deliversRequested, neverMoreThanRequested, keepsUnrequested, endAfterValues, cancelledHearsNothing

    var property: String {
        switch self {
        case .deliversRequested: "a subscriber hears the values it asked for, in order"
        case .neverMoreThanRequested: "a publisher never sends more values than the subscriber asked for"
        case .keepsUnrequested:
            "values sent before they were asked for are kept, and delivered in order when they are asked for"
        case .endAfterValues: "the end of the stream comes once, after every value sent before it"
        case .cancelledHearsNothing: "a cancelled subscription hears nothing more, not even the end"
        }
    }

    var needs: [Self] {
        switch self {
        case .deliversRequested: []
        case .neverMoreThanRequested, .cancelledHearsNothing: [.deliversRequested]
        case .keepsUnrequested: [.neverMoreThanRequested]
        case .endAfterValues: [.keepsUnrequested]
        }
    }
}
