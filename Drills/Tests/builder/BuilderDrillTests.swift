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
            invalid: [
                (Step("limit(0)") { $0 = $0.limit(0) }, badValue: "0"),
                (Step("limit(500)") { $0 = $0.limit(500) }, badValue: "500"),
                (Step("by(\"\")") { $0 = $0.by("") }, badValue: ""),
                (Step("by(\"Anna!\")") { $0 = $0.by("Anna!") }, badValue: "Anna!"),
            ])
    }
}
