import ExampleKit

@testable import CatalogKit

/// Builds entry files for the tests: a valid one by default, broken in one place on demand.
struct EntryFixture {
    var id = "observer"
    var name = "Observer"
    var family = "communication"
    var extraFrontMatter: [String] = []
    var related = "[]"
    var sections: [(title: String, body: String)] = EntryFixture.validSections

    static let validSections: [(title: String, body: String)] = [
        ("Intent", "Let many subscribers hear about a change. The publisher knows none of them."),
        ("Problem", "The badge, the feed and the log all need to know when a post is liked."),
        ("Solution", "A `FeedPublisher` keeps weak subscriptions and calls each in order."),
        ("Structure", "```mermaid\nclassDiagram\n    class FeedPublisher\n```"),
        ("Example", "Three subscribers; one cancels."),
        ("When to use", "- many listeners\n- unknown at compile time"),
        ("When not to use", "One listener that must answer: use delegation."),
        ("Trade-offs", "Loose coupling, harder tracing."),
        ("In Cocoa and Swift", "`NotificationCenter`, `Observation`, Combine."),
        ("On Linux", "`NotificationCenter` exists; KVO does not."),
        ("Related", "`delegation`, `notification`."),
        (
            "Interview questions",
            """
            ### Q: What is the observer pattern?
            A one-to-many dependency.

            ### Q: How do you avoid retain cycles?
            Hold subscribers weakly.

            ### Q: Delegate or observer?
            A delegate is one; observers are many.
            """
        ),
    ]

    var text: String {
        var lines = ["---", "id: \(id)", "name: \(name)", "family: \(family)", "related: \(related)"]
        lines += extraFrontMatter
        lines += ["---", ""]
        for section in sections {
            lines += ["## \(section.title)", "", section.body, ""]
        }
        return lines.joined(separator: "\n")
    }

    var path: String { "\(family)/\(id).md" }

    var file: TextFile { TextFile(path: path, text: text) }

    func replacing(_ title: String, with body: String) -> EntryFixture {
        var copy = self
        copy.sections = sections.map { $0.title == title ? ($0.title, body) : $0 }
        return copy
    }

    func removing(_ title: String) -> EntryFixture {
        var copy = self
        copy.sections.removeAll { $0.title == title }
        return copy
    }

    /// The 1-based line of the heading `## title` in `text`.
    func line(of title: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0 == "## \(title)" } ?? -1) + 1
    }
}

/// Loads `files`; returns the errors, or an empty list when the catalogue is valid.
func errors(loading files: [TextFile]) -> [CatalogError] {
    do {
        _ = try Catalog(files: files, families: Family.fixtures)
        return []
    } catch {
        return error.errors
    }
}

extension Family {
    static let creational = Family(id: "creational", title: "Creational", summary: "how objects are made")
    static let behavioral = Family(id: "behavioral", title: "Behavioral", summary: "how objects share work")
    static let communication = Family(
        id: "communication", title: "Communication", summary: "how objects tell each other what happened")
    static let ui = Family(id: "ui", title: "UI", module: "UIPatterns", summary: "one screen, many architectures")

    /// The families the fixtures are read with, in catalogue order.
    static let fixtures: [Family] = [.creational, .behavioral, .communication, .ui]
}
