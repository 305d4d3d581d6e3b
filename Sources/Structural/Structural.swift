import ExampleKit

/// The structural family: how objects are composed into larger structures.
public enum Structural: PatternFamily {
    public static let family = Family(
        id: "structural", title: "Structural", summary: "how objects are composed into larger structures")

    /// Every example of the family.
    public static let examples: [any Example.Type] = [
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
    public static var sourceFiles: [TextFile] { embeddedFiles }
}
