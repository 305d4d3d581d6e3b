import Futubra
import Testing

@testable import AntiPatterns

/// Characterization: runs the code before and after a refactoring on every seeded feed and
/// expects the same output from both, seed by seed.
func checkSameBehaviour<Output: Equatable>(
    before: (Feed) throws -> Output, after: (Feed) throws -> Output,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    for seed in CodeSmell.seeds {
        let feed = try CodeSmell.feed(seed: seed)
        let old = try before(feed)
        let new = try after(feed)
        expect(old == new, "seed \(seed): the refactoring changed what the code does", at: sourceLocation)
    }
}

/// How often the code `needle` occurs before and after the refactoring in the file `path` of
/// the module (see `CodeSmell.places(of:in:)`): each occurrence is a place a change must edit.
func places(of needle: String, in path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (
    before: Int, after: Int
) {
    try #require(
        CodeSmell.places(of: needle, in: path), "\(path) with one `Before` type", sourceLocation: sourceLocation)
}
