import ContractSupport
import Dispatch
import Futubra
import Testing

@testable import Concurrency

/// The three ways of doing the job, for tests that run the same checks on each.
enum LoaderKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case gcd = "GCD"
    case operation = "Operation"
    case taskGroup = "task group"

    var testDescription: String { rawValue }

    func make(_ server: ThumbnailServer) -> any FeedPageLoading {
        switch self {
        case .gcd: GCDFeedLoader(server: server)
        case .operation: OperationFeedLoader(server: server)
        case .taskGroup: TaskGroupFeedLoader(server: server)
        }
    }
}

/// Downloads run on threads of their own here: a wait is a bounded number of turns, long
/// enough for a thread to start on a loaded machine, ended as soon as the condition holds.
let threadTurns = 2_000_000

/// A load of the four-post page with a limit of two, in a task that records how it ended.
struct WatchedLoad {
    let server = ThumbnailServer(posts: [4, 3, 2, 1].map { PostID($0) })
    let outcomes = Recorder<String>()
    let task: Task<Void, Never>

    init(_ make: (ThumbnailServer) -> any FeedPageLoading) {
        let loader = make(server)
        let outcomes = outcomes
        task = Task {
            do {
                let page = try await loader.load(limit: 2)
                outcomes.record("returned \(page.posts.count) posts, \(page.thumbnails.count) thumbnails")
            } catch is CancellationError {
                outcomes.record("threw CancellationError")
            } catch {
                outcomes.record("threw \(error)")
            }
        }
    }

    /// Waits a bounded number of turns until `condition` holds or the load has ended.
    func wait(until condition: @escaping () -> Bool) async -> Bool {
        await yield(until: { condition() || !outcomes.values.isEmpty }, limit: threadTurns) && condition()
    }

    /// Answers whatever the server holds until the load has ended: a download that starts
    /// late (a thread slow to start on a loaded machine) is never left waiting.
    func answerUntilEnded() async {
        while outcomes.values.isEmpty {
            server.releaseAll()
            await Task.yield()
        }
        await task.value
    }

    /// How many thumbnails were requested.
    var thumbnailRequests: Int { server.log.filter { $0.hasPrefix("GET /thumbnails") }.count }
}

/// The page first, then the four thumbnails with never more than two in flight: each release
/// lets exactly one more start.
func checkLimitAndOrder(_ make: (ThumbnailServer) -> any FeedPageLoading) async {
    let load = WatchedLoad(make)
    expect(await load.wait { load.server.held == ["GET /feed"] }, "the page is asked for first, alone")
    load.server.releaseNext()
    for released in 0..<4 {
        let expected = min(2, 4 - released)
        expect(await load.wait { load.server.held.count >= expected }, "\(expected) downloads in flight")
        load.server.releaseNext()
    }
    await load.answerUntilEnded()
    expect(load.outcomes.values, equals: ["returned 4 posts, 4 thumbnails"])
    expect(load.server.maxInFlight, equals: 2, "never more than the limit at once")
}

/// Two downloads in flight when the caller is cancelled: no download starts after that, and
/// the load ends with `CancellationError`.
func checkCancellation(_ make: (ThumbnailServer) -> any FeedPageLoading) async {
    let load = WatchedLoad(make)
    expect(await load.wait { load.server.held == ["GET /feed"] }, "the page is asked for")
    load.server.releaseNext()
    expect(await load.wait { load.server.held.count >= 2 }, "two downloads in flight")
    load.task.cancel()
    await load.answerUntilEnded()
    expect(load.outcomes.values, equals: ["threw CancellationError"])
    expect(load.thumbnailRequests, equals: 2, "no download starts after the cancellation")
}

/// GCD without the semaphore: every download is dispatched at once.
struct UnlimitedGCDLoader: FeedPageLoading {
    let server: ThumbnailServer

    func load(limit: Int) async throws -> LoadedPage {
        try await withCheckedThrowingContinuation { continuation in
            server.page { page in
                guard case .success(let posts) = page else { return continuation.resume(throwing: CancellationError()) }
                let downloads = DispatchGroup()
                let thumbnails = Locked<[PostID: String]>([:])
                for post in posts {
                    downloads.enter()
                    server.thumbnail(for: post) { result in
                        if case .success(let thumbnail) = result { thumbnails.update { $0[post] = thumbnail } }
                        downloads.leave()
                    }
                }
                downloads.notify(queue: .global()) {
                    continuation.resume(returning: LoadedPage(posts: posts, thumbnails: thumbnails.current))
                }
            }
        }
    }
}

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct GCDOperationConcurrencyTests {
    @Test(
        "each way loads the page first, then the thumbnails with never more than the limit in flight",
        arguments: LoaderKind.allCases)
    func limitAndOrder(_ kind: LoaderKind) async {
        await checkLimitAndOrder(kind.make)
    }

    @Test(
        "each way, cancelled with downloads in flight, starts no other download and ends with CancellationError",
        arguments: LoaderKind.allCases)
    func cancellation(_ kind: LoaderKind) async {
        await checkCancellation(kind.make)
    }

    @Test("GCD with no semaphore starts every download at once", .tags(.control))
    func unlimitedGCDFloods() async {
        await withKnownIssue {
            await checkLimitAndOrder { UnlimitedGCDLoader(server: $0) }
        }
    }
}
