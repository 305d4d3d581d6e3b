import ContractSupport
import Foundation
import Futubra
import Testing

@testable import Communication

/// Claims the notification entry makes about Foundation itself. They pin what the entry says
/// the platform does; they prove nothing about this project's code.
@Suite("What Foundation does, not this project", .timeLimit(.minutes(1)), .watchdog)
@MainActor
struct PlatformNotificationTests {
    private let center = NotificationCenter()

    @Test("a misspelled notification name compiles and is never heard")
    func misspelledName() {
        let tally = Tally()
        let observation = NotificationObservation(center: center, name: Notification.Name("Futubra.postLikd")) { _ in
            tally.add("typo")
        }
        center.post(name: .postLiked, object: nil)
        expect(tally.names.isEmpty)
        observation.cancel()
    }

    @Test("a block observer stays registered until removed, even after its owner is gone")
    func blockOutlivesOwner() {
        let tally = Tally()
        var owner: RawObserver? = RawObserver(center: center, tally: tally)
        weak let released = owner
        owner = nil
        expect(released == nil)
        center.post(name: .postLiked, object: nil)
        expect(tally.names, equals: ["ghost"])
    }

    @available(macOS 26, iOS 26, *)
    @Test("a typed observation token ends its observation when it is released")
    func typedTokenReleased() throws {
        let poster = LikeService(feed: try SampleFeed.feed(), center: center)
        var heard = 0
        var token: NotificationCenter.ObservationToken? = center.addObserver(of: poster, for: .postLiked) { _ in
            heard += 1
        }
        try poster.like(PostID(3), by: SampleFeed.anna)
        expect(token != nil)
        token = nil
        try poster.like(PostID(3), by: SampleFeed.eve)
        expect(heard, equals: 1)
    }

    @available(macOS 26, iOS 26, *)
    @Test("a typed async message reaches an observer of its subject as a Sendable value")
    func asyncMessage() async throws {
        let poster = LikeService(feed: try SampleFeed.feed(), center: center)
        let (stream, continuation) = AsyncStream.makeStream(of: PostID.self)
        let token = center.addObserver(of: poster, for: FeedReloadedMessage.self) { message in
            continuation.yield(message.newestPost)
        }
        center.post(FeedReloadedMessage(newestPost: PostID(4)), subject: poster)
        var iterator = stream.makeAsyncIterator()
        expect(await iterator.next() == PostID(4))
        center.removeObserver(token)
        continuation.finish()
    }
}

/// An asynchronous typed message: observers run on their own task, not on the poster's.
@available(macOS 26, iOS 26, *)
private struct FeedReloadedMessage: NotificationCenter.AsyncMessage {
    typealias Subject = LikeService
    let newestPost: PostID
}
