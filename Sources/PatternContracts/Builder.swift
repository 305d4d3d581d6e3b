import Testing

/// One step of a builder, named for the messages: `BuildStep("limit(0)") { $0 = $0.limit(0) }`.
public struct BuildStep<Builder> {
    public let name: String
    public let apply: (inout Builder) -> Void

    public init(_ name: String, _ apply: @escaping (inout Builder) -> Void) {
        self.name = name
        self.apply = apply
    }
}

/// Checks the builder's contract: valid steps build; a step that makes the product invalid
/// is rejected by `build()` with an error that quotes the bad value; steps only record, so a
/// bad value replaced before `build()` is never rejected; and a builder is a value, so a
/// branch taken from a half-built builder leaves the original untouched.
///
/// `valid` must set every part a bad step can spoil (the checker applies the valid steps
/// again after a bad one to replace it).
///
/// ```swift
/// checkBuilderContract(
///     make: { FeedQueryBuilder() }, build: { try $0.build() },
///     valid: [BuildStep("limit(20)") { $0 = $0.limit(20) }],
///     invalid: [(BuildStep("limit(0)") { $0 = $0.limit(0) }, badValue: "0")])
/// ```
public func checkBuilderContract<Builder, Product>(
    make: () -> Builder,
    build: (Builder) throws -> Product,
    valid: [BuildStep<Builder>],
    invalid: [(step: BuildStep<Builder>, badValue: String)],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    func apply(_ steps: [BuildStep<Builder>], to builder: Builder) -> Builder {
        var builder = builder
        for step in steps { step.apply(&builder) }
        return builder
    }
    let good = apply(valid, to: make())
    let steps = valid.map(\.name).joined(separator: ".")
    do {
        _ = try build(good)
    } catch {
        violated("a builder given valid steps builds", "after \(steps), build() threw '\(error)'", at: sourceLocation)
        return
    }
    for (step, badValue) in invalid {
        let bad = apply([step], to: good)
        do {
            _ = try build(good)
        } catch {
            violated(
                "a builder is a value: a branch taken from it leaves the original untouched",
                "after \(step.name) on a copy, the original threw '\(error)'", at: sourceLocation)
        }
        do {
            _ = try build(bad)
            violated(
                "an invalid combination is rejected when built", "after \(step.name), build() succeeded",
                at: sourceLocation)
        } catch {
            if !"\(error)".contains("'\(badValue)'") {
                violated(
                    "the builder's error quotes the bad value ('\(badValue)')",
                    "after \(step.name) it said '\(error)'", at: sourceLocation)
            }
        }
        do {
            _ = try build(apply(valid, to: bad))
        } catch {
            violated(
                "steps only record: a bad value replaced before build() is never rejected",
                "after \(step.name) was replaced, build() threw '\(error)'", at: sourceLocation)
        }
    }
}
