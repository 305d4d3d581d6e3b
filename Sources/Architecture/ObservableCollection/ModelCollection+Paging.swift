import Foundation
import Futubra
import FutubraServer
import MessageTrace

extension ModelCollection where Member == PostModel {
    /// Loads the page ``nextPage`` names, through a ``RequestOperation`` over `cache`, and
    /// adds its posts (merging the JSON of posts already held); remembers the page after it,
    /// or `nil` when the feed has no more. Returns how many posts the page had.
    @discardableResult
    func loadNext<TimeSource: Clock>(
        from cache: RequestCache<TimeSource>, clock: TimeSource, policy: RequestCache<TimeSource>.Policy = .cacheFirst
    ) async throws(ArchitectureError) -> Int where TimeSource.Duration == Duration {
        guard let request = nextPage else { return 0 }
        let page = try await fetch(request, from: cache, clock: clock, policy: policy)
        try absorb(page)
        nextPage = page.hasMore ? request.nextPage() : nil
        return page.posts.count
    }

    /// Loads the first page again, from the network, and merges it; keeps ``nextPage``.
    @discardableResult
    func refresh<TimeSource: Clock>(
        _ first: FeedRequest, from cache: RequestCache<TimeSource>, clock: TimeSource
    ) async throws(ArchitectureError) -> Int where TimeSource.Duration == Duration {
        let page = try await fetch(first, from: cache, clock: clock, policy: .networkOnly)
        try absorb(page)
        return page.posts.count
    }

    private func fetch<TimeSource: Clock>(
        _ request: FeedRequest, from cache: RequestCache<TimeSource>, clock: TimeSource,
        policy: RequestCache<TimeSource>.Policy
    ) async throws(ArchitectureError) -> FeedPage where TimeSource.Duration == Duration {
        Trace.call(from: "ModelCollection", to: "RequestOperation", "run \(request)")
        let operation = RequestOperation(
            "RequestOperation", request,
            transport: RequestTransport(name: "RequestCache") { try await cache.load($0, policy: policy) })
        lastLoad = operation
        await operation.run(on: clock)
        guard let data = await operation.answer else {
            throw await operation.failure ?? .network("\(request) was cancelled")
        }
        do {
            return try FutubraJSON.decode(FeedPage.self, from: data)
        } catch {
            throw .invalidJSON(error.description)
        }
    }

    /// Adds new posts and merges known ones, as one change.
    private func absorb(_ page: FeedPage) throws(ArchitectureError) {
        var failure: ArchitectureError?
        performBatch {
            for post in page.posts {
                do throws(ArchitectureError) {
                    guard let json = try? FutubraJSON.encode(post) else {
                        throw .invalidJSON("post '\(post.id)' cannot be encoded")
                    }
                    if let held = member(id: post.id) {
                        try held.merge(json: json)
                    } else {
                        add(try PostModel(json: json))
                    }
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
    }
}
