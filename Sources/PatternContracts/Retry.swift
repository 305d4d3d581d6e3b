import Testing

/// Checks the contract of a retrying decorator: it keeps the interface and adds one
/// behaviour. A transient failure is retried until a call succeeds; after `attempts` calls
/// it gives up with the subject's error; a refusal (an error that will not change by trying
/// again) is passed on at once.
///
/// `make` wraps the subject it is given (a function that fails as the checker decides) in
/// your decorator; `call` makes one call through it.
///
/// ```swift
/// checkRetryContract(
///     attempts: 3, transient: FeedError.offline, refusal: FeedError.forbidden,
///     make: { subject in RetryingFeedService(base: ClosureFeedService(subject), attempts: 3) },
///     call: { try $0.feed() })
/// ```
public func checkRetryContract<Service>(
    attempts: Int,
    transient: any Error,
    refusal: any Error,
    make: (_ subject: @escaping () throws -> [Int]) -> Service,
    call: (Service) throws -> [Int],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard attempts >= 3 else {
        Issue.record("the retry contract needs at least 3 attempts", sourceLocation: sourceLocation)
        return
    }
    let posts = [4, 3, 2, 1]
    /// Runs one call through a fresh decorator whose subject throws `errors` in turn, then
    /// answers; returns the outcome and how many times the subject was called.
    func outcome(failing errors: [any Error]) -> (result: Result<[Int], any Error>, calls: Int) {
        let calls = CallCounter()
        let service = make {
            let number = calls.increment()
            if number <= errors.count { throw errors[number - 1] }
            return posts
        }
        return (Result { try call(service) }, calls.value)
    }
    func same(_ result: Result<[Int], any Error>, as error: any Error) -> Bool {
        if case .failure(let thrown) = result { "\(thrown)" == "\(error)" } else { false }
    }
    runClauses(RetryCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        switch check {
        case .recovers:
            let recovering = outcome(failing: [transient, transient])
            if case .failure(let error) = recovering.result {
                return Violation(
                    property: check.property, observed: "with 2 failures before a success the call threw '\(error)'")
            }
            guard recovering.calls != 3 else { return nil }
            return Violation(
                property: "a retry decorator calls again only until a call succeeds",
                observed: "2 failures then a success took \(counted(recovering.calls, "call")) instead of 3")
        case .givesUp:
            // The subject fails more often than the decorator may try, then answers: a
            // decorator that never gives up ends up with that answer instead of looping forever.
            let down = outcome(failing: Array(repeating: transient, count: attempts + 5))
            if down.calls != attempts {
                let ended = if case .success = down.result { "then answered" } else { "then failed" }
                return Violation(
                    property: "a retry decorator gives up after \(attempts) attempts",
                    observed: "a subject that kept failing was called \(counted(down.calls, "time")), \(ended)")
            }
            guard same(down.result, as: transient) else {
                return Violation(
                    property: check.property, observed: "after \(attempts) failures the call ended with \(down.result)")
            }
            return nil
        case .refusalNotRetried:
            let refused = outcome(failing: [refusal, refusal, refusal])
            guard refused.calls != 1 else { return nil }
            return Violation(
                property: check.property, observed: "after '\(refusal)' the subject was called \(refused.calls) times")
        case .refusalPassedOn:
            let refused = outcome(failing: [refusal, refusal, refusal])
            guard !same(refused.result, as: refusal) else { return nil }
            return Violation(property: check.property, observed: "the call ended with \(refused.result)")
        }
    }
}

/// The clauses of the retry contract.
private enum RetryCheck: CaseIterable {
    case recovers, givesUp, refusalNotRetried, refusalPassedOn

    var property: String {
        switch self {
        case .recovers: "a retry decorator turns transient failures into a success"
        case .givesUp: "a retry decorator gives up and reports the subject's error"
        case .refusalNotRetried: "a refusal is not retried"
        case .refusalPassedOn: "a refusal reaches the caller unchanged"
        }
    }

    var needs: [Self] { self == .givesUp ? [.recovers] : [] }
}
