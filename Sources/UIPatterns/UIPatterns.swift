import ExampleKit

/// The UI family: one Futubra feed screen built in eight architectures.
package enum UIPatterns: PatternFamily {
    package static let family = Family(
        id: "ui", title: "UI", module: "UIPatterns", summary: "one Futubra feed screen built in eight architectures")

    /// Every example of the family.
    package static let examples: [any Example.Type] = [
        MVCExample.self,
        MVPExample.self,
        MVVMExample.self,
        CoordinatorExample.self,
        VIPERExample.self,
        VIPExample.self,
        ReduxExample.self,
        SOAExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/UIPatterns/`, embedded at build time.
    package static var sourceFiles: [TextFile] { embeddedFiles }
}
