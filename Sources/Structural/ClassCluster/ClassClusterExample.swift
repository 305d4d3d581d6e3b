import ExampleKit
import Futubra

/// Plays the class cluster: one `StoredText` type, three private representations.
package struct ClassClusterExample: Example {
    package static let id = "class-cluster"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("the factory picks a representation")
        let texts = ["Welcome!", "Shipped the new feed screen today!", "Café at 9 ☕️"]
        for text in texts {
            let stored = StoredText(text)
            transcript.line("'\(stored)': \(stored.count) characters, stored as \(stored.representation.rawValue)")
        }

        transcript.section("callers see one type")
        let values = texts.map(StoredText.init)
        transcript.line(
            "every value is a \(type(of: values[0])); equal to its text: \(zip(values, texts).allSatisfy { $0.string == $1 })"
        )

        transcript.section("a change may move a value to another representation")
        var text = StoredText("Hello")
        transcript.line("'\(text)': \(text.representation.rawValue)")
        for suffix in [", Futubra.", " Nice to meet you all", " ✨"] {
            text = text.appending(suffix)
            transcript.line("+ '\(suffix)' -> \(text.count) characters, \(text.representation.rawValue)")
        }
        transcript.line("equal to the same text built directly: \(text == StoredText(text.string))")
    }
}
