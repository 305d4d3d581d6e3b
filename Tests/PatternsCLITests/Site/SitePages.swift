import CatalogContent
import CatalogKit
import ExampleKit
import Foundation

@testable import PatternsCLI

/// The pages the browser tests open: the site `patterns site` writes, generated once per test
/// process (``generated``), and the harness pages ``writeHarness(into:)`` adds at its root.
///
/// Every test writes its copy of the site through ``writeSite(to:quizScript:)`` (a control
/// replaces `assets/quiz.js`, or removes a file, or adds a broken page written with ``page``).
enum SitePages {
    /// The catalogue and the command line's synonym table.
    static let catalog: (catalog: Catalog, synonyms: Synonyms)? = {
        guard let catalog = try? Catalog(files: CatalogContent.files, families: Registry.standard.families),
            let synonyms = try? Synonyms.read(from: CatalogContent.files)
        else { return nil }
        return (catalog, synonyms)
    }()

    /// A page laid out as the site's are, at depth `root` ("" or "../"), around `main`: what a
    /// control adds to the generated site.
    static func page(title: String, root: String, main: String, scripts: [String] = []) -> String {
        let tags = (["assets/search.js"] + scripts).map { "<script src=\"\(root)\($0)\" defer></script>" }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title) · SwiftPatterns</title>
            <link rel="stylesheet" href="\(root)assets/site.css">
            \(tags.joined(separator: "\n"))
            </head><body data-root="\(root)">
            <header><a href="\(root)index.html">SwiftPatterns</a>
            <form class="search" role="search" action="\(root)search.html">
            <input id="search-input" type="search" name="q" placeholder="Search patterns and questions"
             aria-label="Search the catalogue"></form></header>
            <main>\(main)</main>
            </body></html>

            """
    }

    /// What `patterns site --output <tmp>` did, and every file it wrote (paths relative to the
    /// folder): generated once per test process, for the command's tests and the browser's.
    static let generated = Task { () -> (status: Int32, err: String, files: [TextFile]) in
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "patterns-site-\(UInt64.random(in: 0...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = await runTool(["site", "--output", folder.path])
        return (result.status, result.err, readFiles(in: folder))
    }

    /// Every file under `folder`, paths relative to it, sorted.
    static func readFiles(in folder: URL) -> [TextFile] {
        let root = folder.standardizedFileURL.path + "/"
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [TextFile] = []
        for case let url as URL in enumerator where !url.hasDirectoryPath {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(root), let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files.append(TextFile(path: String(path.dropFirst(root.count)), text: text))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Writes the generated site into `folder`, with `quizScript` as `assets/quiz.js` (a
    /// control writes a wrong one).
    static func writeSite(to folder: URL, quizScript: String = SiteQuiz.script) async throws {
        try write(try await site(quizScript: quizScript), to: folder)
    }

    /// The files of the generated site (see ``writeSite(to:quizScript:)``).
    static func site(quizScript: String = SiteQuiz.script) async throws -> [TextFile] {
        let generated = await generated.value
        guard generated.status == 0, !generated.files.isEmpty else {
            throw Chromium.Failure(description: "patterns site failed (\(generated.status)): \(generated.err)")
        }
        return generated.files.map { file in
            file.path == "assets/quiz.js" ? TextFile(path: file.path, text: quizScript) : file
        }
    }

    /// An inline SVG figure as the site draws its diagrams (`width` 0 leaves the size out).
    static func diagram(width: Int) -> String {
        let size = width > 0 ? "width=\"\(width)\" height=\"60\" " : ""
        return """
            <figure class="diagram class-diagram"><svg role="img" aria-labelledby="d-title d-desc" \(size)\
            viewBox="0 0 160 60" xmlns="http://www.w3.org/2000/svg"><title id="d-title">Singleton</title>\
            <desc id="d-desc">One class with a shared instance.</desc>\
            <rect x="1" y="1" width="158" height="58" fill="none" stroke="currentColor"/></svg></figure>
            """
    }

    /// The harness pages ``writeHarness(into:)`` adds, which are not pages of the site.
    static let harnessPages = Set(["search-check.html", "quiz-check.html", "shot-check.html"])
        .union(pagesHarnesses.map { "\($0).html" })

    /// The names of the page-checking harnesses: the site's pages are split between them, each
    /// opened by a browser launch of its own, so that the check uses every core.
    static let pagesHarnesses = ["pages-check-1", "pages-check-2", "pages-check-3"]

    /// Writes the harness pages at the root of the site in `folder`.
    static func writeHarness(into folder: URL) throws {
        try write(
            [
                TextFile(path: "search-check.html", text: harness("search-check", searchHarness)),
                TextFile(path: "quiz-check.html", text: harness("quiz-check", quizHarness)),
                TextFile(path: "shot-check.html", text: shot),
            ] + pagesHarnesses.map { TextFile(path: "\($0).html", text: harness($0, pagesHarness)) }, to: folder)
    }

    private static func write(_ files: [TextFile], to folder: URL) throws {
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// A page for screenshots of a state a script reaches: `shot-check.html?page=P&type=V&click=ID`
    /// shows page `P` filling the window, types `V` in its search box and clicks the element
    /// `ID` (each optional).
    private static let shot = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>shot</title>
        <style>html, body, iframe { margin: 0; border: 0; width: 100%; height: 100%; display: block; }</style>
        </head><body data-root="">
        <script>
        var query = new URLSearchParams(location.search);
        var frame = document.createElement("iframe");
        frame.src = query.get("page");
        frame.onload = function () {
          var d = frame.contentDocument, w = d.defaultView;
          if (query.get("type")) {
            var input = d.getElementById("search-input");
            input.value = query.get("type");
            input.dispatchEvent(new w.Event("input"));
          }
          if (query.get("click")) d.getElementById(query.get("click")).click();
        };
        document.body.appendChild(frame);
        </script></body></html>

        """

    /// Writes `plan` (JSON) where the harness page `name` reads it (`<name>-plan.js`).
    static func writePlan(_ plan: String, for name: String, into folder: URL) throws {
        try write([TextFile(path: "\(name)-plan.js", text: "window.HARNESS_PLAN = \(plan);\n")], to: folder)
    }

    /// The harness page `name`: it reads its plan from `<name>-plan.js` (see
    /// ``writePlan(_:for:into:)``), runs `script`, and writes its result as JSON into
    /// `<pre id="result">`.
    private static func harness(_ name: String, _ script: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>harness</title></head>
        <body data-root=""><pre id="result">pending</pre>
        <script src="\(name)-plan.js"></script>
        <script>
        var plan = window.HARNESS_PLAN;
        function finish(value) { document.getElementById("result").textContent = JSON.stringify(value); }
        function until(ready, then) {
          if (ready()) then(); else setTimeout(function () { until(ready, then); }, 10);
        }
        function open(src, then) {
          var frame = document.createElement("iframe");
          frame.src = src;
          frame.onload = function () { var d = frame.contentDocument; then(d, function () { frame.remove(); }); };
          document.body.appendChild(frame);
        }
        \(script)
        </script></body></html>

        """
    }

    /// Runs `plan.queries` through `SwiftPatternsSearch.search` (the top three ids of each);
    /// types `plan.typed` in the home page's box (the suggestions' links); opens
    /// `search.html?q=plan.page` (the results' links).
    private static let searchHarness = """
        var out = { top: [], suggestions: [], page: [] };
        function links(list) {
          return list ? Array.prototype.map.call(list.querySelectorAll("a"), function (a) {
            return a.getAttribute("href");
          }) : null;
        }
        open("index.html", function (d, close) {
          var w = d.defaultView;
          var input = d.getElementById("search-input");
          input.value = plan.typed;
          input.dispatchEvent(new w.Event("input"));
          until(function () { return d.getElementById("search-suggestions").firstChild; }, function () {
            out.suggestions = links(d.getElementById("search-suggestions"));
            out.suggestionsHidden = d.getElementById("search-suggestions").hidden;
            out.expanded = input.getAttribute("aria-expanded");
            input.focus();
            input.dispatchEvent(new w.KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
            out.focused = d.activeElement && d.activeElement.getAttribute("href");
            input.dispatchEvent(new w.KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
            out.hiddenAfterEscape = d.getElementById("search-suggestions").hidden;
            out.expandedAfterEscape = input.getAttribute("aria-expanded");
            plan.queries.forEach(function (q) {
              out.top.push(w.SwiftPatternsSearch.search(q).slice(0, 3).map(function (r) { return r.entry.id; }));
            });
            close();
            open("search.html?q=" + encodeURIComponent(plan.page), function (d2, close2) {
              var list = d2.getElementById("search-results");
              until(function () { return list.firstChild; }, function () {
                out.page = links(list);
                out.pageInput = d2.getElementById("search-input").value;
                close2();
                finish(out);
              });
            });
          });
        });
        """

    /// Opens each of `plan.pages` (paths from the site's root) and reports what the layout
    /// promises: `lang`, the viewport, `data-root`, the header's search form and where it
    /// goes, and each SVG's size attributes, rendered size and title.
    private static let pagesHarness = """
        var out = new Array(plan.pages.length), next = 0, done = 0, open_ = 0;
        // Twelve pages at a time: a page's load waits on its files and scripts, not only on the CPU.
        function check(i) {
          open_ += 1;
          open(plan.pages[i], function (d, close) {
            var input = d.getElementById("search-input");
            out[i] = {
              page: plan.pages[i],
              lang: d.documentElement.getAttribute("lang"),
              viewport: !!d.querySelector('meta[name="viewport"]'),
              root: d.body.getAttribute("data-root"),
              search: input && input.form ? input.form.getAttribute("action") : null,
              svgs: Array.prototype.map.call(d.querySelectorAll("svg"), function (svg) {
                var box = svg.getBoundingClientRect(), title = svg.querySelector("title");
                return {
                  width: svg.getAttribute("width"), height: svg.getAttribute("height"),
                  viewBox: svg.getAttribute("viewBox"), rendered: [box.width, box.height],
                  title: title ? title.textContent : null,
                };
              }),
            };
            close();
            open_ -= 1;
            done += 1;
            if (done === plan.pages.length) return finish(out);
            more();
          });
        }
        function more() {
          while (open_ < 12 && next < plan.pages.length) { next += 1; check(next - 1); }
        }
        if (plan.pages.length === 0) finish(out); else more();
        """

    /// Opens `quiz.html?today=…` once per visit of `plan.visits`, giving each visit's grades
    /// to whatever question the page shows (recording its id, or null when it shows none,
    /// and how its answer showed); then, if `plan.damaged` is set, stores it as the progress
    /// and opens the quiz once more; computes `SwiftPatternsQuiz.schedule` for each case of
    /// `plan.cases`; opens `quiz.html?family=F` for each of `plan.families` and reveals the
    /// answer it shows (recording what the page had loaded before and after, and rendering
    /// every answer the family's file holds); and, from fresh progress, grades every question
    /// `quiz.html?entry=plan.entry` asks (a miss every fourth).
    private static let quizHarness = """
        var KEY = "swiftpatterns.quiz.v1";
        var out = { steps: [], stored: null, schedule: [], families: [], unrendered: [] };
        localStorage.clear();
        // The files a page has loaded: its scripts, style sheets and images, from the site's root.
        function loaded(d) {
          var base = location.href.replace(/[^/]*$/, "");
          return Array.prototype.map.call(d.querySelectorAll("script[src], link[href], img[src]"), function (n) {
            var url = n.src || n.href;
            return url.indexOf(base) === 0 ? url.slice(base.length) : url;
          });
        }
        // Clicks "Show the answer", waits for it, and hands back how it showed.
        function reveal(d, then) {
          var section = d.getElementById("quiz");
          d.getElementById("quiz-reveal").click();
          until(function () { return section.dataset.answer !== "loading"; }, function () {
            then(d.getElementById("quiz-answer").hidden ? "hidden" : section.dataset.answer);
          });
        }
        function visit(i) {
          if (i >= plan.visits.length) return damaged();
          var v = plan.visits[i];
          var src = "quiz.html?today=" + v.today + (plan.family ? "&family=" + plan.family : "");
          open(src, function (d, close) {
            var section = d.getElementById("quiz");
            function step(j) {
              if (j >= v.grades.length) { close(); return visit(i + 1); }
              var g = v.grades[j], id = section.dataset.questionId || null;
              out.steps.push([v.today, id, g, section.dataset.state]);
              if (!id) return step(j + 1);
              reveal(d, function (how) {
                out.steps[out.steps.length - 1].push(how);
                d.getElementById(g === "knew" ? "quiz-knew" : "quiz-missed").click();
                step(j + 1);
              });
            }
            step(0);
          });
        }
        function damaged() {
          out.stored = localStorage.getItem(KEY);
          if (!plan.damaged) return schedule();
          localStorage.setItem(KEY, plan.damaged);
          open("quiz.html?today=" + plan.visits[0].today, function (d, close) {
            var notice = d.getElementById("quiz-notice");
            out.damaged = {
              notice: notice.hidden ? null : notice.textContent,
              aside: localStorage.getItem(KEY + ".damaged"),
              stored: localStorage.getItem(KEY),
              state: d.getElementById("quiz").dataset.state,
            };
            close();
            schedule();
          });
        }
        function schedule() {
          open("quiz.html?today=" + plan.visits[0].today, function (d, close) {
            var s = d.defaultView.SwiftPatternsQuiz.schedule;
            plan.cases.forEach(function (c) { out.schedule.push(s(c[0], c[1], c[2])); });
            plan.markdown.forEach(function (m, i) { rendered(d, "sample " + (i + 1), m); });
            close();
            localStorage.clear();
            family(0);
          });
        }
        // Whether `markdown` renders to some text in the quiz page `d`.
        function rendered(d, name, markdown) {
          var into = d.createElement("div");
          try { d.defaultView.SwiftPatternsQuiz.render(markdown, into); }
          catch (e) { out.unrendered.push(name + ": " + e); return; }
          if (!into.textContent.trim()) out.unrendered.push(name + ": no text");
        }
        // One family's quiz: what loads before and after its first answer shows, and every answer of it.
        function family(i) {
          if (i >= plan.families.length) return entry();
          var f = plan.families[i];
          open("quiz.html?family=" + f + "&today=" + plan.visits[0].today, function (d, close) {
            var section = d.getElementById("quiz"), before = loaded(d), id = section.dataset.questionId;
            reveal(d, function (how) {
              var answers = (d.defaultView.PATTERNS_QUIZ_ANSWERS || {})[f] || {};
              out.families.push({
                family: f, question: id || null, answer: how, before: before, after: loaded(d),
                text: d.getElementById("quiz-answer").textContent, stored: answers[id] || null,
                count: Object.keys(answers).length,
              });
              Object.keys(answers).forEach(function (k) { rendered(d, k, answers[k]); });
              close();
              family(i + 1);
            });
          });
        }
        // One entry's questions, past the daily limit of new ones; then what the page says at the end.
        function entry() {
          localStorage.clear();
          open("quiz.html?entry=" + plan.entry + "&today=" + plan.visits[0].today, function (d, close) {
            var section = d.getElementById("quiz");
            out.entry = [];
            function next(i) {
              if (i >= 40 || !section.dataset.questionId) {
                out.entryStatus = d.getElementById("quiz-status").textContent;
                close();
                return finish(out);
              }
              out.entry.push(section.dataset.questionId);
              reveal(d, function () {
                d.getElementById(i % 4 === 3 ? "quiz-missed" : "quiz-knew").click();
                next(i + 1);
              });
            }
            next(0);
          });
        }
        visit(0);
        """
}
