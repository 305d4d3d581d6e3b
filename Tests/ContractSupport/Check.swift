import Testing

/// One named check in a suite's table: a case of a parameterized test.
///
/// A suite lists the checks that no entry's claim names as `Check("what it proves") { … }`
/// rows of a `static let checks` table, and runs them with one test:
///
/// ```swift
/// @Test(arguments: checks)
/// func check(_ check: Check) async throws { try await check.run() }
/// ```
///
/// Each case still runs on its own, fails on its own and is reported by its name. The table
/// exists for compile time: the `@Test` macro's expansion costs about 30 ms of CPU per test to
/// build (200 trivial tests, 6.6 s; one test over 200 cases, 0.6 s), and a fresh clone's
/// `swift test` builds about 1,700 tests. A check that a claim names stays a `@Test` of its
/// own, so the entry's page links a test that a reader can run by name.
package struct Check: Sendable, CustomTestStringConvertible {
    /// What the check proves, as a test's display name would say it.
    package let name: String
    private let body: @Sendable () async throws -> Void

    /// A check named `name` that runs `body`.
    package init(_ name: String, _ body: @escaping @Sendable () async throws -> Void) {
        self.name = name
        self.body = body
    }

    /// Runs the check.
    package func run() async throws { try await body() }

    package var testDescription: String { name }
}
