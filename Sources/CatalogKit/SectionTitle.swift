/// The level-2 sections of an entry (`## Intent`), in the order an entry has them.
///
/// The titles are written once, here: the parser checks an entry's headings against them,
/// and the renderers, the search and the docs name a section by its case.
package enum SectionTitle: String, CaseIterable, Sendable {
    case intent = "Intent"
    case problem = "Problem"
    case solution = "Solution"
    case structure = "Structure"
    case example = "Example"
    case whenToUse = "When to use"
    case whenNotToUse = "When not to use"
    case tradeOffs = "Trade-offs"
    /// The optional table of claims, each backed by a test (`patterns compare` reads it).
    case atAGlance = "At a glance"
    case inCocoaAndSwift = "In Cocoa and Swift"
    case onLinux = "On Linux"
    case related = "Related"
    case interviewQuestions = "Interview questions"

    /// The sections every entry has, in order: all but ``atAGlance``, which may follow
    /// ``tradeOffs``.
    package static let required: [SectionTitle] = allCases.filter { $0 != .atAGlance }
}
