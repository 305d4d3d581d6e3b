import ExampleKit

/// The behavioral family: how objects share work and responsibility.
package enum Behavioral: PatternFamily {
    package static let family = Family(
        id: "behavioral", title: "Behavioral", summary: "how objects share work and responsibility")

    /// Every example of the family.
    package static let examples: [any Example.Type] = [
        CommandExample.self,
        StateExample.self,
        StrategyExample.self,
        MementoExample.self,
        IteratorExample.self,
        ChainOfResponsibilityExample.self,
        TargetActionExample.self,
        MediatorExample.self,
        VisitorExample.self,
        TemplateMethodExample.self,
        InterpreterExample.self,
        NullObjectExample.self,
        SpecificationExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/Behavioral/`, embedded at build time.
    package static var sourceFiles: [TextFile] { embeddedFiles }
}
