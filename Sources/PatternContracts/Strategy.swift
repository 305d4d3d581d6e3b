import Testing

/// One strategy's expected answer, for ``checkStrategyContract(make:replace:run:input:first:second:answers:sourceLocation:)``.
public struct StrategyAnswer<Output> {
    /// The strategy in a learner's words: `most liked first`.
    public var name: String
    /// Runs the strategy on the checker's input.
    public var run: () -> Output
    /// What it must answer.
    public var expected: Output

    public init(_ name: String, expected: Output, run: @escaping () -> Output) {
        self.name = name
        self.run = run
        self.expected = expected
    }
}

/// Checks the contract of the strategy pattern: a context delegates its algorithm to the
/// strategy it holds and returns that strategy's answer as it is; a strategy set at run time
/// takes effect on the next call (the context neither switches on a kind of its own nor
/// keeps the first strategy's answer); and each strategy gives its own answer.
///
/// `make` builds your context with a strategy of the checker's (wrap the closure in your
/// strategy protocol); `replace` sets another; `run` asks the context for an answer to
/// `input`. The checker's strategies answer `first` and `second` (two outputs that differ)
/// and record what they were asked. `answers` are your own strategies, each with the answer
/// it must give.
///
/// ```swift
/// checkStrategyContract(
///     make: { ranking in RankedFeedScreen(ranking: ClosureRanking(ranking)) },
///     replace: { screen, ranking in screen.ranking = ClosureRanking(ranking) },
///     run: { screen, posts in screen.rows(posts) },
///     input: posts, first: [3, 2, 1], second: [1, 2, 3],
///     answers: [StrategyAnswer("newest first", expected: [3, 2, 1]) { NewestFirst().rank(posts) }])
/// ```
public func checkStrategyContract<Context, Input: Equatable, Output: Equatable>(
    make: (_ strategy: @escaping (Input) -> Output) -> Context,
    replace: (Context, _ strategy: @escaping (Input) -> Output) -> Void,
    run: (Context, Input) -> Output,
    input: Input,
    first: Output,
    second: Output,
    answers: [StrategyAnswer<Output>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    runClauses(StrategyCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        switch check {
        case .delegates, .swappable:
            let firstAsked = StrategyLog<Input>()
            let secondAsked = StrategyLog<Input>()
            let context = make { asked in
                firstAsked.inputs.append(asked)
                return first
            }
            let answer = run(context, input)
            if check == .delegates {
                guard answer != first || firstAsked.inputs != [input] else { return nil }
                return Violation(
                    property: check.property,
                    observed:
                        "the context answered \(answer) (its strategy answers \(first)), and asked its strategy \(counted(firstAsked.inputs.count, "time"))"
                )
            }
            replace(context) { asked in
                secondAsked.inputs.append(asked)
                return second
            }
            let next = run(context, input)
            guard next != second || secondAsked.inputs != [input] || firstAsked.inputs.count != 1 else { return nil }
            return Violation(
                property: check.property,
                observed:
                    "after the strategy was replaced, the context answered \(next) (the new strategy answers \(second)), asking the new strategy \(counted(secondAsked.inputs.count, "time")) and the old one \(counted(firstAsked.inputs.count - 1, "more time"))"
            )
        case .ownAnswers:
            for answer in answers {
                let got = answer.run()
                guard got != answer.expected else { continue }
                return Violation(
                    property: check.property, observed: "'\(answer.name)' answered \(got) instead of \(answer.expected)"
                )
            }
            return nil
        }
    }
}

/// What a checker's strategy was asked.
private final class StrategyLog<Input> {
    var inputs: [Input] = []
}

/// The clauses of the strategy contract.
private enum StrategyCheck: CaseIterable {
    case delegates, swappable, ownAnswers

    var property: String {
        switch self {
        case .delegates: "a context delegates to the strategy it holds, and returns its answer as it is"
        case .swappable: "a strategy set at run time takes effect on the next call"
        case .ownAnswers: "each strategy gives its own answer to the same input"
        }
    }

    var needs: [Self] {
        self == .swappable ? [.delegates] : []
    }
}
