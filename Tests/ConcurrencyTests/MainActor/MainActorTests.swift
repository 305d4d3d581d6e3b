import ContractSupport
import Dispatch
import Foundation
import Futubra
import Testing

@testable import Concurrency

/// What the newest-search check needs of a search screen.
@MainActor
protocol SearchScreen: AnyObject {
    func search(_ query: String) async
    var rows: [String] { get }
    var status: SearchScreenModel.Status { get }
}

extension SearchScreenModel: SearchScreen {}

/// A search screen that shows whichever answer lands last, as a first version often does.
@MainActor
final class LastAnswerWinsScreen: SearchScreen {
    private(set) var rows: [String] = []
    private(set) var status = SearchScreenModel.Status.idle
    private let backend: FeedBackend

    init(backend: FeedBackend) {
        self.backend = backend
    }

    func search(_ query: String) async {
        status = .searching(query)
        guard let data = try? await backend.search(query),
            let posts = try? await FeedDecoder().posts(from: data)
        else { return }
        rows = posts.map { "\($0.id) \($0.author.rawValue): \($0.content.words ?? "")" }
        status = .showing(query)
    }
}

/// Searches "e", then "fe" while "e" still waits at the server; "fe" answers first and "e"
/// last. The screen must keep showing "fe".
@MainActor
func checkNewestSearchWins(_ make: (FeedBackend) -> some SearchScreen) async throws {
    let backend = FeedBackend(feed: try SampleFeed.feed(), holding: true)
    let screen = make(backend)
    let older = Task { await screen.search("e") }
    expect(await yield { backend.held == ["GET /posts?q=e"] })
    let newer = Task { await screen.search("fe") }
    expect(await yield { backend.held == ["GET /posts?q=e", "GET /posts?q=fe"] })
    backend.release("GET /posts?q=fe")
    await newer.value
    let shown = screen.rows
    expect(shown, equals: ["#4 anna: Shipped the new feed screen today!"])
    backend.release()
    await older.value
    expect(screen.rows, equals: shown, "the older answer replaced the newer one")
    expect(screen.status, equals: .showing("fe"))
}

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct MainActorTests {
    @Test("the feed is decoded off the main actor, and the rows are changed on it")
    @MainActor
    func decodesOffTheMainActor() async throws {
        let places = Recorder<Bool>()
        let decoder = FeedDecoder { data in
            places.record(MainQueue.isCurrent)
            return try FutubraJSON.decode([Post].self, from: data)
        }
        let model = SearchScreenModel(backend: FeedBackend(feed: try SampleFeed.feed()), decoder: decoder)
        await model.search("cat")
        expect(places.values, equals: [false], "the decoding ran on the main actor")
        expect(MainQueue.isCurrent, "the test reads the rows on the main actor")
        expect(model.rows, equals: ["#3 bob: My cat, judging me"])
        expect(model.status, equals: .showing("cat"))
    }

    @Test("the newest search wins: an older answer that lands later is dropped")
    @MainActor
    func newestSearchWins() async throws {
        try await checkNewestSearchWins { SearchScreenModel(backend: $0) }
    }

    @Test("a screen that shows whichever answer lands last shows the older search", .tags(.control))
    @MainActor
    func lastAnswerWinsShowsTheOlderSearch() async {
        await withKnownIssue {
            try await checkNewestSearchWins { LastAnswerWinsScreen(backend: $0) }
        }
    }

    @Test("a failed search shows its failure, unless a newer search was made meanwhile")
    @MainActor
    func failedSearch() async throws {
        let backend = FeedBackend(feed: try SampleFeed.feed())
        let model = SearchScreenModel(backend: backend)
        backend.failNext(1)
        await model.search("cat")
        expect(model.status, equals: .failed("the server did not answer 'GET /posts?q=cat'"))
        backend.hold()
        let older = Task { await model.search("e") }
        expect(await yield { backend.held.count == 1 })
        let newer = Task { await model.search("cat") }
        expect(await yield { backend.held.count == 2 })
        backend.release("GET /posts?q=cat")
        await newer.value
        backend.failNext(1)
        backend.release()
        await older.value
        expect(model.status, equals: .showing("cat"))
        expect(model.rows.count, equals: 1)
    }

    @Test("likes posted on any thread are counted on the main actor")
    @MainActor
    func likesCountedOnTheMainActor() async throws {
        let model = SearchScreenModel(backend: FeedBackend(feed: try SampleFeed.feed()))
        let center = NotificationCenter()
        model.countLikes(from: center)
        let posted = Latch()
        DispatchQueue.global().async {
            for _ in 1...3 { center.post(name: .likeArrived, object: nil) }
            posted.open()
        }
        try await posted.wait()
        expect(await yield { model.badge == 3 }, "the badge counted \(model.badge) likes")
        model.stopCountingLikes(from: center)
    }
}
