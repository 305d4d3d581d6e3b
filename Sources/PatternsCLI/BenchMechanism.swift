import Behavioral
import Communication
import Creational
import Structural
import UIPatterns

/// One mechanism `patterns bench` measures: its row, and the entries whose docs pages link
/// to that row.
struct BenchMechanism: Sendable {
    /// The row's anchor in `docs/benchmarks.md` and its id in `--json`.
    var id: String
    var name: String
    /// The catalogue entries that use or discuss the mechanism.
    var entries: [String]
    /// Makes the workload and takes one paired sample of it with the sampler: with no batch
    /// sizes yet, after warming it up and calibrating them.
    var measure: @Sendable (Sampler, BatchSizes?) async throws -> (samples: BenchSamples, sizes: BatchSizes)

    static func sync(
        _ id: String, _ name: String, entries: [String], _ make: @escaping @Sendable () throws -> (Int) -> Int
    ) -> BenchMechanism {
        BenchMechanism(id: id, name: name, entries: entries) { sampler, sizes in
            let work = try make()
            return await sampler.measure(sizes: sizes) { work($0) }
        }
    }

    static func awaited(
        _ id: String, _ name: String, entries: [String],
        _ make: @escaping @Sendable () async throws -> (Int) async -> Int
    ) -> BenchMechanism {
        BenchMechanism(id: id, name: name, entries: entries) { sampler, sizes in
            let work = try await make()
            return await sampler.measure(sizes: sizes) { await work($0) }
        }
    }

    static func onMainActor(
        _ id: String, _ name: String, entries: [String],
        _ make: @escaping @MainActor @Sendable () -> @MainActor (Int) -> Int
    ) -> BenchMechanism {
        BenchMechanism(id: id, name: name, entries: entries) { @MainActor sampler, sizes in
            let work = make()
            return await sampler.measure(sizes: sizes) { work($0) }
        }
    }
}

extension BenchMechanism {
    static let baselineID = "direct-call"

    /// Every mechanism, in the order of the table, the baseline first. This list is the only
    /// place that says which entry a mechanism belongs to.
    static let all: [BenchMechanism] = [
        .sync(baselineID, "direct call (the baseline, paired with itself)", entries: []) { Baseline.directCall() },
        .sync("generic", "generic call, specialised", entries: ["strategy", "protocol-oriented-programming"]) {
            LanguageWorkloads.generic()
        },
        .sync(
            "existential", "call through an existential (any P)",
            entries: ["strategy", "protocol-oriented-programming", "simple-factory"]
        ) { LanguageWorkloads.existential() },
        .sync("closure", "closure call", entries: ["callbacks", "strategy"]) { LanguageWorkloads.closure() },
        .sync("static-let", "static let after first use (FutubraApp.shared)", entries: ["singleton"]) {
            Creational.Workloads.staticLet()
        },
        .onMainActor("weak-delegate", "weak delegate (FeedTable → its delegate)", entries: ["delegation"]) {
            Communication.Workloads.weakDelegate()
        },
        .sync("observer", "observer: FeedPublisher.publish, one subscriber", entries: ["observer"]) {
            Communication.Workloads.observerPublish()
        },
        .sync("key-value-observing", "key-value observing: one observed change", entries: ["key-value-observing"]) {
            try Communication.Workloads.keyValueObserving()
        },
        .sync("notification", "NotificationCenter post, one observer, synchronous", entries: ["notification"]) {
            Communication.Workloads.notificationPost()
        },
        .onMainActor("target-action", "target-action: FeedButton.sendActions, one target", entries: ["target-action"]) {
            Behavioral.Workloads.targetAction()
        },
        .onMainActor(
            "responder-chain", "responder chain, depth 5 (Responder.target(for:))", entries: ["chain-of-responsibility"]
        ) { UIPatterns.Workloads.responderChain() },
        .sync("mutex", "Mutex.withLock, uncontended", entries: ["singleton", "lazy-initialization"]) {
            LanguageWorkloads.mutex()
        },
        .awaited("actor-hop", "actor hop (await an actor's method)", entries: ["singleton", "multiton"]) {
            LanguageWorkloads.actorHop()
        },
        .awaited("async-stream", "AsyncStream element to a waiting consumer", entries: ["async-sequence"]) {
            LanguageWorkloads.asyncStream()
        },
        .sync("multiton", "multiton lookup (APIClient.shared(for:))", entries: ["multiton"]) {
            Creational.Workloads.multitonLookup()
        },
        .sync("flyweight", "flyweight pool hit (AvatarPool.glyph(for:))", entries: ["flyweight"]) {
            Structural.Workloads.flyweightHit()
        },
        .sync("copy-on-write-read", "copy-on-write copy, read only (Draft)", entries: ["prototype"]) {
            Creational.Workloads.copyOnWrite(writing: false)
        },
        .sync("copy-on-write-write", "copy-on-write copy, then one write (Draft)", entries: ["prototype"]) {
            Creational.Workloads.copyOnWrite(writing: true)
        },
        .awaited("feed-backend", "FeedBackend.feed(), undecorated (async)", entries: ["decorator", "proxy"]) {
            try Structural.Workloads.decoratedFeed(depth: 0)
        },
        .awaited("decorator", "decorator stack of depth 3 (forwarding), feed()", entries: ["decorator"]) {
            try Structural.Workloads.decoratedFeed(depth: 3)
        },
        .awaited("caching-proxy-hit", "caching proxy hit, feed()", entries: ["proxy"]) {
            try await Structural.Workloads.cachingProxy(hit: true)
        },
        .awaited("caching-proxy-miss", "caching proxy miss, feed() (a new proxy)", entries: ["proxy"]) {
            try await Structural.Workloads.cachingProxy(hit: false)
        },
    ]

    /// The mechanisms whose id, name or entries contain any of `words` (case-insensitive),
    /// always with the baseline first.
    static func matching(_ words: [String]) -> [BenchMechanism] {
        let words = words.map { $0.lowercased() }
        return all.filter { mechanism in
            mechanism.id == baselineID
                || words.contains { word in
                    ([mechanism.id, mechanism.name.lowercased()] + mechanism.entries).contains { $0.contains(word) }
                }
        }
    }
}
