import Architecture
import Testing

@Suite struct ArchitectureFamilyTests {
    @Test("the architecture family describes itself with its catalogue folder")
    func familyDescribesItself() {
        #expect(Architecture.family.id == "architecture")
        #expect(Architecture.family.moduleName == "Architecture")
    }
}
