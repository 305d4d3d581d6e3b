import ExampleKit

/// The testing family: how to test Futubra's feed, likes and comments, with each kind of test
/// run on a real Futubra type.
///
/// Where an entry is about a kind of test, its example runs that kind of test in-process and
/// shows what it catches: a double or a harness meets a planted defect and the right code, and
/// the tests check that it fails the one and passes the other.
package enum TestingPatterns: PatternFamily {
    package static let family = Family(
        id: "testing", title: "Testing", module: "TestingPatterns",
        summary: "how to test iOS code: doubles, injected time, async tests without sleeping")

    /// Every example of the family.
    package static let examples: [any Example.Type] = [
        TestDoublesExample.self,
        InjectedTimeRandomnessExample.self,
        AsyncTestingExample.self,
        HumbleObjectExample.self,
        ContractTestsExample.self,
        CharacterizationTestsExample.self,
        SnapshotTestsExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/TestingPatterns/`, embedded at build time.
    package static var sourceFiles: [TextFile] { embeddedFiles }
}
