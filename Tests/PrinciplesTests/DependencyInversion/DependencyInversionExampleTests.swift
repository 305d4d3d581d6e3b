import ContractSupport
import Testing

@testable import Principles

@Test(
    "the dependency-inversion example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func dependencyInversionTranscript() async throws {
    try await checkTranscriptContract(
        of: DependencyInversionExample(),
        equals: """
            == DatabasePublisher: the policy makes its own database ==
            Morning! -> published #10
            Lunch. -> published #11
            Night. -> rejected: anna has posted enough today
            rows in its database: 2
            == PublishPolicy on the database, through the abstraction it owns ==
            Morning! -> published #10
            Lunch. -> published #11
            Night. -> rejected: anna has posted enough today
            rows in the database: 2
            == PublishPolicy on a store whose disk is full ==
            Morning! -> kept as a draft: Morning!
            DatabasePublisher cannot be given this store: it makes its own

            """)
}
