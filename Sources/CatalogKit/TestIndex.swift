/// The contract tests of the catalogue, read from the test sources.
///
/// A test belongs to an entry when its file is under `Tests/<Module>Tests/<Folder>/`, where
/// `<Folder>` lowercased equals the entry's id without dashes. Display names come from
/// `@Test("…")`; a test without one is listed by its function name.
public struct TestIndex: Equatable, Sendable {
    /// One test: its display name, whether it drives a view, and where it is.
    public struct Test: Equatable, Sendable {
        public var name: String
        public var drivesView: Bool
        public var file: String
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

    /// The tests declared in one source file.
    static func tests(in source: String, file: String) -> [Test] {
        var tests: [Test] = []
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingSpaces
            guard trimmed.hasPrefix("@Test") else { continue }
            let attribute = Substring(trimmed)
            let drivesView = attribute.contains(".drivesView")
            if let name = quotedName(after: attribute.dropFirst("@Test".count)) {
                tests.append(Test(name: name, drivesView: drivesView, file: file))
            } else if let name = functionName(in: lines[index...].prefix(4)) {
                tests.append(Test(name: name, drivesView: drivesView, file: file))
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

    static func functionName(in lines: ArraySlice<Substring>) -> String? {
        for line in lines {
            guard let range = line.firstRange(of: "func ") else { continue }
            let name = line[range.upperBound...].prefix { $0 != "(" && $0 != "<" && $0 != " " }
            if !name.isEmpty { return String(name) + "()" }
        }
        return nil
    }
}
