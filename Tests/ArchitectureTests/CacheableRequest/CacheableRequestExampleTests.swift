import ContractSupport
import Testing

@testable import Architecture

@Suite(.timeLimit(.minutes(1)), .watchdog) struct CacheableRequestExampleTests {
    @Test("the cacheable-request example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: CacheableRequestExample(),
            equals: """
                == a request is a value ==
                page 1: GET /posts?limit=2&offset=0
                page 2: GET /posts?limit=2&offset=2; page 1 is still GET /posts?limit=2&offset=0
                as JSON: {"method":"GET","parameters":{"limit":"2","offset":"0"},"path":"/posts"}
                decoded equal to the original: true
                == the cache keys on the request ==
                page 1: posts #4, #3 of 4
                page 1 twice, page 2 once: the server answered 2 requests
                == expiry on a virtual clock (60 s) ==
                at 59 s, cache-first serves the copy: 2 requests
                at 60 s it has expired and goes to the server: 3 requests
                == a write is never kept, and drops the answers it may have changed ==
                eve likes #4 through the cache: page 1 still fresh: false
                page 1 again: 5 requests; #4 now has 4 likes
                == network-first falls back, network-only does not ==
                the server fails; network-first serves the kept copy
                the server fails; network-only reports it: the request failed: 'GET /posts?limit=2&offset=0 answered 503'
                == five screens load one request at once ==
                five loads wait for one answer
                5 answers, 1 request at the server

                """)
    }
}
