import ExampleKit

/// One pattern of the catalogue, parsed from `Catalog/<family>/<id>.md`.
package struct Entry: Equatable, Sendable, Identifiable {
    /// The kebab-case id: the file name, the example's id, the CLI argument.
    package var id: String
    /// The display name, e.g. `Abstract Factory`.
    package var name: String
    package var family: Family
    /// Other names the pattern goes by.
    package var aliases: [String]
    /// Ids of related entries; each exists in the catalogue.
    package var related: [String]
    /// Outside references: Apple APIs, Swift features, papers.
    package var seeAlso: [String]
    package var tags: [String]
    /// The twelve sections (and the optional `At a glance`), in file order.
    package var sections: [Section]
    /// The interview questions with their answers.
    package var questions: [Question]
    /// The `At a glance` claims, each backed by a test.
    package var glance: [GlanceRow]
    /// The path relative to the package root, e.g. `Catalog/communication/observer.md`.
    package var path: String

    /// The line of each front-matter key in the file, for errors about it.
    var frontMatterLines: [String: Int] = [:]

    /// The 1-based line of the front-matter `key` (line 1 when the entry was not parsed from a file).
    func line(of key: String) -> Int {
        frontMatterLines[key] ?? 1
    }

    /// An entry; the one-line intent is taken from its `Intent` section.
    package init(
        id: String, name: String, family: Family, aliases: [String], related: [String], seeAlso: [String],
        tags: [String], sections: [Section], questions: [Question], glance: [GlanceRow], path: String
    ) {
        self.init(
            id: id, name: name, family: family, aliases: aliases, related: related, seeAlso: seeAlso, tags: tags,
            sections: sections, questions: questions, glance: glance, path: path, frontMatterLines: [:])
    }

    init(
        id: String, name: String, family: Family, aliases: [String], related: [String], seeAlso: [String],
        tags: [String], sections: [Section], questions: [Question], glance: [GlanceRow], path: String,
        frontMatterLines: [String: Int]
    ) {
        self.frontMatterLines = frontMatterLines
        self.id = id
        self.name = name
        self.family = family
        self.aliases = aliases
        self.related = related
        self.seeAlso = seeAlso
        self.tags = tags
        self.sections = sections
        self.questions = questions
        self.glance = glance
        self.path = path
        intent = Self.oneLineIntent(of: sections.first { $0.title == .intent }?.markdown ?? "")
    }

    /// A level-2 section of an entry.
    package struct Section: Equatable, Sendable {
        package var title: SectionTitle
        /// The Markdown between this heading and the next, trimmed of blank edge lines.
        package var body: String { String(markdown) }
        /// The same text, as a piece of the entry's file (the parser copies nothing; a
        /// command that never shows a section never copies it).
        var markdown: Substring
        /// The 1-based line of the heading.
        package var line: Int
        /// The 1-based line where `body` starts.
        package var bodyLine: Int
    }

    /// An interview question and its answer.
    package struct Question: Equatable, Sendable {
        package var question: String { String(questionText) }
        /// The question, as a piece of the entry's file.
        var questionText: Substring
        /// The answer, in Markdown.
        package var answer: String { String(answerMarkdown) }
        /// The same text, as a piece of the entry's file.
        var answerMarkdown: Substring
        package var line: Int
    }

    /// One claim of `At a glance`: an aspect, what this pattern does there, and the test that proves it.
    package struct GlanceRow: Equatable, Sendable {
        package var aspect: String
        package var claim: String
        package var provedBy: String
        package var line: Int
    }

    /// The body of the section titled `title`, if present.
    package func section(_ title: SectionTitle) -> String? {
        sections.first { $0.title == title }?.body
    }

    /// The first sentence of the intent, on one line: what `patterns list` shows.
    package var intent: String

    /// The first sentence of the first paragraph of `intentSection`, on one line.
    static func oneLineIntent(of intentSection: Substring) -> String {
        let words = Source.read(intentSection) { source in
            var words: [String] = []
            for index in source.lines.indices {
                if source.isBlank(index) {
                    if words.isEmpty { continue }
                    break
                }
                words.append(source.trimmedLine(index))
            }
            return words
        }
        return firstSentence(of: words.joined(separator: " "))
    }

    /// The name of the folder under `Sources/<Module>/` and `Tests/<Module>Tests/` that holds
    /// this pattern: the one whose name, lowercased, is the id without dashes.
    package var folderKey: String {
        id.filter { $0 != "-" }.lowercased()
    }

    static func firstSentence(of text: String) -> String {
        // A sentence ends at ". " followed by a capital letter (so "e.g. the" does not end one),
        // outside inline code. The marks are ASCII, so the UTF-8 bytes are scanned.
        let bytes = text.utf8
        var inCode = false
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            if byte == UInt8(ascii: "`") { inCode.toggle() }
            if !inCode, byte == UInt8(ascii: "."), next != bytes.endIndex, bytes[next] == UInt8(ascii: " ") {
                let start = bytes.index(after: next)
                if start != bytes.endIndex, text[start...].first?.isUppercase == true {
                    return String(text[..<next])
                }
            }
            index = next
        }
        return text
    }
}

extension Substring {
    /// The text without leading and trailing spaces, tabs and line breaks.
    ///
    /// Compares UTF-8 bytes (ASCII white space only), which is far cheaper than asking each
    /// `Character` for its Unicode properties; the parser calls this for every field.
    var trimmingSpaces: String {
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, Source.isSpace(bytes[start]) { start = bytes.index(after: start) }
        while end > start, Source.isSpace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: String {
        Substring(self).trimmingSpaces
    }

}
