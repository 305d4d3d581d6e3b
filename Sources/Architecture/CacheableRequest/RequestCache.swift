import Foundation
import MessageTrace

/// A response cache keyed on ``FeedRequest`` values, with policies, expiry on an injected
/// clock, and one network load per request however many callers ask at once.
///
/// Intent: a screen asks for a request's answer and the cache decides whether the network
/// is needed. Equal requests share one entry and one load in flight: the first caller
/// starts the load, later callers join it, and every one of them receives its answer or
/// its failure. A caller that is cancelled leaves alone; the load goes on for the others
/// and is cancelled only when nobody waits for it any more.
///
/// A write (`POST /posts/4/like`) goes through ``write(_:)``: it is never coalesced or kept,
/// and it drops every kept answer it may have changed (those under the same first path
/// component, `/posts`), so a later read cannot bring back the state from before the write.
/// A read already in flight when the write is sent still answers its callers, but its answer
/// is not kept.
///
/// ```swift
/// let cache = RequestCache(transport: .server(server), clock: ContinuousClock(), maxAge: .seconds(60))
/// let data = try await cache.load(.posts(limit: 20), policy: .cacheFirst)
/// ```
///
/// - Complexity: a load is O(1) dictionary work besides the network.
actor RequestCache<TimeSource: Clock> where TimeSource.Duration == Duration {
    /// Where an answer may come from.
    enum Policy: String, Sendable, CaseIterable {
        /// A fresh kept answer if there is one, else the network.
        case cacheFirst
        /// The network; when it fails, the kept answer even if it has expired.
        case networkFirst
        /// The network only; the answer is still kept for later callers.
        case networkOnly
    }

    /// A kept answer and when it was kept.
    private struct Entry {
        var data: Data
        var storedAt: TimeSource.Instant
    }

    /// A load in flight and the callers waiting for it, by waiter number.
    private struct Flight {
        var number: Int
        var task: Task<Void, Never>
        var waiters: [Int: CheckedContinuation<Data, any Error>]
        /// Whether its answer may be kept: not once a write may have changed what it reads.
        var keepsAnswer = true
    }

    /// How long a kept answer stays fresh.
    let maxAge: Duration
    private let transport: RequestTransport
    private let clock: TimeSource
    private var entries: [FeedRequest: Entry] = [:]
    private var flights: [FeedRequest: Flight] = [:]
    private var issued = 0

    /// A cache over `transport` whose answers stay fresh for `maxAge` on `clock`.
    init(transport: RequestTransport, clock: TimeSource, maxAge: Duration) {
        self.transport = transport
        self.clock = clock
        self.maxAge = maxAge
    }

    /// The answer to `request`, from the cache or the network as `policy` says.
    func load(_ request: FeedRequest, policy: Policy = .cacheFirst) async throws -> Data {
        switch policy {
        case .cacheFirst:
            if let data = freshData(for: request) {
                Trace.note(over: "RequestCache", "fresh copy of \(request)")
                return data
            }
            return try await fetch(request)
        case .networkOnly:
            return try await fetch(request)
        case .networkFirst:
            do {
                return try await fetch(request)
            } catch let error as ArchitectureError {
                guard let kept = entries[request] else { throw error }
                Trace.note(over: "RequestCache", "network failed; kept copy of \(request)")
                return kept.data
            }
        }
    }

    /// Sends a write through the network, and drops every kept answer it may have changed:
    /// those whose path starts with the same component (`/posts/4/like` drops `/posts?…`).
    /// Loads in flight for those paths answer their callers but keep nothing. It drops them
    /// when the write is sent and again when it is answered, since a read that started in
    /// between may have been answered before the server applied the write.
    func write(_ request: FeedRequest) async throws -> Data {
        let area = Self.area(of: request.path)
        invalidate { Self.area(of: $0.path) == area }
        defer { invalidate { Self.area(of: $0.path) == area } }
        Trace.call(from: "RequestCache", to: "FeedServer", request.description)
        let data = try await transport.send(request)
        Trace.reply(from: "FeedServer", to: "RequestCache", "written; kept answers under /\(area) dropped")
        return data
    }

    /// Drops the kept answers to the requests `isAffected` picks; loads in flight for them
    /// will answer their callers but keep nothing.
    func invalidate(where isAffected: (FeedRequest) -> Bool) {
        entries = entries.filter { !isAffected($0.key) }
        for request in flights.keys where isAffected(request) {
            flights[request]?.keepsAnswer = false
        }
    }

    /// The first component of a path: what a write to it may change (`/posts/4/like` → `posts`).
    private static func area(of path: String) -> Substring {
        path.split(separator: "/").first ?? ""
    }

    /// Whether a fresh answer to `request` is kept now.
    func isFresh(_ request: FeedRequest) -> Bool { freshData(for: request) != nil }

    /// How many answers are kept, fresh or not.
    var count: Int { entries.count }

    /// How many callers wait for a load in flight.
    var waiting: Int { flights.values.reduce(0) { $0 + $1.waiters.count } }

    /// A kept answer is fresh strictly before `storedAt + maxAge`: at that instant it has expired.
    private func freshData(for request: FeedRequest) -> Data? {
        guard let entry = entries[request], clock.now < entry.storedAt.advanced(by: maxAge) else { return nil }
        return entry.data
    }

    /// Joins the load of `request` in flight, or starts it; leaves it if the caller is cancelled.
    private func fetch(_ request: FeedRequest) async throws -> Data {
        issued += 1
        let waiter = issued
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                join(request, as: waiter, continuation)
            }
        } onCancel: {
            Task { await self.leave(request, waiter: waiter) }
        }
    }

    private func join(_ request: FeedRequest, as waiter: Int, _ continuation: CheckedContinuation<Data, any Error>) {
        if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
            return
        }
        if flights[request] != nil {
            flights[request]?.waiters[waiter] = continuation
            Trace.note(over: "RequestCache", "joins the load of \(request) in flight")
            return
        }
        Trace.call(from: "RequestCache", to: "FeedServer", request.description)
        let transport = self.transport
        let task = Task {
            let result: Result<Data, any Error>
            do {
                result = .success(try await transport.send(request))
            } catch {
                result = .failure(error)
            }
            self.land(request, flight: waiter, result)
        }
        flights[request] = Flight(number: waiter, task: task, waiters: [waiter: continuation])
    }

    /// Keeps a successful answer and hands the result to every waiter of that flight.
    private func land(_ request: FeedRequest, flight number: Int, _ result: Result<Data, any Error>) {
        guard let flight = flights[request], flight.number == number else { return }
        flights[request] = nil
        switch result {
        case .success(let data):
            if flight.keepsAnswer { entries[request] = Entry(data: data, storedAt: clock.now) }
            Trace.reply(from: "FeedServer", to: "RequestCache", "answer for \(flight.waiters.count) waiting")
        case .failure(let error):
            Trace.reply(from: "FeedServer", to: "RequestCache", "failure for \(flight.waiters.count) waiting: \(error)")
        }
        for continuation in flight.waiters.values {
            continuation.resume(with: result)
        }
    }

    /// A cancelled caller stops waiting; the load is cancelled only when nobody waits for it.
    private func leave(_ request: FeedRequest, waiter: Int) {
        guard var flight = flights[request], let continuation = flight.waiters.removeValue(forKey: waiter) else {
            return
        }
        continuation.resume(throwing: CancellationError())
        if flight.waiters.isEmpty {
            flight.task.cancel()
            flights[request] = nil
        } else {
            flights[request] = flight
        }
    }
}
