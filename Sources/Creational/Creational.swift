import ExampleKit

/// The creational family: how objects are made.
public enum Creational {
    /// Every example of the family.
    public static let examples: [any Example.Type] = [
        SingletonExample.self,
        SharedInstanceExample.self,
        FactoryMethodExample.self,
        AbstractFactoryExample.self,
        BuilderExample.self,
        PrototypeExample.self,
        MultitonExample.self,
        LazyInitializationExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/Creational/`, embedded at build time.
    public static var sourceFiles: [(path: String, text: String)] { embeddedFiles }
}
