import ExampleKit
import Foundation
import Futubra
import MessageTrace
import Synchronization

/// Plays notifications: observers that know nothing of each other, filters, removal, typed messages.
///
/// The typed part (``PostLikedMessage``) needs macOS 26 or iOS 26; on an older Apple OS the
/// run says so and plays the rest. The order in which the centre calls two observers of one
/// post is Foundation's choice and differs between Apple platforms and Linux, so the run
/// reports the order it saw rather than assuming one.
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
        let service = LikeService(feed: feed, center: center)
        let otherService = LikeService(feed: feed, center: center)
        let order = DeliveryOrder()

        transcript.section("observers register with the centre, not with the service")
        let badge = LikeCounter(name: "BadgeCounter", order: order, transcript: transcript)
        let badgeObservation = NotificationObservation(center: center, name: .postLiked) { note in
            badge.hear(note)
        }
        transcript.line("BadgeCounter observes .postLiked from any object")
        let analytics = LikeCounter(name: "Analytics", order: order, transcript: transcript)
        let analyticsObservation = NotificationObservation(center: center, name: .postLiked, object: service) {
            note in analytics.hear(note)
        }
        transcript.line("Analytics observes .postLiked from the main LikeService only")
        let typo = LikeCounter(name: "TypoObserver", order: order, transcript: transcript)
        let typoObservation = NotificationObservation(center: center, name: Notification.Name("Futubra.postLikd")) {
            note in typo.hear(note)
        }
        transcript.line("TypoObserver observes \"Futubra.postLikd\": it compiles")
        var alerts = 0
        var stopAlerts: (() -> Void)?
        if #available(macOS 26, iOS 26, *) {
            let token = center.addObserver(of: service, for: .postLiked) { message in
                transcript.trace(from: "NotificationCenter", to: "AuthorAlerts", "PostLikedMessage")
                alerts += 1
                transcript.line("  AuthorAlerts: typed message, \(message.user) liked \(message.post)")
            }
            stopAlerts = { center.removeObserver(token) }
            transcript.line("AuthorAlerts observes the typed PostLikedMessage from the main LikeService")
        } else {
            transcript.line("AuthorAlerts: typed messages need macOS 26 or iOS 26, so this run has none")
        }
        let typed = stopAlerts != nil

        transcript.section("anna likes post #3")
        transcript.trace(from: "App", to: "LikeService", "like(#3, by: anna)")
        try service.like(PostID(3), by: SampleFeed.anna)
        transcript.line("post returned after every observer ran: queue nil delivers synchronously")
        transcript.line("the centre chose the order (\(order.names.joined(separator: ", "))); the poster has no say")

        transcript.section("bob likes post #2 through another LikeService")
        transcript.trace(from: "App", to: "LikeService(other)", "like(#2, by: bob)")
        try drawing("LikeService", as: "LikeService(other)") {
            try otherService.like(PostID(2), by: SampleFeed.bob)
        }
        let filtering = typed ? "Analytics and AuthorAlerts filter" : "Analytics filters"
        transcript.line("\(filtering) by object, so only BadgeCounter heard")

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
        if typed {
            transcript.line("AuthorAlerts: \(alerts) typed message(s)")
        }
        analyticsObservation.cancel()
        typoObservation.cancel()
        stopAlerts?()
    }
}

/// Runs `body` with the trace events of `role` drawn as `label`'s.
///
/// Both services trace themselves by their role name, `LikeService`; only the example knows
/// there are two, so it gives the second one its own lifeline in the sequence diagram.
@MainActor
private func drawing<Result>(_ role: String, as label: String, _ body: () throws -> Result) rethrows -> Result {
    guard let tracer = Tracer.current else { return try body() }
    let relabelled = Tracer { event in
        var event = event
        if event.from == role { event.from = label }
        if event.to == role { event.to = label }
        tracer(event)
    }
    return try Tracer.$current.withValue(relabelled, operation: body)
}

/// The names of the observers the centre called, in the order it called them.
private final class DeliveryOrder: Sendable {
    private let called = Mutex<[String]>([])

    var names: [String] { called.withLock { $0 } }

    func record(_ name: String) {
        called.withLock { $0.append(name) }
    }
}

/// Counts `.postLiked` notifications and reads their user info (the untyped way).
///
/// `Sendable`, because the centre's blocks are `@Sendable`: they may run on any thread.
private final class LikeCounter: Sendable {
    let name: String
    private let order: DeliveryOrder
    private let transcript: Transcript
    private let heard = Mutex(0)

    init(name: String, order: DeliveryOrder, transcript: Transcript) {
        self.name = name
        self.order = order
        self.transcript = transcript
    }

    var count: Int { heard.withLock { $0 } }

    func hear(_ note: Notification) {
        heard.withLock { $0 += 1 }
        order.record(name)
        transcript.trace(from: "NotificationCenter", to: name, note.name.rawValue)
        let post = note.userInfo?[FeedNotificationKey.postID] as? Int
        let user = note.userInfo?[FeedNotificationKey.user] as? String
        transcript.line("  \(name): user info says \(user ?? "?") liked #\(post.map(String.init) ?? "?")")
    }
}
