import ExampleKit
import Futubra

/// Plays the facade: the composer publishes with one call; four subsystems do the work.
package struct FacadeExample: Example {
    package static let id = "facade"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        var publishing = PublishingFacade(feed: try SampleFeed.feed(), photoLimit: 1_000_000)

        transcript.section("one call publishes a text post")
        let hello = try publishing.publish(Draft(text: "Coffee with @bob and @chen?"), by: SampleFeed.anna)
        transcript.line("published \(hello.id) by \(hello.author): \(hello.content)")
        transcript.line(
            "mentions sent: " + publishing.mentions.sent.map { "\($0.user) in \($0.post)" }.joined(separator: ", "))

        transcript.section("one call publishes a photo post")
        let photo = try publishing.publish(
            Draft(text: "Sunset", photo: MediaFile(name: "sunset.jpg", byteCount: 800_000)), by: SampleFeed.eve)
        transcript.line("published \(photo.id) by \(photo.author): \(photo.content)")

        transcript.section("a failed step publishes nothing")
        let before = publishing.store.feed.count
        do {
            _ = try publishing.publish(
                Draft(text: "Holiday panorama", photo: MediaFile(name: "panorama.jpg", byteCount: 9_000_000)),
                by: SampleFeed.dana)
        } catch {
            transcript.line("dana's draft: \(error)")
        }
        transcript.line("posts before: \(before), after: \(publishing.store.feed.count)")

        transcript.section("the subsystems are still there for those who need them")
        let coffee = publishing.search.posts(matching: "coffee").map(\.description)
        transcript.line("search 'coffee': \(coffee.joined(separator: ", "))")
        transcript.line("uploads: \(publishing.uploader.uploaded.joined(separator: ", "))")
    }
}
