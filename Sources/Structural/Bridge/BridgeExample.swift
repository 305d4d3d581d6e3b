import ExampleKit
import Futubra

/// Plays the bridge: two renderers times two back-ends, four outputs, no subclass per pair.
package struct BridgeExample: Example {
    package static let id = "bridge"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let post = try SampleFeed.post(1)
        let photo = try SampleFeed.post(3)
        let backends: [any OutputBackend] = [PlainTextBackend(), MarkdownBackend()]
        for backend in backends {
            let renderers: [(String, any PostRenderer)] = [
                ("card", PostCardRenderer(backend: backend)), ("row", PostRowRenderer(backend: backend)),
            ]
            for (name, renderer) in renderers {
                transcript.section("\(name) in \(backend.name)")
                for line in renderer.render(post) + renderer.render(photo) {
                    transcript.line(line)
                }
            }
        }
    }
}
