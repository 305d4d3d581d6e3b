import Distributed
import ExampleKit
import Futubra
import Synchronization

/// Plays the four proxies on one interface: virtual, protection, caching and remote.
package struct ProxyExample: Example {
    package static let id = "proxy"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()

        transcript.section("virtual proxy: built on first use")
        let builds = Mutex(0)
        let lazy = LazyFeedService {
            builds.withLock { $0 += 1 }
            return FeedBackend(feed: feed)
        }
        transcript.line("proxy made; subject built: \(lazy.isLoaded)")
        _ = try await lazy.feed()
        _ = try await lazy.feed()
        transcript.line("two reads; subject built: \(lazy.isLoaded), builds: \(builds.withLock { $0 })")

        transcript.section("protection proxy: only the author or a moderator may remove")
        let guarded = FeedBackend(feed: feed)
        let moderated = ModeratedFeedService(subject: guarded, moderators: [SampleFeed.eve])
        do {
            try await moderated.removePost(PostID(4), by: SampleFeed.bob)
        } catch {
            transcript.line("bob removes #4: \(error); removals reaching the backend: \(guarded.removals)")
        }
        try await moderated.removePost(PostID(3), by: SampleFeed.eve)
        transcript.line("eve (moderator) removes #3: done; removals reaching the backend: \(guarded.removals)")

        transcript.section("caching proxy: repeated reads stay local")
        let counted = FeedBackend(feed: feed)
        let caching = CachingFeedProxy(subject: counted)
        for _ in 1...3 {
            _ = try await caching.feed()
        }
        transcript.line("three reads; reads reaching the backend: \(counted.reads)")
        try await caching.removePost(PostID(2), by: SampleFeed.chen)
        let fresh = try await caching.feed()
        transcript.line("after chen removes #2: \(fresh.count) posts; reads reaching the backend: \(counted.reads)")

        transcript.section("remote proxy: the server is known by its actor id")
        let system = LocalTestingDistributedActorSystem()
        let server = FeedServer(feed: feed, actorSystem: system)
        let remote = RemoteFeedService(serverID: server.id, system: system)
        transcript.line("remote feed: \(try await remote.feed().count) posts")
        try await remote.removePost(PostID(1), by: SampleFeed.dana)
        let again = RemoteFeedService(serverID: server.id, system: system)
        transcript.line("dana removes #1 through one proxy; another proxy sees \(try await again.feed().count) posts")
        let elsewhere = RemoteFeedService(serverID: server.id, system: LocalTestingDistributedActorSystem())
        do {
            _ = try await elsewhere.feed()
        } catch {
            transcript.line("the same id in another actor system: \(error)")
        }
    }
}
