import ExampleKit
import SourceScan

/// The tests of the catalogue, read from the test sources.
///
/// A test belongs to an entry when its file is under `Tests/<Module>Tests/<Folder>/`, where
/// `<Folder>` lowercased equals the entry's id without dashes. Only real `@Test`
/// declarations count: the sources are read as Swift tokens (``SwiftTokens``), so text
/// inside a comment or a string literal that looks like `@Test("…")` is never a test.
/// Display names come from `@Test("…")`; a test without one is listed by its function name.
/// A row `Check("…") { … }` of a suite's table of checks (the cases of one parameterized
/// test, each run and reported on its own) is a test too, named by its string; the test that
/// runs the table is not listed.
///
/// Not every test of a pattern is its contract:
/// - a *control* (tagged `.control`) runs a deliberately wrong implementation and expects
///   the contract checker to reject it: it proves the checker can fail;
/// - a *platform* test (in a suite whose type name starts with `Platform`) pins what Swift
///   or Foundation does, which the entry relies on but the project does not implement.
package struct TestIndex: Equatable, Sendable {
    /// One test: its display name, what kind of test it is, and where it is.
    package struct Test: Equatable, Sendable {
        /// What a test proves.
        package enum Kind: String, Equatable, Sendable {
            /// A property of the pattern's code.
            case contract
            /// That a checker rejects a deliberately wrong implementation.
            case control
            /// What the platform does.
            case platform
        }

        package var name: String
        /// Tagged `.drivesView`: it drives a whole screen through its view.
        package var drivesView: Bool
        /// Tagged `.transcript`: it pins an example's whole run (which, for a UI pattern,
        /// plays the screens too).
        package var pinsTranscript: Bool = false
        package var kind: Kind = .contract
        package var file: String

        package init(
            name: String, drivesView: Bool, pinsTranscript: Bool = false, kind: Kind = .contract, file: String
        ) {
            self.name = name
            self.drivesView = drivesView
            self.pinsTranscript = pinsTranscript
            self.kind = kind
            self.file = file
        }

        /// Whether the test checks logic with no view at all.
        package var needsNoView: Bool { !drivesView && !pinsTranscript }
    }

    /// Tests by the folder key of the entry they belong to (`abstractfactory`).
    package var testsByFolderKey: [String: [Test]]
    /// Every display name of a test in a pattern's folder.
    package var allNames: Set<String>

    /// An index of `files` (paths relative to the package root, e.g.
    /// `Tests/CreationalTests/Singleton/SingletonTests.swift`). Files outside a pattern's
    /// folder (`Tests/<Module>Tests/<Folder>/…`) are not read.
    package init(files: [TextFile]) {
        var byKey: [String: [Test]] = [:]
        var all: Set<String> = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let parts = file.path.split(separator: "/")
            guard parts.count >= 4, parts[0] == "Tests" else { continue }
            let tests = Self.tests(in: file.text, file: file.path)
            all.formUnion(tests.map(\.name))
            byKey[parts[2].lowercased(), default: []] += tests
        }
        testsByFolderKey = byKey
        allNames = all
    }

    /// The tests of `entry`, in file order: contracts, controls and platform tests.
    package func tests(for entry: Entry) -> [Test] {
        testsByFolderKey[entry.folderKey] ?? []
    }

    /// The tests declared in one source file.
    static func tests(in source: String, file: String) -> [Test] {
        let tokens = SwiftTokens(source).tokens
        var tests: [Test] = []
        // The type each open brace belongs to (nil for any other brace), so a test knows
        // its suite.
        var braces: [String?] = []
        var pendingType: String?
        var index = 0
        while index < tokens.count {
            switch tokens[index] {
            case .name(let word) where ["struct", "class", "enum", "extension", "actor"].contains(word):
                if case .name(let typeName)? = tokens[safe: index + 1] { pendingType = typeName }
            case .punctuation("{"):
                braces.append(pendingType)
                pendingType = nil
            case .punctuation("}"):
                _ = braces.popLast()
            case .name("Check"):
                guard case .punctuation("(")? = tokens[safe: index + 1],
                    case .string(let name)? = tokens[safe: index + 2]
                else { break }
                let suite = braces.compactMap { $0 }.last ?? ""
                let kind: Test.Kind = suite.hasPrefix("Platform") ? .platform : .contract
                tests.append(Test(name: name, drivesView: false, kind: kind, file: file))
            case .punctuation("@"):
                guard case .name("Test")? = tokens[safe: index + 1] else { break }
                let suite = braces.compactMap { $0 }.last ?? ""
                if let (test, end) = declaration(in: tokens, at: index + 2, suite: suite, file: file) {
                    if !runsChecks(tokens, function: end) { tests.append(test) }
                    index = end
                    continue
                }
            default:
                break
            }
            index += 1
        }
        return tests
    }

    /// Whether the function declared at `function` (its `func` keyword) takes a `Check`: it
    /// runs a table of checks, which are listed themselves.
    private static func runsChecks(_ tokens: [SwiftTokens.Token], function: Int) -> Bool {
        var index = function + 2
        guard case .punctuation("(")? = tokens[safe: index] else { return false }
        while index < tokens.count {
            switch tokens[index] {
            case .punctuation(")"): return false
            case .name("Check"): return true
            default: index += 1
            }
        }
        return false
    }

    /// The test declared by the `@Test` attribute whose arguments start at `start`, and the
    /// index of its `func` keyword.
    private static func declaration(
        in tokens: [SwiftTokens.Token], at start: Int, suite: String, file: String
    ) -> (Test, Int)? {
        var index = start
        var name: String?
        var tags: Set<String> = []
        if case .punctuation("(")? = tokens[safe: index] {
            if case .string(let text)? = tokens[safe: index + 1] { name = text }
            var depth = 0
            while index < tokens.count {
                if case .punctuation("(") = tokens[index] { depth += 1 }
                if case .punctuation(")") = tokens[index] {
                    depth -= 1
                    if depth == 0 { break }
                }
                if case .punctuation(".") = tokens[index], case .name(let tag)? = tokens[safe: index + 1] {
                    tags.insert(tag)
                }
                index += 1
            }
        }
        // The function the attribute annotates: the next `func` before any other `@Test`.
        while index < tokens.count {
            if case .name("func") = tokens[index], case .name(let function)? = tokens[safe: index + 1] {
                let kind: Test.Kind =
                    tags.contains("control") ? .control : suite.hasPrefix("Platform") ? .platform : .contract
                let test = Test(
                    name: name ?? function + "()", drivesView: tags.contains("drivesView"),
                    pinsTranscript: tags.contains("transcript"), kind: kind, file: file)
                return (test, index)
            }
            if case .punctuation("@") = tokens[index], case .name("Test")? = tokens[safe: index + 1] { return nil }
            index += 1
        }
        return nil
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
