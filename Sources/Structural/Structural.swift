import ExampleKit

/// The structural family: how objects are composed into larger structures.
package enum Structural: PatternFamily {
    package static let family = Family(
        id: "structural", title: "Structural", summary: "how objects are composed into larger structures")

    /// Every example of the family.
    package static let examples: [any Example.Type] = [
        AdapterExample.self,
        DecoratorExample.self,
        ProxyExample.self,
        FacadeExample.self,
        CompositeExample.self,
        BridgeExample.self,
        ClassClusterExample.self,
        FlyweightExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/Structural/`, embedded at build time.
    package static var sourceFiles: [TextFile] { embeddedFiles }
}
