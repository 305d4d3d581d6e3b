import ExampleKit
import Futubra

/// Plays the factory method: one export algorithm, two exporters that each decide which
/// formatter it uses.
package struct FactoryMethodExample: Example {
    package static let id = "factory-method"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        let sheet = ShareSheet(transcript: transcript)

        transcript.section("plain text")
        sheet.share(feed, as: PlainTextFeedExporter())

        transcript.section("markdown")
        sheet.share(feed, as: MarkdownFeedExporter())

        transcript.section("a fresh formatter per export")
        let exporter = MarkdownFeedExporter()
        let first = exporter.export(feed)
        let second = exporter.export(feed)
        transcript.line("exported twice, the first post is still item \(second.dropFirst().first?.prefix(2) ?? "?")")
        transcript.line("both exports are identical: \(first == second ? "yes" : "no")")
    }
}

/// The share sheet: knows exporters only through the ``FeedExporter`` protocol.
private struct ShareSheet {
    let transcript: Transcript

    func share<Exporter: FeedExporter>(_ feed: Feed, as exporter: Exporter) {
        transcript.line("share as \(exporter.title), written by \(Exporter.Formatter.self)")
        transcript.trace(from: "ShareSheet", to: "\(Exporter.self)", "export(\(feed.count) posts)")
        let lines = exporter.export(feed)
        transcript.reply(from: "\(Exporter.self)", to: "ShareSheet", "\(lines.count) lines")
        for line in lines {
            transcript.line("  \(line)")
        }
    }
}
