import ContractSupport
import Futubra
import Testing

@testable import Communication

@Suite("Async sequence", .timeLimit(.minutes(1)), .watchdog)
struct AsyncSequenceTests {
    private static let likes = SampleFeed.users.map { Activity.liked(PostID(4), by: $0) }

    /// Sends every sample like to `hub`, finishes it, and reads `stream` to the end.
    private static func sendAllThenDrain(
        _ hub: ActivityHub, _ stream: AsyncStream<Activity>
    ) async -> (read: [Activity], deliveries: [ActivityHub.Delivery]) {
        let deliveries = likes.map { hub.send($0) }
        hub.finish()
        var read: [Activity] = []
        for await activity in stream {
            read.append(activity)
        }
        return (read, deliveries)
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("bufferingNewest keeps the newest events and drops the oldest") {
            let hub = ActivityHub()
            let stream = hub.subscribe(buffering: .bufferingNewest(2))
            let (read, deliveries) = await Self.sendAllThenDrain(hub, stream)
            expect(read, equals: Array(Self.likes.suffix(2)))
            expect(deliveries.map(\.dropped), equals: [0, 0, 1, 1, 1])
        },
        Check("bufferingOldest keeps the first events and drops the new ones") {
            let hub = ActivityHub()
            let stream = hub.subscribe(buffering: .bufferingOldest(2))
            let (read, deliveries) = await Self.sendAllThenDrain(hub, stream)
            expect(read, equals: Array(Self.likes.prefix(2)))
            expect(deliveries.map(\.dropped), equals: [0, 0, 1, 1, 1])
        },
        Check("an unbounded stream keeps every event, in order") {
            let hub = ActivityHub()
            let stream = hub.subscribe(buffering: .unbounded)
            let (read, deliveries) = await Self.sendAllThenDrain(hub, stream)
            expect(read, equals: Self.likes)
            expect(deliveries.allSatisfy { $0 == ActivityHub.Delivery(enqueued: 1, dropped: 0) })
        },
        Check("AsyncStream has no back-pressure: the producer never waits for a slow reader") {
            let hub = ActivityHub()
            let stream = hub.subscribe(buffering: .bufferingNewest(1))
            var sent = 0
            var dropped = 0
            for index in 0..<300 {
                // `send` is synchronous: it returns at once, whether or not anyone reads.
                dropped += hub.send(.commented(PostID(index), by: SampleFeed.eve)).dropped
                sent += 1
            }
            hub.finish()
            var read: [Activity] = []
            for await activity in stream {
                read.append(activity)
            }
            expect(sent, equals: 300)
            expect(dropped, equals: 299)
            expect(read, equals: [.commented(PostID(299), by: SampleFeed.eve)])
        },
        Check("every live stream hears each event, in the order sent") {
            let hub = ActivityHub()
            let first = hub.subscribe()
            let second = hub.subscribe()
            expect(hub.subscriberCount, equals: 2)
            let (read, deliveries) = await Self.sendAllThenDrain(hub, first)
            var secondRead: [Activity] = []
            for await activity in second {
                secondRead.append(activity)
            }
            expect(read, equals: Self.likes)
            expect(secondRead, equals: Self.likes)
            expect(deliveries.allSatisfy { $0.enqueued == 2 })
        },
        Check("cancelling the reader's task calls onTermination, and the producer stops feeding it") {
            let hub = ActivityHub()
            let stream = hub.subscribe()
            let (progress, reported) = AsyncStream.makeStream(of: Activity.self)
            let reader = Task {
                var read: [Activity] = []
                for await activity in stream {
                    read.append(activity)
                    reported.yield(activity)
                }
                return read
            }
            hub.send(Self.likes[0])
            var iterator = progress.makeAsyncIterator()
            expect(await iterator.next() == Self.likes[0])
            reader.cancel()
            expect(await reader.value == [Self.likes[0]])
            expect(hub.terminatedCount, equals: 1)
            expect(hub.subscriberCount, equals: 0)
            expect(hub.send(Self.likes[1]), equals: ActivityHub.Delivery(enqueued: 0, dropped: 0))
        },
        Check("a stream released without being read ends, and the producer stops feeding it") {
            let hub = ActivityHub()
            let kept = hub.subscribe()
            _ = hub.subscribe()
            expect(hub.subscriberCount, equals: 1)
            expect(hub.terminatedCount, equals: 1)
            expect(hub.send(Self.likes[0]), equals: ActivityHub.Delivery(enqueued: 1, dropped: 0))
            withExtendedLifetime(kept) {}
        },
        Check("finishing ends every reader's loop after its buffered events") {
            let hub = ActivityHub()
            let stream = hub.subscribe()
            hub.send(Self.likes[0])
            hub.finish()
            expect(hub.terminatedCount, equals: 1)
            hub.send(Self.likes[1])
            var read: [Activity] = []
            for await activity in stream {
                read.append(activity)
            }
            expect(read, equals: [Self.likes[0]])
            expect(hub.subscriberCount, equals: 0)
        },
        Check("a pull-based sequence loads a page only when the reader asks for one") {
            let server = PageServer(feed: try SampleFeed.feed(), pageSize: 1)
            var authors: [UserName] = []
            for await page in PostPages(server: server).prefix(2) {
                authors += page.map(\.author)
            }
            expect(authors, equals: [SampleFeed.anna, SampleFeed.bob])
            expect(await server.requests == [0, 1])
        },
        Check("the page sequence ends at the first empty page") {
            let server = PageServer(feed: try SampleFeed.feed(), pageSize: 3)
            var sizes: [Int] = []
            for await page in PostPages(server: server) {
                sizes.append(page.count)
            }
            expect(sizes, equals: [3, 1])
            expect(await server.requests == [0, 1, 2])
        },
        Check("a cancelled reader of the page sequence loads nothing more") {
            let server = PageServer(feed: try SampleFeed.feed(), pageSize: 1)
            let pages = await Task {
                withUnsafeCurrentTask { $0?.cancel() }
                var count = 0
                for await _ in PostPages(server: server) {
                    count += 1
                }
                return count
            }.value
            expect(pages, equals: 0)
            expect(await server.requests.isEmpty)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
