import AntiPatterns
import Testing

@Suite struct AntiPatternsFamilyTests {
    @Test("the anti-patterns family describes itself with its catalogue folder")
    func familyDescribesItself() {
        #expect(AntiPatterns.family.id == "anti-patterns")
        #expect(AntiPatterns.family.moduleName == "AntiPatterns")
    }
}
