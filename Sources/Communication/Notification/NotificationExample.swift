import ExampleKit
import Foundation
import Futubra
import Synchronization

/// Plays notifications: observers that know nothing of each other, filters, removal, typed messages.
public struct NotificationExample: Example {
    public static let id = "notification"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        try await play(feed: feed, transcript: transcript)
    }

    @MainActor
    private func play(feed: Feed, transcript: Transcript) throws {
        let center = NotificationCenter()
        let service = LikeService(feed: feed, center: center, transcript: transcript)
        let otherService = LikeService(feed: feed, center: center, name: "LikeService2", transcript: transcript)

        transcript.section("observers register with the centre, not with the service")
        let badge = LikeCounter(name: "BadgeCounter", transcript: transcript)
        let badgeObservation = NotificationObservation(center: center, name: .postLiked) { note in
            badge.hear(note)
        }
        transcript.line("BadgeCounter observes .postLiked from any object")
        let analytics = LikeCounter(name: "Analytics", transcript: transcript)
        let analyticsObservation = NotificationObservation(center: center, name: .postLiked, object: service) {
            note in analytics.hear(note)
        }
        transcript.line("Analytics observes .postLiked from the main LikeService only")
        let typo = LikeCounter(name: "TypoObserver", transcript: transcript)
        let typoObservation = NotificationObservation(center: center, name: Notification.Name("Futubra.postLikd")) {
            note in typo.hear(note)
        }
        transcript.line("TypoObserver observes \"Futubra.postLikd\": it compiles")
        var alerts: [String] = []
        var typedToken: NotificationCenter.ObservationToken?
        if #available(macOS 26, iOS 26, *) {
            typedToken = center.addObserver(of: service, for: .postLiked) { message in
                transcript.trace(from: "NotificationCenter", to: "AuthorAlerts", "PostLikedMessage")
                alerts.append("\(message.user) liked \(message.post)")
                transcript.line("  AuthorAlerts: typed message, \(message.user) liked \(message.post)")
            }
            transcript.line("AuthorAlerts observes the typed PostLikedMessage from the main LikeService")
        }

        transcript.section("anna likes post #3")
        transcript.trace(from: "App", to: "LikeService", "like(#3, by: anna)")
        try service.like(PostID(3), by: SampleFeed.anna)
        transcript.line("post returned after every observer ran: queue nil delivers synchronously")
        transcript.line("the centre chose the order: Analytics heard before BadgeCounter, which registered first")

        transcript.section("bob likes post #2 through another LikeService")
        transcript.trace(from: "App", to: "LikeService2", "like(#2, by: bob)")
        try otherService.like(PostID(2), by: SampleFeed.bob)
        transcript.line("Analytics and AuthorAlerts filter by object, so only BadgeCounter heard")

        transcript.section("BadgeCounter removes its observer")
        badgeObservation.cancel()
        badgeObservation.cancel()
        transcript.line("removed twice: the second removal does nothing")
        transcript.trace(from: "App", to: "LikeService", "like(#3, by: chen)")
        try service.like(PostID(3), by: SampleFeed.chen)

        transcript.section("what each observer heard")
        for counter in [badge, analytics, typo] {
            transcript.line("\(counter.name): \(counter.count) notification(s)")
        }
        transcript.line("AuthorAlerts: \(alerts.count) typed message(s)")
        analyticsObservation.cancel()
        typoObservation.cancel()
        if #available(macOS 26, iOS 26, *), let typedToken {
            center.removeObserver(typedToken)
        }
    }
}

/// Counts `.postLiked` notifications and reads their user info (the untyped way).
///
/// `Sendable`, because the centre's blocks are `@Sendable`: they may run on any thread.
private final class LikeCounter: Sendable {
    let name: String
    private let transcript: Transcript
    private let heard = Mutex(0)

    init(name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    var count: Int { heard.withLock { $0 } }

    func hear(_ note: Notification) {
        heard.withLock { $0 += 1 }
        transcript.trace(from: "NotificationCenter", to: name, note.name.rawValue)
        let post = note.userInfo?[FeedNotificationKey.postID] as? Int
        let user = note.userInfo?[FeedNotificationKey.user] as? String
        transcript.line("  \(name): user info says \(user ?? "?") liked #\(post.map(String.init) ?? "?")")
    }
}
