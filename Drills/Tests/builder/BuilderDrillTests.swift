import PatternContracts
import Testing

@testable import Drill

@Suite("Builder drill", .timeLimit(.minutes(1)), .watchdog)
struct BuilderDrillTests {
    @Test("build() rejects an invalid query quoting the bad value; steps only record; a builder is a value")
    func validatesWhenBuilt() {
        typealias Step = BuildStep<FeedQueryBuilder>
        checkBuilderContract(
            make: { FeedQueryBuilder() },
            build: { try $0.build() },
            valid: [Step("by(\"anna\")") { $0 = $0.by("anna") }, Step("limit(20)") { $0 = $0.limit(20) }],
            // The edges of the rules: an off-by-one check refuses one of them.
            alsoValid: [
                Step("limit(1)") { $0 = $0.limit(1) }, Step("limit(100)") { $0 = $0.limit(100) },
                Step("by(\"a\")") { $0 = $0.by("a") },
            ],
            invalid: [
                (Step("limit(0)") { $0 = $0.limit(0) }, badValue: "0"),
                (Step("limit(101)") { $0 = $0.limit(101) }, badValue: "101"),
                (Step("by(\"\")") { $0 = $0.by("") }, badValue: ""),
                (Step("by(\"Anna!\")") { $0 = $0.by("Anna!") }, badValue: "Anna!"),
            ])
    }
}
