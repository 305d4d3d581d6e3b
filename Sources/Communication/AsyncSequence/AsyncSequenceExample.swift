import ExampleKit
import Futubra

/// Plays async sequences: a pushed activity stream with buffering policies, cancellation,
/// and a pulled page sequence that loads only what is read.
package struct AsyncSequenceExample: Example {
    package static let id = "async-sequence"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let (anna, bob, chen, eve) = (SampleFeed.anna, SampleFeed.bob, SampleFeed.chen, SampleFeed.eve)

        transcript.section("push: three readers, three buffering policies")
        let hub = ActivityHub()
        let log = hub.subscribe(buffering: .unbounded)
        let badge = hub.subscribe(buffering: .bufferingNewest(2))
        let banner = hub.subscribe(buffering: .bufferingOldest(1))
        transcript.line("ActivityLog: .unbounded, LikeBadge: .bufferingNewest(2), FirstLikeBanner: .bufferingOldest(1)")

        transcript.section("four likes arrive before anyone reads (AsyncStream never waits)")
        for user in [anna, bob, chen, eve] {
            let activity = Activity.liked(PostID(4), by: user)
            transcript.trace(from: "App", to: "ActivityHub", "send(\(activity))")
            let delivery = hub.send(activity)
            transcript.line("send \(activity): enqueued \(delivery.enqueued), dropped \(delivery.dropped)")
        }
        hub.finish()
        transcript.line("the hub finishes: each loop ends after its buffer")

        transcript.section("each reader drains its stream")
        for (name, stream) in [("ActivityLog", log), ("LikeBadge", badge), ("FirstLikeBanner", banner)] {
            var seen: [String] = []
            for await activity in stream {
                transcript.trace(from: "ActivityHub", to: "AsyncStream(\(name))", "\(activity)")
                seen.append("\(activity)")
            }
            transcript.line("\(name) read \(seen.count): \(seen.joined(separator: ", "))")
        }

        transcript.section("cancellation: onTermination removes the reader")
        let live = ActivityHub()
        let stream = live.subscribe()
        let (progress, reported) = AsyncStream.makeStream(of: Activity.self)
        let reader = Task {
            var count = 0
            for await activity in stream {
                count += 1
                reported.yield(activity)
            }
            return count
        }
        live.send(.commented(PostID(1), by: eve))
        var readerProgress = progress.makeAsyncIterator()
        if let first = await readerProgress.next() {
            transcript.trace(from: "ActivityHub", to: "Task(LiveReader)", "\(first)")
            transcript.line("LiveReader read \(first); live readers: \(live.subscriberCount)")
        }
        transcript.trace(from: "App", to: "Task(LiveReader)", "cancel()")
        reader.cancel()
        let read = await reader.value
        transcript.note(over: "ActivityHub", "onTermination(.cancelled)")
        transcript.line("LiveReader cancelled after \(read) event(s); live readers: \(live.subscriberCount)")
        transcript.line("terminated streams: \(live.terminatedCount)")
        let after = live.send(.commented(PostID(1), by: chen))
        transcript.line("a later send reaches \(after.enqueued) reader(s): the producer no longer feeds it")

        transcript.section("pull: PostPages loads a page only when the reader asks")
        let server = PageServer(feed: try SampleFeed.feed(), pageSize: 1)
        for await page in PostPages(server: server).prefix(2) {
            for post in page {
                transcript.trace(from: "PostPages", to: "FeedScreen", "page: post \(post.id)")
                transcript.line("FeedScreen shows post \(post.id) by \(post.author)")
            }
        }
        transcript.line("pages requested: \(await server.requests) (the feed has 4; the reader stopped at 2)")
    }
}
