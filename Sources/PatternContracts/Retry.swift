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
    let recovering = outcome(failing: [transient, transient])
    if case .failure(let error) = recovering.result {
        violated(
            "a retry decorator turns transient failures into a success",
            "with 2 failures before a success the call threw '\(error)'", at: sourceLocation)
    } else if recovering.calls != 3 {
        violated(
            "a retry decorator calls again only until a call succeeds",
            "2 failures then a success took \(recovering.calls) calls instead of 3", at: sourceLocation)
    }
    let down = outcome(failing: Array(repeating: transient, count: attempts + 5))
    if case .success = down.result {
        violated(
            "a retry decorator gives up and reports the error", "it answered though every call failed",
            at: sourceLocation)
    } else if down.calls != attempts {
        violated(
            "a retry decorator gives up after \(attempts) attempts",
            "a subject that always fails was called \(down.calls) time\(down.calls == 1 ? "" : "s")", at: sourceLocation
        )
    }
    let refused = outcome(failing: [refusal, refusal, refusal])
    if refused.calls != 1 {
        violated(
            "a refusal is not retried", "after '\(refusal)' the subject was called \(refused.calls) times",
            at: sourceLocation)
    }
    let passedOn = if case .failure(let error) = refused.result { "\(error)" == "\(refusal)" } else { false }
    if !passedOn {
        violated("a refusal reaches the caller unchanged", "the call ended with \(refused.result)", at: sourceLocation)
    }
}
