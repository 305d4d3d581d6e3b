import CatalogContent
import CatalogKit
import ContractSupport
import ExampleKit
import Foundation
import Testing

@testable import PatternsCLI

/// `patterns site`: the pages it writes, their links, and docs/'s links. The site is generated
/// once for the suite, into a temporary folder, and read back from disk.
// Two minutes: the first test to ask waits for the one generation of the whole site that the
// test process shares (every example run), on a machine busy with every other suite.
@Suite("patterns site", .timeLimit(.minutes(2)), .watchdog)
struct SiteCommandTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("site writes exactly the pages of the layout, and every internal link and anchor resolves") {
            let site = await SitePages.generated.value
            expect(site.status, equals: 0, "\(site.err)")
            let catalog = try Registry.standard.catalog()
            var expected: Set<String> = [
                "index.html", "a-z.html", "questions.html", "study.html", "map.html", "search.html", "quiz.html",
                "assets/site.css", "assets/search.js", "assets/search-index.js", "assets/quiz.js",
                "assets/quiz-data.js",
                "assets/sequence.js",
            ]
            for family in catalog.families { expected.insert("\(family.id)/index.html") }
            expected.formUnion(SiteQuiz.assetFiles(catalog: catalog).map(\.path))
            for entry in catalog.entries {
                expected.insert("\(entry.family.id)/\(entry.id).html")
                for tag in entry.tags { expected.insert("tags/\(SiteMarkdown.slug(tag)).html") }
            }
            expect(Set(site.files.map(\.path)), equals: expected)
            // The links into api/ are not checked: Scripts/docc.sh writes that folder (the DocC
            // site of PatternContracts), not 'patterns site'.
            let problems = LinkChecker.html(site.files, exempt: { $0.hasPrefix("api/") })
            expect(problems.isEmpty, "\(problems.count) broken links: \(problems.prefix(20).map(\.description))")
            let index = site.files.first { $0.path == "index.html" }?.text ?? ""
            let checked = LinkChecker.attributes(["href", "src"], in: index).count
            expect(checked > site.files.filter { $0.path.hasSuffix("/index.html") }.count, "only \(checked) links")
        },
        Check("every page is whole (language, viewport, its root, the search form, the stylesheet) and at most 300 kB")
        {
            let site = await SitePages.generated.value
            for page in site.files where page.path.hasSuffix(".html") {
                let root = String(repeating: "../", count: page.path.filter { $0 == "/" }.count)
                let text = page.text
                expect(text.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), "\(page.path): no doctype or language")
                expect(
                    text.includes("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"),
                    "\(page.path)")
                expect(text.includes("<body class=\"") && text.includes("data-root=\"\(root)\">"), "\(page.path): root")
                expect(
                    text.includes("<form class=\"search\" role=\"search\" action=\"\(root)search.html\">")
                        && text.includes("<input id=\"search-input\" type=\"search\" name=\"q\""),
                    "\(page.path): search form")
                expect(text.includes("<link rel=\"stylesheet\" href=\"\(root)assets/site.css\">"), "\(page.path)")
                expect(text.utf8.count <= 300_000, "\(page.path) weighs \(text.utf8.count) bytes")
            }
            let css = site.files.first { $0.path == "assets/site.css" }?.text ?? ""
            expect(css.includes("@media (prefers-color-scheme: dark)") && css.includes("@media print"), "site.css")
        },
        Check("an entry page has its diagrams, its run, its family beside it, previous and next, and its drill") {
            let site = await SitePages.generated.value
            let pages = Dictionary(site.files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
            let catalog = try Registry.standard.catalog()
            let drills = Set(Drill.ids)
            var traced = 0
            for family in catalog.families {
                let members = catalog.entries(in: family)
                for (index, entry) in members.enumerated() {
                    let page = try #require(pages["\(family.id)/\(entry.id).html"], "\(entry.id)")
                    let hasClassDiagram = page.includes("<figure class=\"diagram class-diagram\">\n<svg")
                    expect(hasClassDiagram, equals: entry.classDiagram != nil, "\(entry.id): class diagram")
                    let hasSequence = page.includes("<figure class=\"diagram sequence-diagram\">\n<svg")
                    expect(hasSequence, equals: page.includes("<script src=\"../assets/sequence.js\""), "\(entry.id)")
                    if hasSequence { traced += 1 }
                    expect(page.includes("<a rel=\"prev\" href=\""), equals: index > 0, "\(entry.id): previous")
                    expect(
                        page.includes("<a rel=\"next\" href=\""), equals: index + 1 < members.count, "\(entry.id): next"
                    )
                    let beside = page.components(separatedBy: "<nav class=\"family-nav\"").last ?? ""
                    expect(
                        members.allSatisfy { beside.includes("<a href=\"\($0.id).html\"") }
                            && beside.includes("<a href=\"\(entry.id).html\" aria-current=\"page\">"),
                        "\(entry.id): the family's entries")
                    for (number, _) in entry.questions.enumerated() {
                        expect(page.includes("<h3 id=\"q-\(number + 1)\">Q: "), "\(entry.id): question \(number + 1)")
                    }
                    if drills.contains(entry.id) {
                        for command in [
                            "drill \(entry.id) ", "drill \(entry.id) --hint", "drill check drill-\(entry.id)",
                        ] {
                            expect(page.includes("swift run patterns " + command), "\(entry.id): \(command)")
                        }
                    }
                }
            }
            expect(traced > 40, "only \(traced) pages show a traced run")
            // The study path names the drill of each entry on it that has one.
            let study = try #require(pages["study.html"])
            var onPath = 0
            for id in drills {
                let entry = try #require(catalog.entry(id: id))
                guard study.includes("<li><a href=\"\(entry.family.id)/\(id).html\">") else { continue }
                onPath += 1
                expect(study.includes("href=\"\(entry.family.id)/\(id).html#drill\">drill</a>"), "study: \(id)")
            }
            expect(onPath > 5, "only \(onPath) drills on the study path")
            // Another entry named in the text is a link: in a section, and in an answer.
            let observer = try #require(pages["communication/observer.html"])
            let answers = observer.components(separatedBy: "<section id=\"interview-questions\">").last ?? ""
            expect(
                answers.includes("<a href=\"../communication/delegation.html\">Delegation</a>"),
                "an answer names Delegation")
            expect(
                observer.contains(
                    "<a href=\"../communication/key-value-observing.html\"><code>key-value-observing</code>"))
            expect(!observer.includes("<a href=\"../communication/observer.html\""), "a page does not link itself")
        },
        Check("every link and anchor of docs/ resolves, and an entry's page links its previous and next in the family")
        {
            let folder = URL(fileURLWithPath: packageRoot).appendingPathComponent("docs")
            let files = SitePages.readFiles(in: folder)
            expect(files.count > 80, "docs/ has \(files.count) files")
            let problems = LinkChecker.markdown(files)
            expect(problems.isEmpty, "\(problems.count) broken links: \(problems.prefix(20).map(\.description))")
            let catalog = try Registry.standard.catalog()
            let pages = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
            for family in catalog.families {
                let members = catalog.entries(in: family)
                for (index, entry) in members.enumerated() {
                    let page = pages["\(family.id)/\(entry.id).md"] ?? ""
                    if index > 0 {
                        let previous = members[index - 1]
                        expect(
                            page.includes("← Previous: [\(previous.name)](../\(family.id)/\(previous.id).md)"),
                            "\(entry.id)")
                    }
                    if index + 1 < members.count {
                        let next = members[index + 1]
                        expect(page.includes("Next: [\(next.name)](../\(family.id)/\(next.id).md) →"), "\(entry.id)")
                    }
                }
            }
            let observer = pages["communication/observer.md"] ?? ""
            expect(observer.includes("[`delegation`](../communication/delegation.md)"), "observer.md names delegation")
        },
        Check("the pages are searched byte for byte, and that finds exactly what contains finds") {
            let page = "<p>Café: <a href=\"x.html\">x</a></p>"
            let needles = [
                "<p>", "</p>", "Café", "href=\"x.html\"", "x</a", "</p>!", "<P>", "Cafe", "", "a href=\"y", page,
            ]
            for needle in needles {
                expect(page.includes(needle), equals: needle.isEmpty || page.contains(needle), "'\(needle)'")
            }
            expect(!"ab".includes("abc") && "aab".includes("ab") && !"".includes("a"))
        },
        Check("site run again into the same folder deletes the pages it no longer writes, and nothing else") {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "patterns-site-again-\(UInt64.random(in: 0...UInt64.max))")
            defer { try? FileManager.default.removeItem(at: folder) }
            let files = [try Self.observerAlone()]
            let first = await runTool(["site", "--output", folder.path], catalogFiles: files)
            expect(first.status, equals: 0, "\(first.err)")
            let stale = ["tags/gone.html", "assets/old.js", "notes.txt", "api/documentation/index.html"]
            for path in stale {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try "left over".write(to: url, atomically: true, encoding: .utf8)
            }
            let second = await runTool(["site", "--output", folder.path], catalogFiles: files)
            expect(second.status, equals: 0, "\(second.err)")
            let left = stale.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
            expect(left, equals: ["notes.txt", "api/documentation/index.html"])
            expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
        },
        Check("site outside the package exits 66; an unwritable folder is a clear error, not a crash; help explains it")
        {
            let outside = await runTool(["site"], currentDirectory: "/")
            expect(outside.status, equals: PatternsTool.exitNotInPackage)
            expect(outside.err.contains("run it inside the SwiftPatterns checkout"), "\(outside.err)")
            // A folder below a regular file cannot be made, even by root.
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "patterns-site-file-\(UInt64.random(in: 0...UInt64.max))")
            try "not a folder".write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let unwritable = await runTool(
                ["site", "--output", file.appendingPathComponent("site").path], catalogFiles: [try Self.observerAlone()]
            )
            expect(unwritable.status, equals: 1)
            expect(unwritable.err.contains("cannot write the site to '\(file.path)/site'"), "\(unwritable.err)")
            for arguments in [["help", "site"], ["site", "--help"]] {
                let help = await runTool(arguments)
                expect(help.status, equals: 0)
                expect(
                    help.out.contains("patterns site [--output DIR]") && help.out.contains("--output DIR"),
                    "\(arguments)")
            }
            let unknown = await runTool(["site", "--check"])
            expect(unknown.status, equals: 64, "\(unknown.err)")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    /// The observer entry with its related ids dropped, so that it stands alone: a catalogue
    /// of one, whose site runs one example.
    static func observerAlone() throws -> TextFile {
        let observer = try #require(CatalogContent.files.first { $0.path == "communication/observer.md" })
        let alone = observer.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("related:") ? "related: []" : String($0) }.joined(separator: "\n")
        return TextFile(path: observer.path, text: alone)
    }

}
