import ContractSupport
import Testing

@testable import Principles

@Test("the yagni example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func yagniTranscript() async throws {
    try await checkTranscriptContract(
        of: YAGNIExample(),
        equals: """
            == built for the future: a 5-requirement backend, a cache policy, a journal ==
            likes: #4 3, #3 2, #2 1, #1 3
            journal: 3 changes, read by nothing
            == built for the feature: one loading function ==
            likes: #4 3, #3 2, #2 1, #1 3
            same feed: true
            == counted on the sources: what each design carries that the feature never uses ==
            built for the future: 14 parts never used:
              FeedChange: deleted
              FeedBackend: fetchPage, delete, sync, subscribe
              CachePolicy: none, memory, disk
              SpeculativeFeedModel: cachePolicy, pageSize
              SampleBackend: fetchPage, delete, sync, subscribe
              stored and never read: SpeculativeFeedModel.journal
            built for the feature: 0 parts never used
              stored and never read: nothing

            """)
}
