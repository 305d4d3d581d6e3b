import ExampleKit

/// The creational family: how objects are made.
package enum Creational: PatternFamily {
    package static let family = Family(id: "creational", title: "Creational", summary: "how objects are made")

    /// Every example of the family.
    package static let examples: [any Example.Type] = [
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
    package static var sourceFiles: [TextFile] { embeddedFiles }
}
