import ExampleKit
import Futubra

/// Plays the same three taps through a button that summons a courier for each and through
/// one that calls the store, and reads from the code the route a tap takes to the store.
public struct PoltergeistExample: Example {
    public static let id = "poltergeist"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let taps = [(PostID(3), SampleFeed.anna), (PostID(2), SampleFeed.eve), (PostID(3), SampleFeed.anna)]
        transcript.section("a courier per tap")
        let haunted = LikeStore(feed: try SampleFeed.feed())
        for (id, user) in taps {
            CourierLikeButton(store: haunted).tap(id, by: user)
        }
        transcript.line("anna likes #3, eve likes #2, anna likes #3 again")
        transcript.line("likes: #3 \(likes(PostID(3), haunted)), #2 \(likes(PostID(2), haunted))")
        transcript.line("a tap's route, read from the code: \(route(from: "CourierLikeButton"))")
        transcript.section("the button calls the store")
        let direct = LikeStore(feed: try SampleFeed.feed())
        for (id, user) in taps {
            LikeButton(store: direct).tap(id, by: user)
        }
        transcript.line("the same three taps")
        transcript.line("likes: #3 \(likes(PostID(3), direct)), #2 \(likes(PostID(2), direct))")
        transcript.line("a tap's route, read from the code: \(route(from: "LikeButton"))")
        transcript.line("same feed: \(haunted.feed == direct.feed)")
    }

    private func likes(_ id: PostID, _ store: LikeStore) -> Int {
        store.feed.post(id: id)?.likeCount ?? 0
    }

    /// `LikeButton > LikeKeeping, 1 hop`: the types a tap passes through to reach the store.
    private func route(from button: String) -> String {
        guard let route = SourceCode.antiPatterns.route(from: ([button], "tap"), to: ["LikeKeeping"]) else {
            return "none"
        }
        let hops = route.count - 1
        return route.map { $0.joined(separator: ".") }.joined(separator: " > ") + ", \(hops) hop\(hops == 1 ? "" : "s")"
    }
}
