import ContractSupport
import ExampleKit
import Testing

@testable import CatalogKit

/// The pieces of the site that need no run: the Markdown converter, the linker shared with
/// docs/, the link checker, and the pages of a small catalogue.
@Suite("The site's Markdown, links and pages", .timeLimit(.minutes(1)), .watchdog)
struct SiteMarkdownTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("the Markdown the entries use becomes HTML, and anything else is escaped text") {
            let cases: [(markdown: String, html: String)] = [
                ("Two\nlines.\n\nAnother.", "<p>Two\nlines.</p>\n<p>Another.</p>\n"),
                ("### Q: Why?", "<h3 id=\"q-why\">Q: Why?</h3>\n"),
                (
                    "A `<T>` & *weak* **strong** _em_ snake_case.",
                    "<p>A <code>&lt;T&gt;</code> &amp; <em>weak</em> "
                        + "<strong>strong</strong> <em>em</em> snake_case.</p>\n"
                ),
                ("<script>alert(1)</script>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n"),
                ("a * b and 2*3", "<p>a * b and 2*3</p>\n"),
                (
                    "- **`async let` for a set.** A *b*.",
                    "<ul>\n<li><strong><code>async let</code> for a set.</strong> A "
                        + "<em>b</em>.</li>\n</ul>\n"
                ),
                ("\\*not em\\*", "<p>*not em*</p>\n"),
                ("[the `docs`](a.html#x)", "<p><a href=\"a.html#x\">the <code>docs</code></a></p>\n"),
                ("```swift\nlet a = b < c\n```", "<pre><code class=\"language-swift\">let a = b &lt; c</code></pre>\n"),
                (
                    "- one\n  still one\n- two\n  - nested\n- three",
                    "<ul>\n<li>one still one</li>\n<li>two\n<ul>\n"
                        + "<li>nested</li>\n</ul>\n</li>\n<li>three</li>\n</ul>\n"
                ),
                ("1. first\n2. second\n\nAfter.", "<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n<p>After.</p>\n"),
                ("- a\n\n- b", "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n"),
                (
                    "| A | B |\n|---|:-:|\n| `x|y` | 2 \\| 3 |",
                    "<div class=\"table\"><table>\n<thead><tr><th>A</th>"
                        + "<th>B</th></tr></thead>\n<tbody>\n<tr><td><code>x|y</code></td><td>2 | 3</td></tr>\n"
                        + "</tbody></table></div>\n"
                ),
                ("> quoted\n> more", "<blockquote>\n<p>quoted\nmore</p>\n</blockquote>\n"),
            ]
            for (markdown, html) in cases {
                expect(SiteMarkdown.html(markdown), equals: html, "\(markdown)")
            }
            let drawn = SiteMarkdown.html("```mermaid\nclassDiagram\n```") { language, _ in
                language == "mermaid" ? "<svg></svg>" : nil
            }
            expect(drawn, equals: "<svg></svg>\n")
        },
        Check("another entry named in the text becomes a link; code, headings, links and the page's own entry do not") {
            let catalog = try Catalog(
                files: [
                    EntryFixture().file,
                    EntryFixture(id: "delegation", name: "Delegation").file,
                    EntryFixture(id: "state", name: "State", family: "behavioral").file,
                    EntryFixture(id: "state-ownership", name: "State Ownership (@State)", family: "ui").file,
                    EntryFixture(id: "mvvm", name: "Model-View-ViewModel", family: "ui").file,
                ], families: Family.fixtures)
            let linker = EntryLinker(catalog: catalog)
            let cases: [(text: String, linked: String)] = [
                ("Unlike `delegation`, many.", "Unlike [`delegation`](D/delegation), many."),
                ("Delegation is one-to-one.", "[Delegation](D/delegation) is one-to-one."),
                ("State Ownership, then State.", "[State Ownership](D/state-ownership), then [State](D/state)."),
                (
                    "MVVM and MVVM-C, `state-ownership`",
                    "[MVVM](D/mvvm) and MVVM-C, [`state-ownership`](D/state-ownership)"
                ),
                ("the state of a delegate; Stateful, @State", "the state of a delegate; Stateful, @State"),
                ("`delegation.send()` and `Delegation`", "`delegation.send()` and `Delegation`"),
                ("[Delegation](x.md) and <https://State.example>", "[Delegation](x.md) and <https://State.example>"),
                ("Observer and `observer`, on its own page.", "Observer and `observer`, on its own page."),
                (
                    "### Q: Delegation?\n```\nDelegation\n```\nDelegation",
                    "### Q: Delegation?\n```\nDelegation\n```\n"
                        + "[Delegation](D/delegation)"
                ),
            ]
            for (text, linked) in cases {
                expect(linker.link(text, in: "observer") { "D/\($0.id)" }, equals: linked, "\(text)")
            }
        },
        Check("the link checker passes pages whose links and anchors resolve") {
            expectLinksResolve(Self.pages(broken: false))
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("the link checker reports a link to a missing page and a missing anchor", .tags(.control))
    func checkerRejectsBrokenLinks() {
        let broken = Self.pages(broken: true)
        withKnownIssue {
            expectLinksResolve(broken)
        }
        let html = LinkChecker.html(broken, exempt: { $0.hasPrefix("api/") }).map(\.description)
        expect(
            html,
            equals: [
                "a/page.html: ../gone.html: no such file", "a/page.html: #nowhere: no id 'nowhere' in a/page.html",
                "a/page.html: https://cdn.example/x.js: loads from outside the site",
            ])
        let markdown = LinkChecker.markdown(broken).map(\.description)
        expect(
            markdown,
            equals: [
                "guide/page.md: ../missing.md: no such file",
                "guide/page.md: ../README.md#nowhere: no anchor 'nowhere' in README.md",
            ])
    }

    /// Two HTML pages and two Markdown pages whose links resolve, or with a broken one of each kind.
    static func pages(broken: Bool) -> [TextFile] {
        let extra =
            broken
            ? "<a href=\"../gone.html\">x</a> <a href=\"#nowhere\">y</a><script src=\"https://cdn.example/x.js\"></script>"
            : ""
        return [
            TextFile(path: "index.html", text: "<p id=\"top\"><a href=\"a/page.html#b\">a</a></p>"),
            TextFile(
                path: "a/page.html",
                text: "<h2 id=\"b\">B</h2><a href=\"../index.html?q=x#top\">i</a> <a href=\"#b\">b</a>"
                    + "<a href=\"../api/documentation/x/index.html\">api</a> <a href=\"https://swift.org\">s</a>"
                    + "<img src=\"../style.css\">\(extra)"),
            TextFile(path: "style.css", text: ""),
            TextFile(
                path: "README.md",
                text: "# Title\n\n## Communication\n\n## Swift Code: Smells\n\n<a id=\"row-1\"></a>\n"),
            TextFile(
                path: "guide/page.md",
                text: "[c](../README.md#communication) [s](../README.md#swift-code-smells) [r](../README.md#row-1)\n"
                    + "`[not](a link)` and\n```\nlet x = handlers[0](event)\n```\n[self](#only)\n## Only\n"
                    + (broken ? "[m](../missing.md) [n](../README.md#nowhere)\n" : "")),
        ]
    }
}

/// The checks the site and docs/ are held to.
private func expectLinksResolve(_ files: [TextFile]) {
    expect(LinkChecker.html(files, exempt: { $0.hasPrefix("api/") }), equals: [])
    expect(LinkChecker.markdown(files), equals: [])
}
