import ExampleKit
import Futubra

/// Plays the settings screen choosing an order and the team screen reading it, with a base
/// class that keys by its own name and with one that does not.
package struct EmptySubclassFailureExample: Example {
    package static let id = "empty-subclass-failure"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        transcript.section("keys built from type(of: self)")
        let store = PreferenceStore()
        FeedPreferences(store: store).order = .mostLiked
        transcript.line("the settings screen saves mostLiked through FeedPreferences")
        transcript.line("saved keys: \(store.keys)")
        let team = TeamFeedPreferences(store: store)
        transcript.line("TeamFeedPreferences (an empty subclass) reads: \(team.order)")
        transcript.line("the team feed shows \(team.order.arrange(feed))")
        transcript.section("one key, whatever the class")
        let fixedStore = PreferenceStore()
        FeedSettings(store: fixedStore).order = .mostLiked
        transcript.line("saved keys: \(fixedStore.keys)")
        let fixedTeam = TeamFeedSettings(store: fixedStore)
        transcript.line("TeamFeedSettings (an empty subclass) reads: \(fixedTeam.order)")
        transcript.line("the team feed shows \(fixedTeam.order.arrange(feed))")
    }
}
