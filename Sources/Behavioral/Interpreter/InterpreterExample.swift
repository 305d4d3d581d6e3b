import ExampleKit
import Futubra

/// Plays Interpreter: feed filters typed as text, parsed into a tree and evaluated post by
/// post; malformed filters are refused with the column of the problem.
package struct InterpreterExample: Example {
    package static let id = "interpreter"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()

        transcript.section("filters")
        let filters = [
            "author:anna and likes>2",
            "kind:image or kind:video",
            "not likes>=1",
            "text:\"hello\" or comments>0",
            "likes>0 and not (author:dana or kind:video)",
        ]
        for filter in filters {
            let query = try FeedQuery.parse(filter)
            let hits = feed.posts.filter(query.matches).map(\.id.description)
            transcript.line("\(filter)")
            transcript.line("  tree: \(tree(query))")
            transcript.line("  matches: \(hits.isEmpty ? "none" : hits.joined(separator: " "))")
        }

        transcript.section("malformed filters")
        for filter in ["auther:anna", "likes>x", "(kind:text or likes>1", "author:an!na", "kind:audio", ""] {
            do {
                _ = try FeedQuery.parse(filter)
                transcript.line("accepted?! \(filter)")
            } catch .malformedQuery(_, let position, let reason) {
                transcript.line("'\(filter)'")
                transcript.line(String(repeating: " ", count: position) + "^ column \(position): \(reason)")
            } catch {
                transcript.line("unexpected error: \(error)")
            }
        }
    }

    /// The tree in prefix notation, so its shape is visible: `(and author:anna likes>2)`.
    private func tree(_ query: FeedQuery) -> String {
        switch query {
        case .not(let inner): "(not \(tree(inner)))"
        case .and(let lhs, let rhs): "(and \(tree(lhs)) \(tree(rhs)))"
        case .or(let lhs, let rhs): "(or \(tree(lhs)) \(tree(rhs)))"
        case .author, .kind, .contains, .count: query.description
        }
    }
}
