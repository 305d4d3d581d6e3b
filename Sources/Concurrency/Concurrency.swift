import ExampleKit

/// The concurrency family: how tasks share state and work at once without data races.
///
/// Every entry runs on Futubra's feed with the interleaving chosen, not hoped for: the
/// backend holds its answers until a run lets them go, so a second call arrives exactly
/// while the first one waits.
package enum Concurrency: PatternFamily {
    package static let family = Family(
        id: "concurrency", title: "Concurrency", summary: "how tasks share state and work at once without data races")

    /// Every example of the family.
    package static let examples: [any Example.Type] = [
        ActorReentrancyExample.self,
        MainActorExample.self,
        SendableIsolationExample.self,
        StructuredConcurrencyExample.self,
        ContinuationsExample.self,
        AsyncStreamExample.self,
        TaskLocalExample.self,
        DebounceThrottleExample.self,
        GCDOperationConcurrencyExample.self,
        RateLimiterCircuitBreakerExample.self,
        BoundedBufferExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/Concurrency/`, embedded at build time.
    package static var sourceFiles: [TextFile] { embeddedFiles }
}
