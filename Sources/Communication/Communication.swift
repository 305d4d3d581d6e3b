import ExampleKit

/// The communication family: how objects tell each other what happened.
package enum Communication: PatternFamily {
    package static let family = Family(
        id: "communication", title: "Communication", summary: "how objects tell each other what happened")

    /// Every example of the family.
    package static let examples: [any Example.Type] = [
        ObserverExample.self,
        DelegationExample.self,
        NotificationExample.self,
        KeyValueObservingExample.self,
        CallbacksExample.self,
        AsyncSequenceExample.self,
        KeyValueCodingExample.self,
        MemoryManagementExample.self,
        ReactiveStreamsExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/Communication/`, embedded at build time.
    package static var sourceFiles: [TextFile] { embeddedFiles }
}
