import Testing

@testable import AntiPatterns

/// Runs the design that has the problem and the one that removes it on the same seeded
/// inputs, and records an issue for each seed whose outputs differ.
///
/// This is a characterization test: it pins what the code did, not what it should do, so a
/// refactoring that changes any output on any of the inputs fails it. It returns how many
/// inputs it compared, so a test can also check that it compared something.
@discardableResult
func checkCharacterization<Input, Output: Equatable>(
    seeds: ClosedRange<UInt64> = 1...40,
    input: (inout SeededGenerator) throws -> Input,
    before: (Input) throws -> Output,
    after: (Input) throws -> Output,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Int {
    var compared = 0
    for seed in seeds {
        var random = SeededGenerator(seed: seed)
        let given = try input(&random)
        let old = try before(given)
        let new = try after(given)
        expect(old == new, "seed \(seed): the outputs differ", at: sourceLocation)
        compared += 1
    }
    return compared
}
