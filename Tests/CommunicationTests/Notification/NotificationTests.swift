import ContractSupport
import Foundation
import Futubra
import Synchronization
import Testing

@testable import Communication

@Suite("Notification", .timeLimit(.minutes(1)), .watchdog)
@MainActor
struct NotificationTests {
    private let center = NotificationCenter()
    private let anna = SampleFeed.anna

    private func service() throws -> LikeService {
        LikeService(feed: try SampleFeed.feed(), center: center)
    }

    @Test("every observer of a name hears a single post, without knowing of each other")
    func manyObservers() throws {
        let tally = Tally()
        let observations = ["badge", "analytics", "alerts"].map { name in
            NotificationObservation(center: center, name: .postLiked) { _ in tally.add(name) }
        }
        try service().like(PostID(3), by: anna)
        expect(tally.names.sorted(), equals: ["alerts", "analytics", "badge"])
        expect(observations.allSatisfy { $0.isActive })
    }

    @Test("an observer hears of a like only after the service has stored it: it is told, not asked")
    func toldNotAsked() throws {
        let poster = try service()
        let storedWhenHeard = Mutex<[Int]>([])
        // The block's type is `(Notification) -> Void`: there is no answer for the service to
        // read, and by the time the block runs the like is already in the feed.
        let observation = NotificationObservation(center: center, name: .postLiked) { _ in
            let likes = MainActor.assumeIsolated { poster.feed.post(id: PostID(3))?.likeCount ?? -1 }
            storedWhenHeard.withLock { $0.append(likes) }
        }
        try poster.like(PostID(3), by: anna)
        expect(storedWhenHeard.withLock { $0 }, equals: [1])
        expect(poster.feed.post(id: PostID(3))?.likeCount, equals: 1)
        observation.cancel()
    }

    @Test("an observer that passes no object hears every poster of the name, knowing none of them")
    func anyPoster() throws {
        let tally = Tally()
        let observation = NotificationObservation(center: center, name: .postLiked) { note in
            tally.add(note.userInfo?[FeedNotificationKey.user] as? String ?? "?")
        }
        try service().like(PostID(3), by: anna)
        try service().like(PostID(3), by: SampleFeed.eve)
        expect(tally.names, equals: ["anna", "eve"])
        observation.cancel()
    }

    @Test("an observer filtered by object hears only that poster")
    func filteredByObject() throws {
        let tally = Tally()
        let mine = try service()
        let observation = NotificationObservation(center: center, name: .postLiked, object: mine) { _ in
            tally.add("mine")
        }
        try service().like(PostID(3), by: anna)
        try mine.like(PostID(3), by: anna)
        expect(tally.names, equals: ["mine"])
        observation.cancel()
    }

    @Test("user info carries the details under keys both sides must agree on")
    func userInfo() throws {
        let received = Mutex<[String: String]>([:])
        let observation = NotificationObservation(center: center, name: .postLiked) { note in
            let post = note.userInfo?[FeedNotificationKey.postID] as? Int
            let user = note.userInfo?[FeedNotificationKey.user] as? String
            let wrongKey = note.userInfo?["userName"] as? String
            received.withLock {
                $0 = ["post": post.map(String.init) ?? "-", "user": user ?? "-", "userName": wrongKey ?? "-"]
            }
        }
        try service().like(PostID(3), by: anna)
        expect(received.withLock { $0 }, equals: ["post": "3", "user": "anna", "userName": "-"])
        observation.cancel()
    }

    @available(macOS 26, iOS 26, *)
    @Test("a typed message is checked by the compiler and arrives with its fields")
    func typedMessage() throws {
        let mine = try service()
        var heard: [PostLikedMessage] = []
        let token = center.addObserver(of: mine, for: .postLiked) { message in heard.append(message) }
        try mine.like(PostID(3), by: anna)
        try service().like(PostID(3), by: SampleFeed.eve)
        expect(heard.map(\.post), equals: [PostID(3)])
        expect(heard.map(\.user), equals: [anna])
        center.removeObserver(token)
        try mine.like(PostID(2), by: SampleFeed.eve)
        expect(heard.count, equals: 1)
    }

    @Test("a poster cannot tell whether anyone heard its notification")
    func posterIsBlind() throws {
        let tally = Tally()
        let heard = try service()
        let unheard = LikeService(feed: try SampleFeed.feed(), center: NotificationCenter())
        let observation = NotificationObservation(center: center, name: .postLiked) { _ in tally.add("heard") }
        // `like` returns nothing either way: one post reaches an observer, the other nobody,
        // and both posters end in the same state.
        try heard.like(PostID(3), by: anna)
        try unheard.like(PostID(3), by: anna)
        expect(tally.names, equals: ["heard"])
        expect(heard.feed, equals: unheard.feed)
        observation.cancel()
    }

    @Test("with queue nil the observer runs synchronously, before post returns")
    func synchronousDelivery() throws {
        let tally = Tally()
        let observation = NotificationObservation(center: center, name: .postLiked) { _ in tally.add("observer") }
        try service().like(PostID(3), by: anna)
        tally.add("after post")
        expect(tally.names, equals: ["observer", "after post"])
        observation.cancel()
    }

    @Test("a released observation token removes its observer from the centre")
    func releasedToken() throws {
        let tally = Tally()
        var observation: NotificationObservation? = NotificationObservation(center: center, name: .postLiked) { _ in
            tally.add("heard")
        }
        // Beside it, a bare block observer whose owner is gone: nothing ever removes it.
        var bare: RawObserver? = RawObserver(center: center, tally: tally)
        weak let bareOwner = bare
        bare = nil
        let poster = try service()
        try poster.like(PostID(3), by: anna)
        expect(observation?.isActive, equals: true)
        observation = nil
        try poster.like(PostID(3), by: SampleFeed.eve)
        expect(tally.names.filter { $0 == "heard" }.count, equals: 1)
        expect(tally.names.filter { $0 == "ghost" }.count, equals: 2)
        expect(bareOwner == nil)
    }

    @Test("removing an observer twice is harmless")
    func removeTwice() throws {
        let tally = Tally()
        let observation = NotificationObservation(center: center, name: .postLiked) { _ in tally.add("heard") }
        observation.cancel()
        observation.cancel()
        try service().like(PostID(3), by: anna)
        expect(tally.names.isEmpty)
        expect(observation.isActive, equals: false)
    }
}

/// A thread-safe record of who heard what; the centre's blocks are `@Sendable`.
final class Tally: Sendable {
    private let entries = Mutex<[String]>([])

    var names: [String] { entries.withLock { $0 } }

    func add(_ name: String) {
        entries.withLock { $0.append(name) }
    }
}

/// The classic mistake: registers a block and never removes it.
final class RawObserver {
    init(center: NotificationCenter, tally: Tally) {
        _ = center.addObserver(forName: .postLiked, object: nil, queue: nil) { _ in tally.add("ghost") }
    }
}
