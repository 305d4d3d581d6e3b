import ContractSupport
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct ProxyExampleTests {
    @Test("the proxy example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ProxyExample(),
            equals: """
                == virtual proxy: built on first use ==
                proxy made; subject built: false
                two reads; subject built: true, builds: 1
                == protection proxy: only the author or a moderator may remove ==
                bob removes #4: 'bob' may not remove post '#4'; removals reaching the backend: 0
                eve (moderator) removes #3: done; removals reaching the backend: 1
                == caching proxy: repeated reads stay local ==
                three reads; reads reaching the backend: 1
                after chen removes #2: 3 posts; reads reaching the backend: 2
                == remote proxy: the server is known by its actor id ==
                remote feed: 4 posts
                dana removes #1 through one proxy; another proxy sees 3 posts
                the same id in another actor system: the remote feed server '1' cannot be reached

                """)
    }
}
