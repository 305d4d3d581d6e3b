import ExampleKit

/// The architecture family: how an app's layers are built and kept apart.
package enum Architecture: PatternFamily {
    package static let family = Family(
        id: "architecture", title: "Architecture", summary: "how an app's layers are built and kept apart")

    /// Every example of the family.
    package static let examples: [any Example.Type] = [
        CacheableRequestExample.self,
        RequestOperationExample.self,
        ObservableModelExample.self,
        ObservableCollectionExample.self,
        DataLayerExample.self,
        NetworkLayerExample.self,
        OneWayDataFlowExample.self,
        PersistenceLayerExample.self,
        LayeredArchitectureExample.self,
        LogServiceExample.self,
        RepositoryUnitOfWorkExample.self,
        StorageChoicesExample.self,
        ModularizationExample.self,
        HTTPRequestsExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/Architecture/`, embedded at build time.
    package static var sourceFiles: [TextFile] { embeddedFiles }
}
