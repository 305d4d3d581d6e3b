import Testing

/// One named check in a suite's table: a case of a parameterized test.
///
/// A suite lists its checks as `Check("what it proves") { … }` rows of a `static let checks`
/// table, and runs them with one parameterized test, `check(_:)`, whose arguments are the
/// table and whose body calls ``run()``.
///
/// Each case still runs on its own, fails on its own and is reported by its name, and the test
/// index lists each row by its name, so an entry's page lists it as a test. The table exists
/// for compile time: a test function of its own costs the compiler about 20–30 ms of CPU
/// (`Scripts/compile-cost.sh`: 200 trivial tests, 7.3 s; one test over the same 200 rows,
/// 1.5 s). A claim of an entry names a row as it would name a test: the index finds it, and
/// the mutants of the claim run its suite.
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
