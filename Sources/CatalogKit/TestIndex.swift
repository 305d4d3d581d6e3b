/// The contract tests of the catalogue, read from the test sources.
///
/// A test belongs to an entry when its file is under `Tests/<Module>Tests/<Folder>/`, where
/// `<Folder>` lowercased equals the entry's id without dashes. Display names come from
/// `@Test("…")`; a test without one is listed by its function name.
public struct TestIndex: Equatable, Sendable {
    /// One test: its display name, whether it drives a view, and where it is.
    public struct Test: Equatable, Sendable {
        public var name: String
        /// Tagged `.drivesView`: it drives a whole screen through its view.
        public var drivesView: Bool
        /// Tagged `.transcript`: it pins an example's whole run (which, for a UI pattern,
        /// plays the screens too).
        public var pinsTranscript: Bool = false
        public var file: String

        public init(name: String, drivesView: Bool, pinsTranscript: Bool = false, file: String) {
            self.name = name
            self.drivesView = drivesView
            self.pinsTranscript = pinsTranscript
            self.file = file
        }

        /// Whether the test checks logic with no view at all.
        public var needsNoView: Bool { !drivesView && !pinsTranscript }
    }

    /// Tests by the folder key of the entry they belong to (`abstractfactory`).
    public var testsByFolderKey: [String: [Test]]
    /// Every display name in the test sources, in any folder.
    public var allNames: Set<String>

    /// An index of `files` (paths relative to the package root, e.g.
    /// `Tests/CreationalTests/Singleton/SingletonTests.swift`).
    public init(files: [(path: String, text: String)]) {
        var byKey: [String: [Test]] = [:]
        var all: Set<String> = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let tests = Self.tests(in: file.text, file: file.path)
            all.formUnion(tests.map(\.name))
            let parts = file.path.split(separator: "/")
            guard parts.count >= 4, parts[0] == "Tests" else { continue }
            byKey[parts[2].lowercased(), default: []] += tests
        }
        testsByFolderKey = byKey
        allNames = all
    }

    /// The tests of `entry`, in file order.
    public func tests(for entry: Entry) -> [Test] {
        testsByFolderKey[entry.folderKey] ?? []
    }

    /// The tests declared in one source file. An `@Test(…)` attribute may span lines; its
    /// arguments are read up to the `func` they annotate.
    static func tests(in source: String, file: String) -> [Test] {
        var tests: [Test] = []
        let lines = EntryParser.lines(of: source)
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("@Test"), !trimmed.hasPrefix("@Tests") else { continue }
            // The attribute's text: from `@Test` to the line holding its `func`.
            var attribute = String(trimmed.dropFirst("@Test".count))
            var next = index + 1
            while !attribute.contains("func "), next < lines.count, next < index + 12 {
                attribute += " " + lines[next].drop { $0 == " " || $0 == "\t" }
                next += 1
            }
            let drivesView = attribute.contains(".drivesView")
            let pinsTranscript = attribute.contains(".transcript")
            let name = quotedName(after: Substring(attribute)) ?? functionName(in: [Substring(attribute)])
            if let name {
                tests.append(Test(name: name, drivesView: drivesView, pinsTranscript: pinsTranscript, file: file))
            }
        }
        return tests
    }

    /// The string literal right after `(`, with `\"` and `\\` unescaped.
    static func quotedName(after text: Substring) -> String? {
        var rest = text.drop { $0 == " " }
        guard rest.first == "(" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        guard rest.first == "\"" else { return nil }
        var name = ""
        var escaped = false
        for character in rest.dropFirst() {
            if escaped {
                name.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return name
            } else {
                name.append(character)
            }
        }
        return nil
    }

    static func functionName(in lines: [Substring]) -> String? {
        for line in lines {
            guard let range = line.firstRange(of: "func ") else { continue }
            let name = line[range.upperBound...].prefix { $0 != "(" && $0 != "<" && $0 != " " }
            if !name.isEmpty { return String(name) + "()" }
        }
        return nil
    }
}
