import ContractSupport
import ExampleKit
import Futubra
import Testing

@testable import AntiPatterns

/// A session as the checks see it: the badge text after each like.
private typealias ReceiveLike = (PostID, UserName) -> String

/// A seeded run of likes on the sample feed, some repeated, some on other users' posts.
private func likes(_ random: inout SeededGenerator) -> [(PostID, UserName)] {
    (0..<20).map { _ in (PostID(random.below(5) + 1), random.pick(SampleFeed.users)) }
}

/// Checks that two sessions made one after the other do not share a badge: a like in the
/// second shows `badge 1` whatever the first one counted.
private func checkSessionsAreIndependent(
    make: () throws -> (first: ReceiveLike, second: ReceiveLike), sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let (first, second) = try make()
    _ = first(PostID(4), SampleFeed.eve)
    expect(second(PostID(1), SampleFeed.chen), equals: "badge 1", "the second session's first like", at: sourceLocation)
}

@Suite("Singletonitis", .timeLimit(.minutes(1)), .watchdog)
struct SingletonitisTests {
    @Test("injecting the badge changes no output: one session shows the same badges on the same likes")
    func characterization() async throws {
        try await ExampleRunner.exclusively {
            let feed = try SampleFeed.feed()
            try checkCharacterization(
                input: likes,
                before: { likes in
                    LikeBadgeCenter.shared.resetForTesting()
                    var session = SingletonFeedSession(owner: SampleFeed.dana, feed: feed)
                    return likes.map { session.receiveLike(on: $0.0, from: $0.1) }
                },
                after: { likes in
                    var session = FeedSession(owner: SampleFeed.dana, feed: feed, badge: LikeBadge())
                    return likes.map { session.receiveLike(on: $0.0, from: $0.1) }
                })
            LikeBadgeCenter.shared.resetForTesting()
        }
    }

    @Test("sessions with injected badges are independent: the second starts at zero")
    func injectedSessionsAreIndependent() throws {
        let feed = try SampleFeed.feed()
        try checkSessionsAreIndependent {
            var anna = FeedSession(owner: SampleFeed.anna, feed: feed, badge: LikeBadge())
            var dana = FeedSession(owner: SampleFeed.dana, feed: feed, badge: LikeBadge())
            return ({ anna.receiveLike(on: $0, from: $1) }, { dana.receiveLike(on: $0, from: $1) })
        }
    }

    @Test("a singleton badge leaks one session's count into the next, and the check catches it", .tags(.control))
    func singletonLeaksState() async throws {
        try await ExampleRunner.exclusively { try checkSingletonSessions() }
    }
}

/// Runs the independence check on two singleton sessions, expecting it to fail; the caller
/// holds the example runner, since the badge is process-wide.
private func checkSingletonSessions() throws {
    let feed = try SampleFeed.feed()
    LikeBadgeCenter.shared.resetForTesting()
    withKnownIssue {
        try checkSessionsAreIndependent {
            var anna = SingletonFeedSession(owner: SampleFeed.anna, feed: feed)
            var dana = SingletonFeedSession(owner: SampleFeed.dana, feed: feed)
            return ({ anna.receiveLike(on: $0, from: $1) }, { dana.receiveLike(on: $0, from: $1) })
        }
    }
    LikeBadgeCenter.shared.resetForTesting()
}
