import ExampleKit

/// The language family: what Swift's own types and memory model give a design.
///
/// Each entry takes one feature of the language (value and reference semantics with
/// copy-on-write, reference counting by hand, type erasure, property wrappers, result
/// builders), builds a Futubra type on it, and measures or tests what the feature really does.
package enum LanguagePatterns: PatternFamily {
    package static let family = Family(
        id: "language", title: "Language", module: "LanguagePatterns",
        summary: "what Swift's own types and memory model give a design")

    /// Every example of the family.
    package static let examples: [any Example.Type] = [
        ValueSemanticsExample.self,
        StackHeapExample.self,
        ManualReferenceCountingExample.self,
        TypeErasureExample.self,
        PropertyWrappersExample.self,
        ResultBuildersExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/LanguagePatterns/`, embedded at build time.
    package static var sourceFiles: [TextFile] { embeddedFiles }
}
