import ExampleKit

/// The creational family: how objects are made.
public enum Creational: PatternFamily {
    public static let family = Family(id: "creational", title: "Creational", summary: "how objects are made")

    /// Every example of the family.
    public static let examples: [any Example.Type] = [
        SingletonExample.self,
        SharedInstanceExample.self,
        FactoryMethodExample.self,
        SimpleFactoryExample.self,
        AbstractFactoryExample.self,
        BuilderExample.self,
        PrototypeExample.self,
        MultitonExample.self,
        LazyInitializationExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/Creational/`, embedded at build time.
    public static var sourceFiles: [TextFile] { embeddedFiles }
}
