import AntiPatterns
import ContractSupport
import Testing

@Suite(.timeLimit(.minutes(1)), .watchdog) struct AntiPatternsFamilyTests {
    @Test("the anti-patterns family describes itself with its catalogue folder")
    func familyDescribesItself() {
        expect(AntiPatterns.family.id, equals: "anti-patterns")
        expect(AntiPatterns.family.moduleName, equals: "AntiPatterns")
    }
}
