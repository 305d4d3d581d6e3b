import Architecture
import ContractSupport
import Testing

@Suite(.timeLimit(.minutes(1)), .watchdog) struct ArchitectureFamilyTests {
    @Test("the architecture family describes itself with its catalogue folder")
    func familyDescribesItself() {
        expect(Architecture.family.id, equals: "architecture")
        expect(Architecture.family.moduleName, equals: "Architecture")
    }
}
