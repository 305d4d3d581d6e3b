import Testing

/// One step of a builder, named for the messages: `BuildStep("limit(0)") { $0 = $0.limit(0) }`
/// for a value builder, `BuildStep("limit(0)") { $0.limit(0) }` for a class.
public struct BuildStep<Builder> {
    public let name: String
    public let apply: (inout Builder) -> Void

    public init(_ name: String, _ apply: @escaping (inout Builder) -> Void) {
        self.name = name
        self.apply = apply
    }
}

/// What a builder is: a value (a struct whose steps return a changed copy, so a half-built
/// builder can be kept and branched from) or a reference (a class whose steps change it in
/// place, the classic form, which has no branches to check).
public enum BuilderSemantics: Sendable {
    case value
    case reference
}

/// Checks the builder's contract: valid steps build; a step that makes the product invalid
/// is rejected by `build()` with an error that quotes the bad value; steps only record, so a
/// bad value replaced before `build()` is never rejected; and a value builder is a value, so
/// a branch taken from a half-built builder leaves the original untouched.
///
/// `valid` must set every part a bad step can spoil (the checker applies the valid steps
/// again after a bad one to replace it). `alsoValid` are single steps that, applied after
/// `valid`, must still build: the edges of the rules (`limit(1)`, `limit(100)`), where an
/// off-by-one check is caught. Every builder in a check is a fresh one from `make`. Every
/// property that does not hold is reported, one issue each, naming every step that broke it.
///
/// ```swift
/// checkBuilderContract(
///     make: { FeedQueryBuilder() }, build: { try $0.build() },
///     valid: [BuildStep("limit(20)") { $0 = $0.limit(20) }],
///     alsoValid: [BuildStep("limit(100)") { $0 = $0.limit(100) }],
///     invalid: [(BuildStep("limit(0)") { $0 = $0.limit(0) }, badValue: "0")])
/// ```
public func checkBuilderContract<Builder, Product>(
    _ semantics: BuilderSemantics = .value,
    make: () -> Builder,
    build: (Builder) throws -> Product,
    valid: [BuildStep<Builder>],
    alsoValid: [BuildStep<Builder>] = [],
    invalid: [(step: BuildStep<Builder>, badValue: String)],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    checkBuilder(
        semantics, make: make,
        build: { builder in
            do {
                _ = try build(builder)
                return nil
            } catch {
                return "'\(error)'"
            }
        }, quotes: true, valid: valid, alsoValid: alsoValid, invalid: invalid, at: sourceLocation)
}

/// ``checkBuilderContract(_:make:build:valid:alsoValid:invalid:sourceLocation:)`` for a
/// builder whose `build()` is failable: it refuses an invalid product by returning `nil`, so
/// there is no message to quote the bad value (the `badValue`s are used only in messages).
///
/// ```swift
/// checkBuilderContract(
///     make: { URLBuilder() }, buildOrNil: { $0.build() },
///     valid: [BuildStep("host(example.com)") { $0.host("example.com") }],
///     invalid: [(BuildStep("port(-1)") { $0.port(-1) }, badValue: "-1")])
/// ```
public func checkBuilderContract<Builder, Product>(
    _ semantics: BuilderSemantics = .value,
    make: () -> Builder,
    buildOrNil build: (Builder) -> Product?,
    valid: [BuildStep<Builder>],
    alsoValid: [BuildStep<Builder>] = [],
    invalid: [(step: BuildStep<Builder>, badValue: String)],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    checkBuilder(
        semantics, make: make, build: { build($0) == nil ? "nil" : nil }, quotes: false, valid: valid,
        alsoValid: alsoValid, invalid: invalid, at: sourceLocation)
}

/// The clauses of the builder contract.
private enum BuilderCheck: CaseIterable {
    case buildsValid, rejectsInvalid, quotesBadValue, stepsOnlyRecord, branchLeavesOriginal

    var property: String {
        switch self {
        case .buildsValid: "a builder given valid steps builds"
        case .rejectsInvalid: "an invalid combination is rejected when built"
        case .quotesBadValue: "the builder's error quotes the bad value"
        case .stepsOnlyRecord: "steps only record: a bad value replaced before build() is never rejected"
        case .branchLeavesOriginal: "a builder is a value: a branch taken from it leaves the original untouched"
        }
    }

    var needs: [Self] {
        self == .buildsValid ? [] : [.buildsValid]
    }
}

/// The builder checker behind both forms: `build` answers `nil` when the builder built, or
/// how it refused (its error in quotes, or `nil`).
private func checkBuilder<Builder>(
    _ semantics: BuilderSemantics,
    make: () -> Builder,
    build: (Builder) -> String?,
    quotes: Bool,
    valid: [BuildStep<Builder>],
    alsoValid: [BuildStep<Builder>],
    invalid: [(step: BuildStep<Builder>, badValue: String)],
    at sourceLocation: SourceLocation
) {
    func builder(_ steps: [BuildStep<Builder>]) -> Builder {
        var builder = make()
        for step in steps { step.apply(&builder) }
        return builder
    }
    func named(_ steps: [BuildStep<Builder>]) -> String {
        steps.map(\.name).joined(separator: ".")
    }
    var chosen = BuilderCheck.allCases
    if semantics == .reference { chosen.removeAll { $0 == .branchLeavesOriginal } }
    if !quotes { chosen.removeAll { $0 == .quotesBadValue } }
    runClauses(chosen, needs: \.needs, property: \.property, at: sourceLocation) { check in
        let property = check.property
        switch check {
        case .buildsValid:
            let failures = ([valid] + alsoValid.map { valid + [$0] }).compactMap { steps in
                build(builder(steps)).map { "after \(named(steps)), build() refused with \($0)" }
            }
            return failures.isEmpty ? nil : Violation(property: property, observed: failures.joined(separator: "; "))
        case .rejectsInvalid:
            let accepted = invalid.filter { build(builder(valid + [$0.step])) == nil }.map(\.step.name)
            return accepted.isEmpty
                ? nil
                : Violation(
                    property: property,
                    observed:
                        "build() succeeded after \(accepted.map { "\(named(valid)).\($0)" }.joined(separator: ", "))"
                )
        case .quotesBadValue:
            let unquoted = invalid.compactMap { step, badValue -> String? in
                guard let refusal = build(builder(valid + [step])), !refusal.contains("'\(badValue)'") else {
                    return nil
                }
                return "after \(step.name) it said \(refusal), without '\(badValue)'"
            }
            return unquoted.isEmpty
                ? nil : Violation(property: property, observed: unquoted.joined(separator: "; "))
        case .stepsOnlyRecord:
            let refused = invalid.compactMap { step, _ -> String? in
                let steps = valid + [step] + valid
                return build(builder(steps)).map { "after \(named(steps)), build() refused with \($0)" }
            }
            return refused.isEmpty ? nil : Violation(property: property, observed: refused.joined(separator: "; "))
        case .branchLeavesOriginal:
            let spoiled = invalid.compactMap { step, _ -> String? in
                let original = builder(valid)
                var branch = original
                step.apply(&branch)
                // The branch is kept alive until the original is built (a class builder shares it).
                return withExtendedLifetime(branch) { build(original) }.map {
                    "after \(step.name) on a copy, the original refused with \($0)"
                }
            }
            return spoiled.isEmpty ? nil : Violation(property: property, observed: spoiled.joined(separator: "; "))
        }
    }
}
