import ExampleKit

/// The anti-patterns family: designs that look reasonable and cost more than they give.
///
/// Every entry is a piece of Futubra code that has the problem, the refactoring that removes
/// it, a characterization test that proves the behaviour did not change, and a test or a
/// figure that shows what the problem cost.
package enum AntiPatterns: PatternFamily {
    package static let family = Family(
        id: "anti-patterns", title: "Anti-patterns", module: "AntiPatterns",
        summary: "designs that look reasonable and cost more than they give")

    /// Every example of the family.
    package static let examples: [any Example.Type] = [
        GodObjectExample.self,
        SingletonitisExample.self,
        CallSuperExample.self,
        BaseBeanExample.self,
        YoYoProblemExample.self,
        PoltergeistExample.self,
        ObjectCesspoolExample.self,
        EmptySubclassFailureExample.self,
        SwiftCodeSmellsExample.self,
        BloatersExample.self,
        ObjectOrientationAbusersExample.self, ChangePreventersExample.self, DispensablesExample.self,
        CouplersExample.self,
        BrokenWindowsExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/AntiPatterns/`, embedded at build time.
    package static var sourceFiles: [TextFile] { embeddedFiles }
}
