import ExampleKit
import Futubra

/// Plays the same three taps through a button that summons a courier for each and through
/// one that calls the store.
public struct PoltergeistExample: Example {
    public static let id = "poltergeist"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let taps = [(PostID(3), SampleFeed.anna), (PostID(2), SampleFeed.eve), (PostID(3), SampleFeed.anna)]
        transcript.section("a courier per tap")
        let haunted = LikeStore(feed: try SampleFeed.feed())
        let start = transcript.events.count
        for (id, user) in taps {
            CourierLikeButton(store: haunted).tap(id, by: user)
        }
        transcript.line("3 taps: \(transcript.events.count - start) messages, 3 couriers made and dropped")
        transcript.line(
            "likes: #3 \(haunted.feed.post(id: PostID(3))?.likeCount ?? 0), #2 \(haunted.feed.post(id: PostID(2))?.likeCount ?? 0)"
        )
        transcript.section("the button calls the store")
        let direct = LikeStore(feed: try SampleFeed.feed())
        let directStart = transcript.events.count
        for (id, user) in taps {
            LikeButton(store: direct).tap(id, by: user)
        }
        transcript.line("3 taps: \(transcript.events.count - directStart) messages, no courier")
        transcript.line(
            "likes: #3 \(direct.feed.post(id: PostID(3))?.likeCount ?? 0), #2 \(direct.feed.post(id: PostID(2))?.likeCount ?? 0)"
        )
        transcript.line("same feed: \(haunted.feed == direct.feed)")
    }
}
