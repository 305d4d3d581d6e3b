import ExampleKit
import FutubraDeclarative

/// Plays model-view: the views read an `@Observable` model with no view model between; each
/// post is its own observable object, so a like evaluates the views of that post only, and the
/// header and the row, reading the same object, agree.
package struct ModelViewExample: ExampleOnMainActor {
    package static let id = "model-view"
    package init() {}

    @MainActor
    package func play(_ transcript: Transcript) async throws {
        let model = try FeedModel()
        let host = ViewHost(ModelFeedScreen(model: model))
        host.update()
        host.resetEvaluations()

        transcript.section("open a post: the header reads the selection")
        try host.tap("Open", onLineStartingWith: "#3 ")
        transcript.show(host)

        transcript.section("like it: the row and the header read that post, nothing else runs")
        try host.tap("Like", onLineStartingWith: "#3 ")
        transcript.show(host)

        transcript.section("like another post: only its row")
        try host.tap("Like", onLineStartingWith: "#4 ")
        transcript.show(host)
    }
}
