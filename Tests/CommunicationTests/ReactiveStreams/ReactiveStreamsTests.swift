import ContractSupport
import Futubra
import Testing

@testable import Communication

@Suite("Reactive streams", .timeLimit(.minutes(1)), .watchdog)
struct ReactiveStreamsTests {
    @Test("a subscriber never receives more values than it has demanded", arguments: StreamUnderTest.allCases)
    func demandNeverExceeded(stream: StreamUnderTest) throws {
        try checkStreamContract([.demandNeverExceeded], make: stream.harness)
    }

    @Test("demand a subscriber returns from receive(_:) adds to what it asked for", arguments: StreamUnderTest.allCases)
    func returnedDemandCounts(stream: StreamUnderTest) throws {
        try checkStreamContract([.returnedDemandCounts], make: stream.harness)
    }

    @Test(
        "a cancelled subscription receives no value and no completion afterwards, not even one in flight",
        arguments: StreamUnderTest.allCases)
    func cancelledReceivesNothing(stream: StreamUnderTest) throws {
        try checkStreamContract([.cancelledReceivesNothing], make: stream.harness)
    }

    @Test("completion is delivered once, and no value follows it", arguments: StreamUnderTest.allCases)
    func completionOnce(stream: StreamUnderTest) throws {
        try checkStreamContract([.completionOnce], make: stream.harness)
    }

    @Test("a naive subject that ignores demand fails the demand clauses", .tags(.control))
    func naiveIgnoresDemand() {
        withKnownIssue("the naive subject sends every value") {
            checkStreamContract([.demandNeverExceeded], make: Self.naive)
        }
        withKnownIssue("the naive subject sends every value, whatever the subscriber returned") {
            checkStreamContract([.returnedDemandCounts], make: Self.naive)
        }
    }

    @Test("a naive subject that ignores cancel fails the cancellation clause", .tags(.control))
    func naiveIgnoresCancel() {
        withKnownIssue("the naive subject keeps sending to a cancelled subscriber") {
            checkStreamContract([.cancelledReceivesNothing], make: Self.naive)
        }
    }

    @Test("a naive subject that completes every time it is told fails the single-completion clause", .tags(.control))
    func naiveCompletesTwice() {
        withKnownIssue("the naive subject completes twice and sends after completion") {
            checkStreamContract([.completionOnce], make: Self.naive)
        }
    }

    private static func naive() -> StreamHarness {
        let subject = NaiveSubject()
        return StreamHarness(subscribe: subject.subscribe, send: subject.send, finish: subject.finish)
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("releasing the token cancels the subscription") {
            let subject = PassthroughSubject<Int>()
            var heard: [Int] = []
            var token: CancelToken? = subject.sink { heard.append($0) }
            subject.send(1)
            expect(token?.isActive, equals: true)
            token = nil
            subject.send(2)
            expect(heard, equals: [1])
            expect(subject.subscriptionCount, equals: 0)
        },
        Check("debounce passes on only the last value of a burst, once the pause has passed") {
            let clock = VirtualScheduler(name: "main")
            let subject = PassthroughSubject<Int>()
            var heard: [Int] = []
            let token = subject.debounce(for: .milliseconds(300), scheduler: clock).sink { heard.append($0) }
            for value in 1...3 {
                subject.send(value)
                clock.advance(by: .milliseconds(100))
            }
            expect(heard.isEmpty)
            clock.advance(by: .milliseconds(200))
            expect(heard, equals: [3])
            subject.send(4)
            clock.advance(by: .milliseconds(299))
            expect(heard, equals: [3])
            clock.advance(by: .milliseconds(1))
            expect(heard, equals: [3, 4])
            withExtendedLifetime(token) {}
        },
        Check("a shared stream subscribes to its upstream once for all its subscribers: its map runs once per value") {
            checkUpstreamRunsOnce { $0.share().eraseToAnyStream() }
        },
        Check("a cold source produces only the posts a pager asked for") {
            let pager = FeedPager(pageSize: 2)
            PostStream(feed: try SampleFeed.feed()).subscribe(pager)
            expect(pager.shown, equals: [PostID(4), PostID(3)])
            expect(!pager.isFinished)
            pager.nextPage()
            expect(pager.shown, equals: [PostID(4), PostID(3), PostID(2), PostID(1)])
            expect(pager.isFinished)
        },
        Check("a token that is not kept still delivers what the publisher sends while subscribing, and nothing after") {
            let count = CurrentValueSubject(3)
            var heard: [Int] = []
            _ = count.sink { heard.append($0) }
            count.value = 4
            expect(heard, equals: [3])
            expect(count.subscriptionCount, equals: 0)
        },
        Check(
            "a sink that does not keep its subscriber alive: the subject holds no subscription once the token is gone"
        ) {
            let subject = PassthroughSubject<Int>()
            checkNotRetained({ Box() }, by: { box in box.token = subject.sink { [weak box] in box?.last = $0 } })
            expect(subject.subscriptionCount, equals: 0)
        },
        Check("map, filter and removeDuplicates transform, drop and skip repeats without breaking demand") {
            let subject = PassthroughSubject<Int>()
            let subscriber = RecordingSubscriber(initial: .max(3))
            subject.map { $0 / 10 }.removeDuplicates().filter { $0.isMultiple(of: 2) }.subscribe(subscriber)
            [10, 20, 21, 30, 40, 40, 50, 60, 80].forEach(subject.send)
            expect(subscriber.values, equals: [2, 4, 6])
        },
        Check("receive(on:) delivers values and completion on the chosen scheduler, in order, and not before it runs") {
            let main = VirtualScheduler(name: "main")
            let subject = PassthroughSubject<Int>()
            var heard: [(Int, Bool)] = []
            var finishedOnMain = false
            let token = subject.receive(on: main).sink(
                receiveCompletion: { _ in finishedOnMain = main.isExecuting },
                receiveValue: { heard.append(($0, main.isExecuting)) })
            subject.send(1)
            subject.send(2)
            subject.send(completion: .finished)
            expect(heard.isEmpty)
            main.advance()
            expect(heard.map(\.0), equals: [1, 2])
            expect(heard.allSatisfy { $0.1 })
            expect(finishedOnMain)
            withExtendedLifetime(token) {}
        },
        Check("a value waiting to hop to the scheduler is not delivered once the subscription is cancelled") {
            let main = VirtualScheduler(name: "main")
            let subject = PassthroughSubject<Int>()
            var heard: [Int] = []
            let token = subject.receive(on: main).sink { heard.append($0) }
            subject.send(1)
            token.cancel()
            main.advance()
            expect(heard.isEmpty)
        },
        Check("the search model searches once typing pauses, skips repeats and too-short queries") {
            let main = VirtualScheduler(name: "main")
            let model = FeedSearchModel(feed: try SampleFeed.feed(), main: main, pause: .milliseconds(300))
            for text in ["h", "he", "hel", "hello"] {
                model.query = text
                main.advance(by: .milliseconds(100))
            }
            main.advance(by: .milliseconds(300))
            model.query = " HELLO "
            main.advance(by: .milliseconds(400))
            model.query = "x"
            main.advance(by: .milliseconds(400))
            expect(model.searched, equals: ["hello"])
            expect(model.results, equals: [PostID(1)])
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "a late subscriber hears the current value from a current-value subject and nothing from a passthrough subject")
    func passthroughVersusCurrentValue() {
        let events = PassthroughSubject<Int>()
        let count = CurrentValueSubject(0)
        events.send(1)
        count.value = 1
        var heardEvents: [Int] = []
        var heardCounts: [Int] = []
        let tokens = [events.sink { heardEvents.append($0) }, count.sink { heardCounts.append($0) }]
        events.send(2)
        count.value = 2
        expect(heardEvents, equals: [2])
        expect(heardCounts, equals: [1, 2])
        withExtendedLifetime(tokens) {}
    }

    @Test(
        "a passthrough subject drops a value sent without demand; a current-value subject keeps the newest until asked")
    func subjectsWithoutDemand() {
        let events = PassthroughSubject<Int>()
        let eventSubscriber = RecordingSubscriber(initial: .none)
        events.subscribe(eventSubscriber)
        events.send(2)
        events.send(3)
        eventSubscriber.subscription?.request(.max(1))
        events.send(4)
        expect(eventSubscriber.values, equals: [4])

        let count = CurrentValueSubject(1)
        let countSubscriber = RecordingSubscriber(initial: .none)
        count.subscribe(countSubscriber)
        count.value = 2
        count.value = 3
        expect(countSubscriber.values.isEmpty)
        countSubscriber.subscription?.request(.max(1))
        expect(countSubscriber.values, equals: [3])
    }

    @Test(
        "a value still waiting in debounce when the upstream finishes is dropped, and the completion comes on the scheduler"
    )
    func debounceDropsPendingValueOnCompletion() {
        let main = VirtualScheduler(name: "main")
        let subject = PassthroughSubject<Int>()
        var heard: [Int] = []
        var finishedOnMain: [Bool] = []
        let token = subject.debounce(for: .milliseconds(300), scheduler: main).sink(
            receiveCompletion: { _ in finishedOnMain.append(main.isExecuting) }, receiveValue: { heard.append($0) })
        subject.send(1)
        main.advance(by: .milliseconds(100))
        subject.send(completion: .finished)
        expect(finishedOnMain.isEmpty, "the completion waits for the scheduler")
        main.advance()
        expect(finishedOnMain, equals: [true])
        main.advance(by: .seconds(1))
        expect(heard.isEmpty, "the value that was waiting is dropped, not sent before the completion")
        withExtendedLifetime(token) {}
    }

    @Test(
        "a pipeline that is not shared runs its map once per subscriber, and fails the sharing check", .tags(.control))
    func unsharedRunsPerSubscriber() {
        withKnownIssue("each subscriber starts a subscription of its own") {
            checkUpstreamRunsOnce { $0.eraseToAnyStream() }
        }
    }

    @Test(
        "a late subscriber to a shared stream hears only what comes after it; the last one to cancel ends the upstream")
    func shareLateSubscriber() throws {
        let subject = PassthroughSubject<Int>()
        let shared = subject.share()
        var first: [Int] = []
        var late: [Int] = []
        let firstToken = shared.sink { first.append($0) }
        subject.send(1)
        let lateToken = shared.sink { late.append($0) }
        subject.send(2)
        expect(first, equals: [1, 2])
        expect(late, equals: [2])
        firstToken.cancel()
        expect(subject.subscriptionCount, equals: 1, "one subscriber is left, so the upstream subscription stays")
        lateToken.cancel()
        expect(subject.subscriptionCount, equals: 0, "the last subscriber left: the upstream subscription ended")
        expect(!shared.isConnected)

        // A synchronous source shared: the first subscriber drains it before the second comes.
        let posts = PostStream(feed: try SampleFeed.feed()).share()
        var firstShown = 0
        var secondShown = 0
        var secondFinished = false
        let tokens = [
            posts.sink { _ in firstShown += 1 },
            posts.sink(receiveCompletion: { _ in secondFinished = true }, receiveValue: { _ in secondShown += 1 }),
        ]
        expect(firstShown, equals: 4)
        expect(secondShown, equals: 0)
        expect(secondFinished, "the second subscriber hears only the completion")
        withExtendedLifetime(tokens) {}
    }

}

/// Subscribes twice to what `shape` makes of a counting `map` on a subject, sends two values,
/// and checks that both subscribers heard both, while the map ran once per value and one
/// subscription reached the subject.
private func checkUpstreamRunsOnce(
    _ shape: (OperatorStream<PassthroughSubject<Int>, Int>) -> AnyStream<Int>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let subject = PassthroughSubject<Int>()
    var runs = 0
    let stream = shape(
        subject.map { value in
            runs += 1
            return value * 10
        })
    var first: [Int] = []
    var second: [Int] = []
    let tokens = [stream.sink { first.append($0) }, stream.sink { second.append($0) }]
    subject.send(1)
    subject.send(2)
    expect(
        first == [10, 20] && second == [10, 20], "both subscribers hear every value: \(first), \(second)",
        fileID: fileID, filePath: filePath, line: line, column: column)
    expect(
        runs, equals: 2, "the map ran once per value", fileID: fileID, filePath: filePath, line: line, column: column)
    expect(
        subject.subscriptionCount, equals: 1, "one subscription reached the upstream",
        fileID: fileID, filePath: filePath, line: line, column: column)
    withExtendedLifetime(tokens) {}
}

/// A subscriber's owner for the retention test.
private final class Box {
    var token: CancelToken?
    var last: Int?
}
