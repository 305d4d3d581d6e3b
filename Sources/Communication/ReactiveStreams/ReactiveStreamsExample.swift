import ExampleKit
import Futubra

/// Plays a small Combine: demand, subjects, tokens, one completion, and a debounced search.
public struct ReactiveStreamsExample: Example {
    public static let id = "reactive-streams"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()

        transcript.section("back-pressure: the pager asks for a page at a time")
        let pager = FeedPager(pageSize: 2)
        PostStream(feed: feed).subscribe(pager)
        transcript.line("asked for .max(2): shown \(pager.shown), finished: \(pager.isFinished)")
        pager.nextPage()
        transcript.line("scrolled, asked for .max(2): shown \(pager.shown), finished: \(pager.isFinished)")

        transcript.section("passthrough subject versus current-value subject")
        let likeEvents = PassthroughSubject<String>()
        let likeCount = CurrentValueSubject(0)
        likeEvents.send("anna liked #3")
        likeCount.value = 1
        transcript.line("before anyone listens: sent 'anna liked #3', count set to 1")
        var heardEvents: [String] = []
        var heardCounts: [Int] = []
        var eventsToken: CancelToken? = likeEvents.sink { heardEvents.append($0) }
        let countToken = likeCount.sink { heardCounts.append($0) }
        transcript.line("late subscribers hear: events \(heardEvents), counts \(heardCounts)")
        likeEvents.send("eve liked #3")
        likeCount.value = 2
        transcript.line("after one more like: events \(heardEvents), counts \(heardCounts)")

        transcript.section("a token cancels on release")
        transcript.line(
            "live subscriptions on the events subject: \(likeEvents.subscriptionCount), "
                + "token active: \(eventsToken?.isActive == true)")
        eventsToken = nil
        likeEvents.send("chen liked #1")
        transcript.line("the events token is gone: live subscriptions \(likeEvents.subscriptionCount)")
        transcript.line("'chen liked #1' was sent; events heard stay \(heardEvents)")

        transcript.section("completion is delivered once")
        var completions: [StreamCompletion] = []
        let doneToken = likeCount.sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
        likeCount.send(completion: .finished)
        likeCount.send(completion: .finished)
        likeCount.value = 3
        transcript.line("finished twice, then set to 3: completions \(completions.count), counts \(heardCounts)")
        withExtendedLifetime((countToken, doneToken)) {}

        transcript.section("share(): one upstream subscription for two subscribers")
        let likes = PassthroughSubject<String>()
        var formatted = 0
        let formattedLikes = likes.map { like in
            formatted += 1
            return "♥ \(like)"
        }
        let unshared = [formattedLikes.sink { _ in }, formattedLikes.sink { _ in }]
        likes.send("anna liked #3")
        transcript.line(
            "badge and log, not shared: formatted \(formatted) times for one like, "
                + "subscriptions on the subject: \(likes.subscriptionCount)")
        for token in unshared {
            token.cancel()
        }
        formatted = 0
        let sharedLikes = formattedLikes.share()
        let shared = [sharedLikes.sink { _ in }, sharedLikes.sink { _ in }]
        likes.send("eve liked #3")
        transcript.line(
            "badge and log, shared: formatted \(formatted) time for one like, "
                + "subscriptions on the subject: \(likes.subscriptionCount)")
        withExtendedLifetime(shared) {}

        transcript.section("a search box: map, removeDuplicates, filter, debounce, receive(on:)")
        let main = VirtualScheduler(name: "main")
        let search = FeedSearchModel(feed: feed, main: main, pause: .milliseconds(300))
        for (step, text) in ["h", "he", "hel", "hello"].enumerated() {
            search.query = text
            transcript.line("t=\(step * 100) ms: typed '\(text)'")
            main.advance(by: .milliseconds(100))
        }
        main.advance(by: .milliseconds(300))
        transcript.line("typing paused 300 ms: searched \(search.searched), results \(search.results)")
        search.query = " Hello "
        main.advance(by: .milliseconds(400))
        transcript.line("typed ' Hello ': same query after trimming, searched \(search.searched)")
        search.query = "x"
        main.advance(by: .milliseconds(400))
        transcript.line("typed 'x': too short, searched \(search.searched)")
    }
}
