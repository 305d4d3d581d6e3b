import ContractSupport
import Futubra
import Testing

@testable import Communication

@Suite("Reactive streams", .timeLimit(.minutes(1)), .watchdog)
struct ReactiveStreamsTests {
    private static func passthrough() -> StreamHarness {
        let subject = PassthroughSubject<Int>()
        return StreamHarness(
            subscribe: { subject.subscribe($0) }, send: { subject.send($0) },
            finish: { subject.send(completion: .finished) })
    }

    private static func pipeline() -> StreamHarness {
        let subject = PassthroughSubject<Int>()
        return StreamHarness(
            subscribe: { subject.map { $0 * 10 }.map { $0 / 10 }.filter { _ in true }.subscribe($0) },
            send: { subject.send($0) }, finish: { subject.send(completion: .finished) })
    }

    @Test("a subscriber never receives more values than it has demanded")
    func demandNeverExceeded() {
        checkStreamContract([.demandNeverExceeded], make: Self.passthrough)
        checkStreamContract([.demandNeverExceeded], make: Self.pipeline)
    }

    @Test("a cancelled subscription receives no value and no completion afterwards")
    func cancelledReceivesNothing() {
        checkStreamContract([.cancelledReceivesNothing], make: Self.passthrough)
        checkStreamContract([.cancelledReceivesNothing], make: Self.pipeline)
    }

    @Test("completion is delivered once, and no value follows it")
    func completionOnce() {
        checkStreamContract([.completionOnce], make: Self.passthrough)
        checkStreamContract([.completionOnce], make: Self.pipeline)
    }

    @Test("a naive subject that ignores demand fails the demand clause", .tags(.control))
    func naiveIgnoresDemand() {
        withKnownIssue("the naive subject sends every value") {
            checkStreamContract([.demandNeverExceeded], make: Self.naive)
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

    @Test("a cold source produces only the posts a pager asked for")
    func pagerSetsThePace() throws {
        let pager = FeedPager(pageSize: 2)
        PostStream(feed: try SampleFeed.feed()).subscribe(pager)
        expect(pager.shown, equals: [PostID(4), PostID(3)])
        expect(!pager.isFinished)
        pager.nextPage()
        expect(pager.shown, equals: [PostID(4), PostID(3), PostID(2), PostID(1)])
        expect(pager.isFinished)
    }

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

    @Test("a current-value subject holds the latest value until a subscriber with no demand asks")
    func currentValueWaitsForDemand() {
        let count = CurrentValueSubject(1)
        let subscriber = RecordingSubscriber(initial: .none)
        count.subscribe(subscriber)
        count.value = 2
        count.value = 3
        expect(subscriber.values.isEmpty)
        subscriber.subscription?.request(.max(1))
        expect(subscriber.values, equals: [3])
    }

    @Test("releasing the token cancels the subscription")
    func tokenCancelsOnRelease() {
        let subject = PassthroughSubject<Int>()
        var heard: [Int] = []
        var token: CancelToken? = subject.sink { heard.append($0) }
        subject.send(1)
        expect(token?.isActive, equals: true)
        token = nil
        subject.send(2)
        expect(heard, equals: [1])
        expect(subject.subscriptionCount, equals: 0)
    }

    @Test("a sink that does not keep its subscriber alive: the subject holds no subscription once the token is gone")
    func sinkNotRetainedAfterCancel() {
        let subject = PassthroughSubject<Int>()
        checkNotRetained({ Box() }, by: { box in box.token = subject.sink { [weak box] in box?.last = $0 } })
        expect(subject.subscriptionCount, equals: 0)
    }

    @Test("map, filter and removeDuplicates transform, drop and skip repeats without breaking demand")
    func operators() {
        let subject = PassthroughSubject<Int>()
        let subscriber = RecordingSubscriber(initial: .max(3))
        subject.map { $0 / 10 }.removeDuplicates().filter { $0.isMultiple(of: 2) }.subscribe(subscriber)
        [10, 20, 21, 30, 40, 40, 50, 60, 80].forEach(subject.send)
        expect(subscriber.values, equals: [2, 4, 6])
    }

    @Test("debounce passes on only the last value of a burst, once the pause has passed")
    func debounce() {
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
    }

    @Test("receive(on:) delivers values and completion on the chosen scheduler, in order, and not before it runs")
    func receiveOn() {
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
    }

    @Test("a value waiting to hop to the scheduler is not delivered once the subscription is cancelled")
    func receiveOnCancelled() {
        let main = VirtualScheduler(name: "main")
        let subject = PassthroughSubject<Int>()
        var heard: [Int] = []
        let token = subject.receive(on: main).sink { heard.append($0) }
        subject.send(1)
        token.cancel()
        main.advance()
        expect(heard.isEmpty)
    }

    @Test("the search model searches once typing pauses, skips repeats and too-short queries")
    func searchModel() throws {
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
    }
}

/// A subscriber's owner for the retention test.
private final class Box {
    var token: CancelToken?
    var last: Int?
}
