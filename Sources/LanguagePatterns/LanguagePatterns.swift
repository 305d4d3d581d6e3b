import ExampleKit

/// The language family: what Swift's own types and memory model give a design (value and
/// reference semantics, copy-on-write, where values live, reference counting), each run on a
/// real Futubra type and measured rather than asserted.
package enum LanguagePatterns: PatternFamily {
    package static let family = Family(
        id: "language", title: "Language", module: "LanguagePatterns",
        summary: "what Swift's own types and memory model give a design")

    /// Every example of the family.
    package static let examples: [any Example.Type] = [
        ValueSemanticsExample.self,
        ManualReferenceCountingExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/LanguagePatterns/`, embedded at build time.
    package static var sourceFiles: [TextFile] { embeddedFiles }
}
