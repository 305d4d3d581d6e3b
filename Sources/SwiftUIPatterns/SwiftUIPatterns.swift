import ExampleKit

/// The SwiftUI family: Futubra's feed screen built the declarative way, on the headless
/// `FutubraDeclarative` kit that stands in for SwiftUI (which does not exist on Linux).
///
/// Every entry runs for real on the Observation framework: a body is evaluated again exactly
/// when something it read has changed, and the tests count the evaluations.
package enum SwiftUIPatterns: PatternFamily {
    package static let family = Family(
        id: "swiftui", title: "SwiftUI", module: "SwiftUIPatterns",
        summary: "the feed screen the declarative way: state, observation, environment and stores")

    /// Every example of the family.
    package static let examples: [any Example.Type] = [
        StateOwnershipExample.self,
        ObservableMVVMExample.self,
        StoreExample.self,
        EnvironmentInjectionExample.self,
        PreferencesExample.self,
        NavigationPathExample.self,
        ModelViewExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/SwiftUIPatterns/`, embedded at build time.
    package static var sourceFiles: [TextFile] { embeddedFiles }
}
