import ContractSupport
import Testing

@testable import Principles

@Test(
    "the clean-architecture example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog
)
func cleanArchitectureTranscript() async throws {
    try await checkTranscriptContract(
        of: CleanArchitectureExample(),
        equals: """
            == kept: presenter, use case, repository, entity ==
            Trending (2 of 4 posts)
              #1 by dana, score 6
              #4 by anna, score 3
            HTTP requests: ["/posts"]
            == tangled: the use case names the client and the screen ==
            same screen: yes
            HTTP requests: ["/posts"]
            == the server is down ==
            layered: Trending is unavailable
            layered:   the server could not be reached; try again
            tangled: the screen shows the URLError's own text: yes
            == the dependency rule, checked on the sources ==
            layers, innermost first: Entities < UseCases < Adapters < Frameworks
            kept design: 8 files in layers
              violations: 0
            the tangled use case, placed among the use cases:
              CleanArchitecture/UseCases/TangledTrendingUseCase.swift names FeedHTTPClient, TrendingScreen

            """)
}
