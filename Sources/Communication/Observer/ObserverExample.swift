import ExampleKit
import Futubra

/// Plays the observer: three subscribers hear the feed change; one cancels, one is released.
package struct ObserverExample: Example {
    package static let id = "observer"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let publisher = FeedPublisher(feed: try SampleFeed.feed())

        transcript.section("three subscribers, none known to the publisher")
        let badge = LikeBadge(transcript: transcript)
        badge.subscription = publisher.subscribe(badge) { badge, event in badge.hear(event) }
        let log = ActivityLog(transcript: transcript)
        log.subscription = publisher.subscribe(log) { log, event in log.hear(event) }
        var alerts: AuthorAlerts? = AuthorAlerts(publisher: publisher, transcript: transcript)
        if let alerts {
            alerts.subscription = publisher.subscribe(alerts) { alerts, event in alerts.hear(event) }
        }
        transcript.line("subscribed, in order: LikeBadge, ActivityLog, AuthorAlerts")
        transcript.line("live subscriptions: \(publisher.subscriberCount)")

        transcript.section("anna likes post #3: everyone hears, in subscription order")
        transcript.trace(from: "App", to: "FeedPublisher", "like(#3, by: anna)")
        try publisher.like(PostID(3), by: SampleFeed.anna)

        transcript.section("ActivityLog cancels")
        log.subscription?.cancel()
        log.subscription?.cancel()
        transcript.line("cancelled twice (the second time does nothing)")
        transcript.line("live subscriptions: \(publisher.subscriberCount)")
        transcript.line("eve comments on post #4")
        transcript.trace(from: "App", to: "FeedPublisher", "comment(on: #4, by: eve)")
        try publisher.comment(on: PostID(4), by: SampleFeed.eve, .text("Congrats!"))

        transcript.section("the alerts screen closes: AuthorAlerts is released")
        weak let released = alerts
        alerts = nil
        transcript.line("AuthorAlerts deallocated: \(released == nil ? "yes" : "no")")
        transcript.line("live subscriptions: \(publisher.subscriberCount)")
        transcript.line("chen likes post #1")
        transcript.trace(from: "App", to: "FeedPublisher", "like(#1, by: chen)")
        try publisher.like(PostID(1), by: SampleFeed.chen)

        transcript.section("chen likes post #1 again: nothing changed, nothing published")
        transcript.trace(from: "App", to: "FeedPublisher", "like(#1, by: chen)")
        try publisher.like(PostID(1), by: SampleFeed.chen)
        transcript.line("LikeBadge still shows \(badge.likes) likes heard")
    }
}

/// Counts the likes it has heard of, for the tab bar badge.
private final class LikeBadge {
    var subscription: Subscription?
    private(set) var likes = 0
    private let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func hear(_ event: FeedEvent) {
        transcript.trace(from: "FeedPublisher", to: "LikeBadge", "\(event)")
        switch event {
        case .postLiked:
            likes += 1
            transcript.line("  LikeBadge: likes heard: \(likes)")
        case .postUnliked:
            likes -= 1
            transcript.line("  LikeBadge: likes heard: \(likes)")
        case .postPublished, .commentAdded:
            transcript.line("  LikeBadge: not a like, ignored")
        }
    }
}

/// Writes one line per event to the activity screen.
private final class ActivityLog {
    var subscription: Subscription?
    private let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func hear(_ event: FeedEvent) {
        transcript.trace(from: "FeedPublisher", to: "ActivityLog", "\(event)")
        transcript.line("  ActivityLog: \(event)")
    }
}

/// Tells a post's author that someone reacted; reads the author from the publisher (pull).
private final class AuthorAlerts {
    var subscription: Subscription?
    private weak var publisher: FeedPublisher?
    private let transcript: Transcript

    init(publisher: FeedPublisher, transcript: Transcript) {
        self.publisher = publisher
        self.transcript = transcript
    }

    func hear(_ event: FeedEvent) {
        transcript.trace(from: "FeedPublisher", to: "AuthorAlerts", "\(event)")
        let (post, user, verb): (PostID, UserName, String)
        switch event {
        case .postLiked(let id, let by): (post, user, verb) = (id, by, "liked")
        case .commentAdded(let id, let by): (post, user, verb) = (id, by, "commented on")
        case .postPublished, .postUnliked: return
        }
        guard let author = publisher?.feed.post(id: post)?.author, author != user else { return }
        transcript.line("  AuthorAlerts: tell \(author) that \(user) \(verb) post \(post)")
    }
}
