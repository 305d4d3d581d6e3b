import Futubra
import FutubraServer
import MessageTrace

/// The contract every ``LikeBackend`` keeps, written once and run on each implementation: the
/// server backend, the in-memory fake, and any backend written tomorrow.
///
/// Each property gets a fresh backend holding the sample feed (post #4 is anna's, liked by bob,
/// chen and dana), so one property's likes never leak into the next. A property returns what
/// went wrong, in words that name it.
///
/// ```swift
/// let broken = await LikeBackendContract.violations { InMemoryLikeBackend(feed: try SampleFeed.feed()) }
/// broken   // [] when the backend keeps every property
/// ```
enum LikeBackendContract {
    /// A property: its name, and the check that returns what went wrong.
    struct Property: Sendable {
        var name: String
        var check: @Sendable (any LikeBackend) async throws -> String?
    }

    /// Every property of the contract.
    static let properties: [Property] = [
        Property(name: "a like is there when the post is read again") { backend in
            _ = try await backend.like(PostID(4), as: SampleFeed.eve)
            let read = try await backend.post(PostID(4))
            return read.isLiked(by: SampleFeed.eve) && read.likeCount == 4 ? nil : "read \(read.likeCount) likes"
        },
        Property(name: "liking twice counts once") { backend in
            _ = try await backend.like(PostID(4), as: SampleFeed.eve)
            let twice = try await backend.like(PostID(4), as: SampleFeed.eve)
            return twice.likeCount == 4 ? nil : "\(twice.likeCount) likes after eve liked twice"
        },
        Property(name: "liking twice then unliking once leaves the post unliked") { backend in
            _ = try await backend.like(PostID(4), as: SampleFeed.eve)
            _ = try await backend.like(PostID(4), as: SampleFeed.eve)
            _ = try await backend.unlike(PostID(4), as: SampleFeed.eve)
            let read = try await backend.post(PostID(4))
            return read.isLiked(by: SampleFeed.eve) ? "eve still likes #4" : nil
        },
        Property(name: "unliking a post one does not like changes nothing") { backend in
            let read = try await backend.unlike(PostID(4), as: SampleFeed.eve)
            return read.likeCount == 3 ? nil : "\(read.likeCount) likes"
        },
        Property(name: "an unknown post is a 404") { backend in
            do {
                _ = try await backend.like(PostID(99), as: SampleFeed.eve)
                return "liking #99 succeeded"
            } catch let error as FeedClientError {
                return error.status == 404 ? nil : "\(error)"
            }
        },
    ]

    /// What `make`'s backends break: one line per broken property, `name: what happened`.
    static func violations(of make: @Sendable () throws -> any LikeBackend) async -> [String] {
        var found = [String]()
        for (number, property) in properties.enumerated() {
            do {
                let backend = try make()
                Trace.call(from: "LikeBackendContract", to: "LikeBackend", "property \(number + 1)")
                if let problem = try await property.check(backend) { found.append("\(property.name): \(problem)") }
            } catch {
                found.append("\(property.name): \(error)")
            }
        }
        return found
    }
}
