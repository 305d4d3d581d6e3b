import Futubra

extension Structural {
    /// The family's mechanisms as workloads that `patterns bench` times: each returned function
    /// runs `n` operations on the catalogue's own implementation and returns a checksum of
    /// what it got, so the optimizer cannot drop the work.
    ///
    /// Set-up (the pool's first glyph, the proxy's first copy) happens once, when the workload
    /// is made; a call of the returned function is the timed part.
    ///
    /// ```swift
    /// let hit = Structural.Workloads.flyweightHit()
    /// let checksum = hit(1_000)   // 1,000 lookups of a glyph the pool holds
    /// ```
    package enum Workloads {
        /// ``AvatarPool/glyph(for:)`` of a user whose glyph the pool already holds.
        package static func flyweightHit() -> (Int) -> Int {
            let pool = AvatarPool()
            let users = SampleFeed.users
            var total = users.reduce(0) { $0 &+ Int(pool.glyph(for: $1).colour) }
            return { count in
                for index in 0..<count {
                    total &+= Int(pool.glyph(for: users[index % users.count]).colour & 0xFF)
                }
                return total
            }
        }

        /// `feed()` through a stack of three ``RetryingFeedService`` decorators, which only
        /// forward when nothing fails, around the in-memory ``FeedBackend``; with `depth: 0`,
        /// the backend alone. (A muting decorator would add its filtering, a logging one its
        /// log: the work of a layer, not the cost of layering.)
        package static func decoratedFeed(depth: Int) throws -> (Int) async -> Int {
            let backend = FeedBackend(feed: try SampleFeed.feed())
            let service: any FeedService =
                depth == 0 ? backend : backend.retrying(attempts: 2).retrying(attempts: 2).retrying(attempts: 2)
            return { count in
                var total = 0
                for _ in 0..<count {
                    total &+= (try? await service.feed().count) ?? 0
                }
                return total
            }
        }

        /// `feed()` through ``CachingFeedProxy``: a hit (the proxy holds its copy), or a miss
        /// (a new proxy each time, so it asks the in-memory ``FeedBackend``).
        package static func cachingProxy(hit: Bool) async throws -> (Int) async -> Int {
            let backend = FeedBackend(feed: try SampleFeed.feed())
            let warm = CachingFeedProxy(subject: backend)
            _ = try? await warm.feed()
            return { count in
                var total = 0
                for _ in 0..<count {
                    let proxy = hit ? warm : CachingFeedProxy(subject: backend)
                    total &+= (try? await proxy.feed().count) ?? 0
                }
                return total
            }
        }
    }
}
