import ExampleKit

/// Writes the static site of `patterns site`: a page per entry, per family and per tag, the
/// alphabetical index, every interview question, the study path, the map of how the entries
/// relate, the search and quiz pages, and their assets.
///
/// The pages are HTML and CSS written here, with no framework and nothing fetched from the
/// network: the site works opened from disk. Every page reads fully with scripts off; the
/// scripts (search, quiz, the sequence stepper) only add. Another entry named in an entry's
/// text is a link (``EntryLinker``, shared with the Markdown `docs/`).
///
/// ```swift
/// let files = SiteGenerator().files(catalog: catalog, artifacts: artifacts, studyPath: path)
/// ```
package struct SiteGenerator: Sendable {
    /// One entry on the study path, ranked by the interview questions that ask about it.
    package struct StudyStop: Sendable, Equatable {
        package var entry: String
        package var questions: Int
        package var sources: Int

        package init(entry: String, questions: Int, sources: Int) {
            self.entry = entry
            self.questions = questions
            self.sources = sources
        }
    }

    /// The study path and the fixture it was ranked by.
    package struct Study: Sendable {
        package var stops: [StudyStop]
        /// How many questions the fixture holds, and from how many public lists.
        package var questions: Int
        package var lists: Int

        package init(stops: [StudyStop], questions: Int, lists: Int) {
            self.stops = stops
            self.questions = questions
            self.lists = lists
        }
    }

    /// Where `Scripts/docc.sh` writes the API documentation of PatternContracts.
    package static let apiPage = "api/documentation/patterncontracts/index.html"

    package static let siteName = "SwiftPatterns"

    package init() {}

    /// Every file of the site, paths relative to its folder.
    package func files(
        catalog: Catalog, artifacts: [String: EntryArtifacts], synonyms: Synonyms,
        study: Study = Study(stops: [], questions: 0, lists: 0)
    ) -> [TextFile] {
        let context = Context(catalog: catalog, linker: EntryLinker(catalog: catalog))
        var files = [
            TextFile(path: "assets/site.css", text: SiteStyle.css),
            TextFile(path: "assets/search.js", text: SiteSearch.script),
            TextFile(
                path: "assets/search-index.js", text: SiteSearch.indexScript(catalog: catalog, synonyms: synonyms)),
            TextFile(path: "assets/sequence.js", text: SequenceStepper.script),
        ]
        files += SiteQuiz.assetFiles(catalog: catalog)
        files.append(home(context))
        for family in catalog.families {
            files.append(familyPage(family, context))
            for entry in catalog.entries(in: family) {
                files.append(entryPage(entry, artifacts: artifacts[entry.id], context))
            }
        }
        files.append(alphabetical(context))
        files += tagPages(context)
        files.append(questionsPage(context))
        files.append(studyPage(study, drills: Set(artifacts.filter { $0.value.drill != nil }.keys), context))
        files.append(mapPage(context))
        files.append(searchPage(context))
        files.append(quizPage(context))
        return files
    }

    /// What every page needs: the catalogue and the linker.
    struct Context {
        let catalog: Catalog
        let linker: EntryLinker
    }

    // MARK: - The frame of every page

    /// The relative path from the page at `path` to the site's root: `""` or `"../"`.
    static func root(of path: String) -> String {
        String(repeating: "../", count: path.filter { $0 == "/" }.count)
    }

    /// A whole page: the head, the header with the search form, `main`, an optional aside
    /// `navigation` (after `main`, so on a phone it folds below the content), the scripts.
    func page(
        _ path: String, title: String, main: String, navigation: String = "", scripts: [String] = [],
        kind: String
    ) -> TextFile {
        let root = Self.root(of: path)
        let pageTitle = title == Self.siteName ? title : "\(title) · \(Self.siteName)"
        let links = [
            ("a-z.html", "A–Z"), ("questions.html", "Questions"), ("study.html", "Study path"), ("map.html", "Map"),
            ("quiz.html", "Quiz"),
        ]
        // The search index loads itself on the first key typed (and at once on search.html), so
        // a page's start-up weight is the page, the style sheet and this small script.
        let scriptTags = (["assets/search.js"] + scripts).map {
            "<script src=\"\(root)\($0)\" defer></script>"
        }
        let text = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(SiteMarkdown.escape(pageTitle))</title>
            <link rel="stylesheet" href="\(root)assets/site.css">
            </head>
            <body class="\(kind)" data-root="\(root)">
            <a class="skip" href="#content">Skip to the content</a>
            <header class="site-header">
            <a class="site-name" href="\(root)index.html">\(Self.siteName)</a>
            <nav class="site-links" aria-label="Site">\(links.map { "<a href=\"\(root)\($0.0)\">\($0.1)</a>" }.joined(separator: " "))</nav>
            <form class="search" role="search" action="\(root)search.html">
            <label class="visually-hidden" for="search-input">Search the catalogue</label>
            <input id="search-input" type="search" name="q" placeholder="Search patterns and questions" autocomplete="off">
            <button type="submit">Search</button>
            </form>
            </header>
            <div class="page\(navigation.isEmpty ? "" : " with-aside")">
            <main id="content">
            \(main)
            </main>
            \(navigation)
            </div>
            <footer class="site-footer"><p>Generated by <code>swift run patterns site</code> from the catalogue, its code, \
            its runs and its tests. \
            <a href="\(root)index.html">Home</a> · <a href="\(root)\(Self.apiPage)">PatternContracts API</a></p></footer>
            \(scriptTags.joined(separator: "\n"))
            </body>
            </html>

            """
        return TextFile(path: path, text: text)
    }

    static func entryPath(_ entry: Entry) -> String {
        "\(entry.family.id)/\(entry.id).html"
    }

    /// The path of the page of `tag`: its words in lowercase, joined by dashes.
    static func tagPath(_ tag: String) -> String {
        "tags/\(SiteMarkdown.slug(tag)).html"
    }

    static func escape(_ text: String) -> String { SiteMarkdown.escape(text) }

    /// Inline Markdown (an intent, a question) as HTML.
    static func inline(_ text: String) -> String { SiteMarkdown.inline(text) }

    /// A link to `entry` from the page at depth `root`, with the entry's name.
    static func link(_ entry: Entry, root: String) -> String {
        "<a href=\"\(root)\(entryPath(entry))\">\(escape(entry.name))</a>"
    }

    // MARK: - Home and families

    func home(_ context: Context) -> TextFile {
        let catalog = context.catalog
        var main = """
            <h1>\(Self.siteName)</h1>
            <p class="lead">\(catalog.entries.count) design patterns, principles and smells for Swift and iOS, each with \
            an entry, an implementation on one small app (Futubra, a social feed), a runnable example \
            (<code>swift run patterns run &lt;id&gt;</code>), contract tests, and interview questions.</p>
            <nav class="page-kinds" aria-label="Ways in">
            <ul>
            <li><a href="a-z.html">A–Z</a>: every entry and alias, and the <a href="a-z.html#tags">tags</a></li>
            <li><a href="questions.html">Interview questions</a>: every question, by family and entry</li>
            <li><a href="study.html">Study path</a>: the entries interviews ask about most</li>
            <li><a href="map.html">Map</a>: how the entries relate</li>
            <li><a href="search.html">Search</a> and the <a href="quiz.html">quiz</a></li>
            <li><a href="\(Self.apiPage)">PatternContracts API</a>: the checkers an app's tests can use \
            (DocC pages that <code>Scripts/docc.sh</code> writes into <code>site/api</code>; they need a web \
            server, e.g. <code>python3 -m http.server --directory site</code>, not a file opened from disk)</li>
            </ul>
            </nav>

            """
        for family in catalog.families {
            main += """
                <section class="family" id="\(family.id)">
                <h2><a href="\(family.id)/index.html">\(Self.escape(family.title))</a></h2>
                <p class="summary">\(Self.escape(family.summary))</p>
                <ul class="entry-list">

                """
            for entry in catalog.entries(in: family) {
                main +=
                    "<li>\(Self.link(entry, root: "")) <span class=\"intent\">\(Self.inline(entry.intent))</span></li>\n"
            }
            main += "</ul>\n</section>\n"
        }
        return page("index.html", title: Self.siteName, main: main, kind: "home")
    }

    /// A family: its summary and its entries with their intents and when to use them; printed,
    /// one page.
    func familyPage(_ family: Family, _ context: Context) -> TextFile {
        let entries = context.catalog.entries(in: family)
        var main = """
            <nav class="breadcrumbs" aria-label="Breadcrumbs"><a href="../index.html">Home</a> › \
            \(Self.escape(family.title))</nav>
            <h1>\(Self.escape(family.title))</h1>
            <p class="summary">\(Self.escape(Self.sentence(family.summary))) \(entries.count) entries.</p>
            <ol class="entry-cards">

            """
        for entry in entries {
            main += "<li class=\"entry-card\"><h2><a href=\"\(entry.id).html\">\(Self.escape(entry.name))</a></h2>\n"
            main += "<p class=\"intent\">\(Self.inline(entry.intent))</p>\n"
            if let useWhen = Self.firstPoint(of: entry.section(.whenToUse) ?? "") {
                main += "<p class=\"use-when\"><strong>Use when:</strong> \(Self.inline(useWhen))</p>\n"
            }
            main += "</li>\n"
        }
        main += "</ol>\n"
        return page("\(family.id)/index.html", title: family.title, main: main, kind: "family-page")
    }

    /// `text` as a sentence: a capital first, a full stop last.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }

    /// The first point of a section, on one line: its first list item, else its first sentence.
    static func firstPoint(of body: String) -> String? {
        var words: [String] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if words.isEmpty {
                if trimmed.isEmpty { continue }
                if let marker = SiteMarkdown.listMarker(String(line)) {
                    words.append(marker.text)
                    continue
                }
                words.append(String(trimmed))
                continue
            }
            if trimmed.isEmpty || SiteMarkdown.listMarker(String(line)) != nil { break }
            words.append(String(trimmed))
        }
        guard !words.isEmpty else { return nil }
        return Entry.firstSentence(of: words.joined(separator: " "))
    }

    // MARK: - An entry

    func entryPage(_ entry: Entry, artifacts: EntryArtifacts?, _ context: Context) -> TextFile {
        let catalog = context.catalog
        let family = catalog.entries(in: entry.family)
        let link: (Entry) -> String = { "../\(Self.entryPath($0))" }
        func linked(_ markdown: String) -> String {
            context.linker.link(markdown, in: entry.id, href: link)
        }
        let events = artifacts?.events ?? []
        var main = """
            <nav class="breadcrumbs" aria-label="Breadcrumbs"><a href="../index.html">Home</a> › \
            <a href="index.html">\(Self.escape(entry.family.title))</a> › \(Self.escape(entry.name))</nav>
            <h1>\(Self.escape(entry.name))</h1>
            <p class="intent lead">\(Self.inline(entry.intent))</p>
            <dl class="facts">
            <dt>Family</dt><dd><a href="index.html">\(Self.escape(entry.family.title))</a></dd>

            """
        if !entry.aliases.isEmpty {
            main += "<dt>Also known as</dt><dd>\(entry.aliases.map(Self.escape).joined(separator: ", "))</dd>\n"
        }
        if !entry.tags.isEmpty {
            let tags = entry.tags.map { "<a href=\"../\(Self.tagPath($0))\">\(Self.escape($0))</a>" }
            main += "<dt>Tags</dt><dd class=\"tags\">\(tags.joined(separator: " "))</dd>\n"
        }
        if !entry.seeAlso.isEmpty {
            main += "<dt>In Apple's SDKs and Swift</dt><dd>"
            main += entry.seeAlso.map { "<code>\(Self.escape($0))</code>" }.joined(separator: ", ") + "</dd>\n"
        }
        main += "<dt>Run it</dt><dd><code>swift run patterns run \(entry.id)</code>"
        main += events.isEmpty ? "" : " (add <code>--trace</code> for the sequence diagram)"
        main += "</dd>\n"
        if let benchmarks = artifacts?.benchmarks, !benchmarks.isEmpty {
            main += "<dt>Measured cost</dt><dd>\(benchmarks.map { Self.escape($0.name) }.joined(separator: " · "))"
            main += " (<code>swift run -c release patterns bench</code>)</dd>\n"
        }
        if artifacts?.drill != nil {
            main += "<dt>Drill</dt><dd><a href=\"#drill\">practise it</a>: "
            main += "<code>swift run patterns drill \(entry.id)</code></dd>\n"
        }
        main += "</dl>\n"
        main += tableOfContents(entry, artifacts: artifacts)
        for section in entry.sections {
            let id = SiteMarkdown.slug(section.title.rawValue)
            main += "<section id=\"\(id)\">\n<h2>\(Self.escape(section.title.rawValue))</h2>\n"
            if section.title == .interviewQuestions {
                for (index, question) in entry.questions.enumerated() {
                    main += "<h3 id=\"q-\(index + 1)\">Q: \(Self.inline(question.question))</h3>\n"
                    main += SiteMarkdown.html(linked(question.answer))
                }
            } else {
                main += SiteMarkdown.html(
                    linked(section.body),
                    fence: { language, code in
                        Self.diagram(language: language, code: code, entry: entry)
                    })
            }
            if section.title == .example, let artifacts {
                if !artifacts.transcript.isEmpty {
                    main += "<h3 id=\"transcript\">Transcript</h3>\n"
                    main += "<p>What <code>swift run patterns run \(entry.id)</code> prints:</p>\n"
                    main +=
                        "<pre class=\"transcript\"><code>\(Self.escape(artifacts.transcript.trimmingTrailingNewlines))"
                    main += "</code></pre>\n"
                }
                if !events.isEmpty {
                    main += """
                        <h3 id="sequence-diagram">Sequence diagram</h3>
                        <figure class="diagram sequence-diagram">
                        \(SequenceDiagram(events: events).svg(title: "Sequence diagram of the run of \(entry.name)"))
                        <figcaption>Drawn from the trace of the same run: who called whom, in order \
                        (\(events.count) messages).</figcaption>
                        </figure>

                        """
                }
            }
            if section.title == .related {
                let related = entry.related.compactMap(catalog.entry(id:))
                if !related.isEmpty {
                    main += "<ul class=\"related\">\n"
                    for other in related {
                        main += "<li>\(Self.link(other, root: "../")) <span class=\"intent\">"
                        main += "\(Self.inline(other.intent))</span></li>\n"
                    }
                    main += "</ul>\n<p><a href=\"../map.html#\(entry.id)\">On the map</a></p>\n"
                }
            }
            main += "</section>\n"
        }
        if let artifacts {
            main += implementation(entry, artifacts: artifacts)
        }
        main += previousNext(entry, in: family)
        let navigation = familyNavigation(entry, in: family)
        return page(
            Self.entryPath(entry), title: entry.name, main: main, navigation: navigation,
            scripts: events.isEmpty ? [] : ["assets/sequence.js"], kind: "entry-page")
    }

    /// A Mermaid class diagram drawn as SVG; other blocks stay code.
    static func diagram(language: String, code: String, entry: Entry) -> String? {
        guard language == "mermaid", code.drop(while: \.isWhitespace).hasPrefix("classDiagram") else { return nil }
        let parsed = ClassDiagram.parse(code)
        guard parsed.problems.isEmpty else { return nil }
        return """
            <figure class="diagram class-diagram">
            \(parsed.diagram.svg(title: "Class diagram of \(entry.name)"))
            <figcaption>The types of the implementation and how they relate \
            (\(parsed.diagram.classes.count) types).</figcaption>
            </figure>
            """
    }

    /// The contents of an entry's page: its sections and what follows them.
    func tableOfContents(_ entry: Entry, artifacts: EntryArtifacts?) -> String {
        var items = entry.sections.map { ($0.title.rawValue, SiteMarkdown.slug($0.title.rawValue)) }
        if let artifacts {
            if !artifacts.sources.isEmpty { items.append(("Implementation", "implementation")) }
            if artifacts.tests.contains(where: { $0.kind == .contract }) {
                items.append(("Contract tests", "contract-tests"))
            }
            if artifacts.drill != nil { items.append(("Drill", "drill")) }
        }
        let links = items.map { "<li><a href=\"#\($0.1)\">\(Self.escape($0.0))</a></li>" }
        return "<nav class=\"toc\" aria-label=\"On this page\"><ol>\(links.joined())</ol></nav>\n"
    }

    /// The implementation's files, the tests and the drill.
    func implementation(_ entry: Entry, artifacts: EntryArtifacts) -> String {
        var html = ""
        if !artifacts.sources.isEmpty {
            html += "<section id=\"implementation\">\n<h2>Implementation</h2>\n"
            html += "<p>The Swift source of the pattern, as the tests and the example use it.</p>\n"
            for file in artifacts.sources {
                let lines = file.text.trimmingTrailingNewlines.split(separator: "\n", omittingEmptySubsequences: false)
                html += "<details class=\"source\"><summary><code>\(Self.escape(file.path))</code> "
                html += "(\(lines.count) lines)</summary>\n"
                html += "<pre><code class=\"language-swift\">\(Self.escape(file.text.trimmingTrailingNewlines))"
                html += "</code></pre>\n</details>\n"
            }
            html += "</section>\n"
        }
        let files = Set(artifacts.tests.map(\.file)).sorted().map { "<code>\(Self.escape($0))</code>" }
        let groups: [(kind: TestIndex.Test.Kind, id: String, heading: String, lead: String)] = [
            (
                .contract, "contract-tests", "h2>Contract tests",
                "What <code>swift test</code> proves for this pattern (\(files.joined(separator: ", "))):"
            ),
            (.control, "controls", "h3>Controls", "Deliberately wrong implementations that the checks must reject:"),
            (
                .platform, "what-the-platform-does", "h3>What the platform does",
                "Behaviour of Swift or Foundation that this entry relies on, pinned so a change shows:"
            ),
        ]
        var testsHTML = ""
        for group in groups {
            let tests = artifacts.tests.filter { $0.kind == group.kind }
            guard !tests.isEmpty else { continue }
            let level = group.heading.prefix(2)
            let title = group.heading.dropFirst(3)
            testsHTML +=
                "<\(level) id=\"\(group.id)\">\(title)</\(level)>\n<p>\(group.lead)</p>\n<ul class=\"tests\">\n"
            testsHTML += tests.map { "<li>\(Self.escape($0.name))</li>\n" }.joined() + "</ul>\n"
        }
        if !testsHTML.isEmpty { html += "<section class=\"tests\">\n\(testsHTML)</section>\n" }
        if let drill = artifacts.drill {
            html += """
                <section id="drill">
                <h2>Drill</h2>
                <p>\(Self.inline(drill.task))</p>
                <p>The drill is a small Swift package with \(Self.escape(drill.contents)): its <code>swift test</code> \
                fails, naming each property that does not hold yet, until the code is right. The checks come from \
                the <a href="../\(Self.apiPage)">PatternContracts</a> library.</p>
                <pre class="commands"><code>swift run patterns drill \(entry.id)          # writes ./drill-\(entry.id)
                cd drill-\(entry.id) &amp;&amp; swift test             # fails until the code is right
                swift run patterns drill \(entry.id) --hint   # one more hint each time
                swift run patterns drill check drill-\(entry.id)   # records a pass in your progress
                swift run patterns drill \(entry.id) --solution --output solution-\(entry.id)</code></pre>
                <details class="source"><summary>The drill's test: <code>\(Self.escape(drill.test.path))</code></summary>
                <pre><code class="language-swift">\(Self.escape(drill.test.text.trimmingTrailingNewlines))</code></pre>
                </details>
                </section>

                """
        }
        return html
    }

    /// Links to the previous and the next entry of the family.
    func previousNext(_ entry: Entry, in family: [Entry]) -> String {
        guard let index = family.firstIndex(where: { $0.id == entry.id }) else { return "" }
        var links: [String] = []
        if index > 0 {
            let previous = family[index - 1]
            links.append("<a rel=\"prev\" href=\"\(previous.id).html\">← \(Self.escape(previous.name))</a>")
        }
        if index + 1 < family.count {
            let next = family[index + 1]
            links.append("<a rel=\"next\" href=\"\(next.id).html\">\(Self.escape(next.name)) →</a>")
        }
        guard !links.isEmpty else { return "" }
        return "<nav class=\"prev-next\" aria-label=\"Previous and next in \(Self.escape(entry.family.title))\">"
            + links.joined(separator: " ") + "</nav>\n"
    }

    /// The family's entries, beside the page (below it on a phone), the page's own marked.
    func familyNavigation(_ entry: Entry, in family: [Entry]) -> String {
        var html = "<nav class=\"family-nav\" aria-label=\"\(Self.escape(entry.family.title)) entries\">\n"
        html += "<h2><a href=\"index.html\">\(Self.escape(entry.family.title))</a></h2>\n<ol>\n"
        for other in family {
            let current = other.id == entry.id ? " aria-current=\"page\"" : ""
            html += "<li><a href=\"\(other.id).html\"\(current)>\(Self.escape(other.name))</a></li>\n"
        }
        return html + "</ol>\n</nav>"
    }

    // MARK: - Indexes

    /// Every entry and alias by name, A to Z, then every tag.
    func alphabetical(_ context: Context) -> TextFile {
        var items: [(key: String, html: String)] = []
        for entry in context.catalog.entries {
            items.append(
                (
                    entry.name,
                    "\(Self.link(entry, root: "")) <span class=\"family-name\">\(Self.escape(entry.family.title))"
                        + "</span> <span class=\"intent\">\(Self.inline(entry.intent))</span>"
                ))
            for alias in entry.aliases {
                items.append((alias, "\(Self.escape(alias)): see \(Self.link(entry, root: ""))"))
            }
        }
        items.sort { ($0.key.lowercased(), $0.key) < ($1.key.lowercased(), $1.key) }
        var letters: [(letter: String, items: [String])] = []
        for item in items {
            let first = item.key.first.map { $0.isLetter ? String($0).uppercased() : "#" } ?? "#"
            if letters.last?.letter == first {
                letters[letters.count - 1].items.append(item.html)
            } else {
                letters.append((first, [item.html]))
            }
        }
        let anchor: (String) -> String = { $0 == "#" ? "other" : "letter-\($0.lowercased())" }
        var main = "<h1>A–Z</h1>\n<p>Every entry by name, with the other names it goes by. "
        main += "<a href=\"#tags\">The tags</a> are below.</p>\n"
        main += "<nav class=\"letters\" aria-label=\"Letters\">"
        main += letters.map { "<a href=\"#\(anchor($0.letter))\">\($0.letter)</a>" }.joined(separator: " ") + "</nav>\n"
        for letter in letters {
            main += "<section id=\"\(anchor(letter.letter))\"><h2>\(letter.letter)</h2>\n<ul class=\"entry-list\">\n"
            main += letter.items.map { "<li>\($0)</li>\n" }.joined() + "</ul>\n</section>\n"
        }
        main += "<section id=\"tags\"><h2>Tags</h2>\n<ul class=\"tag-cloud\">\n"
        for tag in tags(context.catalog) {
            main +=
                "<li><a href=\"\(Self.tagPath(tag.name))\">\(Self.escape(tag.name))</a> (\(tag.entries.count))</li>\n"
        }
        main += "</ul>\n</section>\n"
        return page("a-z.html", title: "A–Z", main: main, kind: "index-page")
    }

    /// Every tag (entries whose tags make the same page are one tag, spelled as first seen),
    /// in alphabetical order, with its entries.
    func tags(_ catalog: Catalog) -> [(name: String, entries: [Entry])] {
        var tags: [String: (name: String, entries: [Entry])] = [:]
        for entry in catalog.entries {
            for tag in entry.tags {
                let path = Self.tagPath(tag)
                if tags[path] == nil { tags[path] = (tag, []) }
                if tags[path]?.entries.contains(where: { $0.id == entry.id }) == false {
                    tags[path]?.entries.append(entry)
                }
            }
        }
        return tags.values.sorted { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
    }

    func tagPages(_ context: Context) -> [TextFile] {
        tags(context.catalog).map { tag in
            var main = """
                <nav class="breadcrumbs" aria-label="Breadcrumbs"><a href="../index.html">Home</a> › \
                <a href="../a-z.html#tags">Tags</a> › \(Self.escape(tag.name))</nav>
                <h1>Tagged “\(Self.escape(tag.name))”</h1>
                <ul class="entry-list">

                """
            for entry in tag.entries {
                main += "<li>\(Self.link(entry, root: "../")) <span class=\"family-name\">"
                main += "\(Self.escape(entry.family.title))</span> <span class=\"intent\">\(Self.inline(entry.intent))"
                main += "</span></li>\n"
            }
            main += "</ul>\n"
            return page(Self.tagPath(tag.name), title: "Tag: \(tag.name)", main: main, kind: "tag-page")
        }
    }

    /// Every interview question, by family then entry; each links to its answer on the
    /// entry's page (the answers together would weigh more than a page should).
    func questionsPage(_ context: Context) -> TextFile {
        let catalog = context.catalog
        let count = catalog.entries.map(\.questions.count).reduce(0, +)
        var main = "<h1>Interview questions</h1>\n"
        main += "<p>All \(count) questions of the catalogue, by family and entry. Each links to its answer on the "
        main += "entry's page. The <a href=\"quiz.html\">quiz</a> asks them on a spaced-repetition schedule.</p>\n"
        main += "<nav class=\"letters\" aria-label=\"Families\">"
        main += catalog.families.map { "<a href=\"#\($0.id)\">\(Self.escape($0.title))</a>" }.joined(separator: " ")
        main += "</nav>\n"
        for family in catalog.families {
            main += "<section id=\"\(family.id)\">\n<h2>\(Self.escape(family.title))</h2>\n"
            for entry in catalog.entries(in: family) where !entry.questions.isEmpty {
                main += "<h3 id=\"\(entry.id)\">\(Self.link(entry, root: ""))</h3>\n<ol class=\"questions\">\n"
                for (index, question) in entry.questions.enumerated() {
                    main += "<li><a href=\"\(Self.entryPath(entry))#q-\(index + 1)\">"
                    main += "\(Self.inline(question.question))</a></li>\n"
                }
                main += "</ol>\n"
            }
            main += "</section>\n"
        }
        return page("questions.html", title: "Interview questions", main: main, kind: "questions-page")
    }

    /// The study path: the entries the interview questions ask about most, first.
    func studyPage(_ study: Study, drills: Set<String>, _ context: Context) -> TextFile {
        var main = """
            <h1>Study path</h1>
            <p>The entries interviews ask about most, first: ranked by \(study.questions) real interview questions \
            from \(study.lists) public lists, each marked with the entries that answer it (ties go to the entry more \
            lists ask about). <code>swift run patterns study</code> shows the same path with what you know of each.</p>
            <ol class="study-path">

            """
        for stop in study.stops {
            guard let entry = context.catalog.entry(id: stop.entry) else { continue }
            main += "<li>\(Self.link(entry, root: "")) <span class=\"family-name\">\(Self.escape(entry.family.title))"
            main += "</span> <span class=\"asked\">\(stop.questions) questions from \(stop.sources) lists</span>"
            main += " <span class=\"intent\">\(Self.inline(entry.intent))</span>"
            if drills.contains(entry.id) {
                main += " <a class=\"drill-link\" href=\"\(Self.entryPath(entry))#drill\">drill</a>"
            }
            main += "</li>\n"
        }
        main += "</ol>\n"
        if study.stops.isEmpty { main += "<p>No entry is on the path.</p>\n" }
        return page("study.html", title: "Study path", main: main, kind: "study-page")
    }

    /// How the entries relate: for each entry, the entries it names as related, the entries
    /// that name it, and the Apple and Swift APIs it points to; by family.
    ///
    /// A grouped list, not a drawn graph: with every entry and every relation the graph is a
    /// tangle that no phone screen holds, while a list reads without script, with a screen
    /// reader and on paper, and each entry's relations sit under its name.
    func mapPage(_ context: Context) -> TextFile {
        let catalog = context.catalog
        var namedBy: [String: [Entry]] = [:]
        for entry in catalog.entries {
            for related in entry.related { namedBy[related, default: []].append(entry) }
        }
        let relations = catalog.entries.map(\.related.count).reduce(0, +)
        var main = """
            <h1>Map of the catalogue</h1>
            <p>How the \(catalog.entries.count) entries relate: \(relations) relations from the entries' \
            <em>Related</em> lists. Under each entry: the entries it relates to (→), the entries that relate to \
            it (←), and the Apple and Swift APIs it points to.</p>
            <nav class="letters" aria-label="Families">\(catalog.families.map { "<a href=\"#family-\($0.id)\">\(Self.escape($0.title))</a>" }.joined(separator: " "))</nav>

            """
        for family in catalog.families {
            main += "<section id=\"family-\(family.id)\">\n<h2>\(Self.escape(family.title))</h2>\n<ul class=\"map\">\n"
            for entry in catalog.entries(in: family) {
                main += "<li id=\"\(entry.id)\">\(Self.link(entry, root: ""))"
                let out = entry.related.compactMap(catalog.entry(id:))
                let into = namedBy[entry.id] ?? []
                var rows: [String] = []
                if !out.isEmpty {
                    rows.append(
                        "<li class=\"out\"><span aria-hidden=\"true\">→</span><span class=\"visually-hidden\">relates to:</span> "
                            + out.map { Self.link($0, root: "") }.joined(separator: ", ") + "</li>")
                }
                if !into.isEmpty {
                    rows.append(
                        "<li class=\"in\"><span aria-hidden=\"true\">←</span><span class=\"visually-hidden\">related from:</span> "
                            + into.map { Self.link($0, root: "") }.joined(separator: ", ") + "</li>")
                }
                if !entry.seeAlso.isEmpty {
                    rows.append(
                        "<li class=\"apis\">APIs: "
                            + entry.seeAlso.map { "<code>\(Self.escape($0))</code>" }.joined(separator: ", ") + "</li>")
                }
                if !rows.isEmpty { main += "\n<ul>\n" + rows.joined(separator: "\n") + "\n</ul>\n" }
                main += "</li>\n"
            }
            main += "</ul>\n</section>\n"
        }
        return page("map.html", title: "Map", main: main, kind: "map-page")
    }

    func searchPage(_ context: Context) -> TextFile {
        let main = """
            <h1>Search</h1>
            <p>Type in the box above: names, aliases, intents and interview questions are searched as you type.</p>
            <ol id="search-results"></ol>
            <noscript><p>The search needs JavaScript. Without it, the <a href="a-z.html">A–Z</a> and the \
            <a href="questions.html">questions</a> list everything, or run <code>swift run patterns search \
            &lt;words&gt;</code>.</p></noscript>
            """
        return page("search.html", title: "Search", main: main, kind: "search-page")
    }

    func quizPage(_ context: Context) -> TextFile {
        let main = """
            <h1>Quiz</h1>
            <p>The catalogue's interview questions on the same schedule as <code>swift run patterns quiz</code>: a \
            question you knew comes back after 2, 4, 8 … days, one you missed the next day. Your grades stay in this \
            browser.</p>
            \(SiteQuiz.body)
            """
        return page(
            "quiz.html", title: "Quiz", main: main, scripts: SiteQuiz.pageScripts,
            kind: "quiz-page")
    }
}
