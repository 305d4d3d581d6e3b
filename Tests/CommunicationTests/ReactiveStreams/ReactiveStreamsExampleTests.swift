import ContractSupport
import Testing

@testable import Communication

@Test("the reactive-streams example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func reactiveStreamsTranscript() async throws {
    try await checkTranscriptContract(
        of: ReactiveStreamsExample(),
        equals: """
            == back-pressure: the pager asks for a page at a time ==
            asked for .max(2): shown [#4, #3], finished: false
            scrolled, asked for .max(2): shown [#4, #3, #2, #1], finished: true
            == passthrough subject versus current-value subject ==
            before anyone listens: sent 'anna liked #3', count set to 1
            late subscribers hear: events [], counts [1]
            after one more like: events ["eve liked #3"], counts [1, 2]
            == a token cancels on release ==
            live subscriptions on the events subject: 1, token active: true
            the events token is gone: live subscriptions 0
            'chen liked #1' was sent; events heard stay ["eve liked #3"]
            == completion is delivered once ==
            finished twice, then set to 3: completions 1, counts [1, 2]
            == share(): one upstream subscription for two subscribers ==
            badge and log, not shared: formatted 2 times for one like, subscriptions on the subject: 2
            badge and log, shared: formatted 1 time for one like, subscriptions on the subject: 1
            == a search box: map, removeDuplicates, filter, debounce, receive(on:) ==
            t=0 ms: typed 'h'
            t=100 ms: typed 'he'
            t=200 ms: typed 'hel'
            t=300 ms: typed 'hello'
            typing paused 300 ms: searched ["hello"], results [#1]
            typed ' Hello ': same query after trimming, searched ["hello"]
            typed 'x': too short, searched ["hello"]

            """)
}
