import ExampleKit
import Foundation

/// The quiz in the site's `quiz.html`: every interview question, on the command line's
/// spaced-repetition schedule, remembered in the browser's `localStorage`.
///
/// The page loads two scripts at start (``pageScripts``): `assets/quiz-data.js` assigns
/// `window.PATTERNS_QUIZ`, the families and every question without its answer (its
/// command-line id `<entry>:<16 hex>`, the one `patterns review` keeps progress under, its
/// entry and family); `assets/quiz.js` runs the quiz. A family's answers (Markdown) are in
/// `assets/quiz/<family>.js`, which the quiz loads with a `<script>` element (it works from
/// `file://`, where `fetch` does not) the first time an answer of that family is shown: the
/// page starts with the questions alone (86 kB for 774 questions; 557 kB with every answer).
/// ``assetFiles(catalog:)`` gives every file.
///
/// The quiz asks what is due, then a few new questions a day, shows the answer on request and
/// takes "I knew it" or "I did not", on the Leitner schedule of `patterns review`: eight
/// boxes, a question in box *b* waits 2^(b-1) days; "knew it" on or after the due day moves
/// it up a box (the last keeps it), "did not" sends it to box 1, due tomorrow; "knew it"
/// before the due day changes nothing; a new question's first "knew it" puts it in box 2, its
/// first "did not" in box 1.
///
/// Progress is the `localStorage` value `swiftpatterns.quiz.v1`:
/// `{"version":1,"cards":{"<id>":{"box":n,"due":"YYYY-MM-DD","lastReviewed":"YYYY-MM-DD"}},
/// "introduced":{"day":"YYYY-MM-DD","count":n}}` (`introduced` counts the new questions
/// asked today, for the daily limit). A value the script cannot read is kept aside under
/// `swiftpatterns.quiz.v1.damaged` (then `.damaged.2`, …), and the quiz starts afresh and
/// says so. `quiz.html?today=YYYY-MM-DD` sets the day (tests pin it), `?family=<id>` keeps
/// one family's questions, `?entry=<id>` one entry's (all of its new questions, without the
/// daily limit: the learner asked for that entry). When the questions or a family's answers
/// do not load, the page says so and logs it with `console.error`.
package enum SiteQuiz {
    /// How many questions never asked the quiz adds on one day, after the due ones.
    package static let newPerDay = 5

    /// The scripts `quiz.html` loads (paths from the site's root, in this order, `defer`):
    /// the questions, then the quiz. The answers are not among them: the quiz loads them.
    package static let pageScripts = [questionsPath, "assets/quiz.js"]

    /// Where the questions are, from the site's root.
    package static let questionsPath = "assets/quiz-data.js"

    /// Where the answers of family `family` are, from the site's root.
    package static func answersPath(family: String) -> String {
        "assets/quiz/\(family).js"
    }

    /// Every file of the quiz, paths from the site's root: ``script`` as `assets/quiz.js`, the
    /// questions (`assets/quiz-data.js`), and one file of answers per family that has
    /// questions (`assets/quiz/<family>.js`).
    package static func assetFiles(catalog: Catalog) -> [TextFile] {
        [TextFile(path: "assets/quiz.js", text: script), TextFile(path: questionsPath, text: questionsScript(catalog))]
            + catalog.families.compactMap { family in
                answersScript(family: family.id, entries: catalog.entries.filter { $0.family.id == family.id })
            }
    }

    /// `window.PATTERNS_QUIZ`: `families` (`[id, title]`) and `entries` with questions
    /// (`[id, name, family index, [hash, question], …]`, in the catalogue's order), where a
    /// question's id is its entry's id, a colon and its hash.
    static func questionsScript(_ catalog: Catalog) -> String {
        let families = catalog.families.map { ScriptLiteral.strings([$0.id, $0.title]) }
        let entries = catalog.entries.filter { !$0.questions.isEmpty }.map { entry in
            let questions = entry.questions.map { question in
                let key = questionKey(entry: entry.id, question: question.question)
                return ScriptLiteral.strings([String(key.dropFirst(entry.id.count + 1)), question.question])
            }
            let family = catalog.families.firstIndex { $0.id == entry.family.id } ?? 0
            return "[" + ScriptLiteral.string(entry.id) + "," + ScriptLiteral.string(entry.name) + ",\(family),\n"
                + questions.joined(separator: ",\n") + "]"
        }
        return "window.PATTERNS_QUIZ={\"version\":2,\"newPerDay\":\(newPerDay),\n\"families\":"
            + ScriptLiteral.array(families) + ",\n\"entries\":[\n" + entries.joined(separator: ",\n") + "]};\n"
    }

    /// The answers of family `family` (its `entries`), nil when it has no question: a script
    /// that sets `window.PATTERNS_QUIZ_ANSWERS["<family>"]` to `{"<question id>": "<answer>", …}`.
    static func answersScript(family: String, entries: [Entry]) -> TextFile? {
        let answers = entries.flatMap { entry in
            entry.questions.map { question in
                ScriptLiteral.string(questionKey(entry: entry.id, question: question.question)) + ":"
                    + ScriptLiteral.string(question.answer)
            }
        }
        guard !answers.isEmpty else { return nil }
        let text =
            "(window.PATTERNS_QUIZ_ANSWERS=window.PATTERNS_QUIZ_ANSWERS||{})[" + ScriptLiteral.string(family)
            + "]={\n" + answers.joined(separator: ",\n") + "};\n"
        return TextFile(path: answersPath(family: family), text: text)
    }

    /// The command line's id of `question` of entry `entry` (`QuestionID(entry:question:).key`
    /// in StudyKit, which CatalogKit does not import): the entry, a colon, and the 64-bit
    /// FNV-1a hash of the question's words in 16 hex digits, after undoing every edit that
    /// changes no word (NFKC, curly quotes, `` ` `` and `*`, case, spacing, and the `?`, `.`,
    /// `!` or `:` at the end). A test holds the two equal for every question of the catalogue.
    package static func questionKey(entry: String, question: String) -> String {
        var text = question.precomposedStringWithCompatibilityMapping
        for (curly, straight) in [("\u{2018}", "'"), ("\u{2019}", "'"), ("\u{201C}", "\""), ("\u{201D}", "\"")] {
            text = text.replacingOccurrences(of: curly, with: straight)
        }
        text = text.lowercased()
        text.removeAll { $0 == "`" || $0 == "*" }
        var words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        while let last = words.last, "?.!:".contains(last) || last.isWhitespace {
            words.removeLast()
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in words.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return entry + ":" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The quiz's markup, `<section id="quiz">…</section>`: it reads fully without script (a
    /// `<noscript>` line points to every question on `questions.html`).
    package static let body = #"""
        <section id="quiz" aria-labelledby="quiz-title">
          <h1 id="quiz-title">Quiz</h1>
          <p>Questions come back on a spaced-repetition schedule, the same as <code>patterns review</code>:
          what you knew waits longer each time, what you missed comes back tomorrow.
          Your progress stays in this browser.</p>
          <noscript><p>The quiz needs JavaScript. Every question and its answer is on
          <a href="questions.html">the questions page</a>.</p></noscript>
          <nav id="quiz-families" aria-label="Quiz one family"></nav>
          <p id="quiz-notice" role="alert" hidden></p>
          <p id="quiz-status" aria-live="polite"></p>
          <div id="quiz-card" hidden>
            <p class="quiz-entry"><a id="quiz-entry"></a></p>
            <h2 id="quiz-question"></h2>
            <button type="button" id="quiz-reveal">Show the answer</button>
            <div id="quiz-answer" hidden></div>
            <p id="quiz-grade" hidden>
              <button type="button" id="quiz-knew">I knew it</button>
              <button type="button" id="quiz-missed">I did not</button>
            </p>
          </div>
        </section>
        """#

    /// The content of `assets/quiz.js`.
    ///
    /// `#quiz` tells tests where it is: `data-state` (`question`, `answer`, `done`),
    /// `data-question-id` (the question shown), `data-answer` once an answer is asked for
    /// (`loading` while its family's file loads, then `shown` or `failed`).
    ///
    /// Also defines `window.SwiftPatternsQuiz.schedule(card, grade, day)` (the next card after
    /// `grade`, `"knew"` or `"missed"`, on `day`; `card` null for a new question), which the
    /// browser tests compare with the command line's schedule.
    package static let script = #"""
        (function () {
          "use strict";
          var KEY = "swiftpatterns.quiz.v1", BOXES = 8;
          var DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

          function dayNumber(iso) {
            var m = DAY.exec(iso);
            if (!m) return null;
            var y = +m[1], mo = +m[2], d = +m[3], t = Date.UTC(y, mo - 1, d);
            var back = new Date(t);
            if (y < 1 || back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
              return null;
            }
            return Math.round(t / 86400000);
          }
          function isoDay(number) {
            var d = new Date(number * 86400000);
            function pad(v, w) { v = String(v); while (v.length < w) v = "0" + v; return v; }
            return pad(d.getUTCFullYear(), 4) + "-" + pad(d.getUTCMonth() + 1, 2) + "-" + pad(d.getUTCDate(), 2);
          }
          function addDays(iso, days) { return isoDay(dayNumber(iso) + days); }
          function interval(box) { return 1 << (Math.min(Math.max(box, 1), BOXES) - 1); }

          // The command line's Leitner schedule (LeitnerSchedule.record in StudyKit).
          function schedule(card, grade, day) {
            if (!card) {
              var first = grade === "knew" ? 2 : 1;
              return { box: first, due: addDays(day, interval(first)), lastReviewed: day };
            }
            var later = card.lastReviewed > day ? card.lastReviewed : day;
            var next = { box: card.box, due: card.due, lastReviewed: later };
            if (grade === "missed") {
              next.box = 1;
              next.due = addDays(day, interval(1));
            } else if (card.due <= day) {
              next.box = Math.min(card.box + 1, BOXES);
              next.due = addDays(day, interval(next.box));
            }
            return next;
          }

          function today() {
            var asked = new URLSearchParams(location.search).get("today");
            if (asked && dayNumber(asked) !== null) return asked;
            var now = new Date();
            return isoDay(Math.round(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 86400000));
          }

          function validCard(c) {
            return c !== null && typeof c === "object" && typeof c.box === "number" && c.box % 1 === 0 &&
              c.box >= 1 && c.box <= BOXES && dayNumber(c.due) !== null && dayNumber(c.lastReviewed) !== null;
          }
          function valid(state) {
            if (state === null || typeof state !== "object" || state.version !== 1) return false;
            if (state.cards === null || typeof state.cards !== "object" || Array.isArray(state.cards)) return false;
            for (var id in state.cards) if (!validCard(state.cards[id])) return false;
            var i = state.introduced;
            return i === undefined || (i !== null && typeof i === "object" && dayNumber(i.day) !== null &&
              typeof i.count === "number" && i.count >= 0);
          }

          // The stored progress, or a fresh one; a value that cannot be read is kept aside, not lost.
          function load(say) {
            var fresh = { version: 1, cards: {} }, raw;
            try {
              raw = localStorage.getItem(KEY);
            } catch (e) {
              say("This browser keeps no quiz progress on this page.");
              return fresh;
            }
            if (raw === null) return fresh;
            var state = null;
            try { state = JSON.parse(raw); } catch (e) { state = null; }
            if (valid(state)) return state;
            var aside = KEY + ".damaged", n = 1;
            while (localStorage.getItem(aside) !== null) { n += 1; aside = KEY + ".damaged." + n; }
            localStorage.setItem(aside, raw);
            localStorage.setItem(KEY, JSON.stringify(fresh));
            say("Your saved quiz progress could not be read, so the quiz starts afresh. " +
              "The old value is kept in this browser's local storage under \u201c" + aside + "\u201d.");
            return fresh;
          }
          function save(state) {
            try { localStorage.setItem(KEY, JSON.stringify(state)); } catch (e) { /* private mode: nothing kept */ }
          }

          // Markdown answers, lightly: paragraphs, lists, code blocks, `code` and **bold**.
          function inline(text, into) {
            var parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*)/);
            parts.forEach(function (p) {
              if (!p) return;
              var node;
              if (p.charAt(0) === "`" && p.length > 2) {
                node = document.createElement("code");
                node.textContent = p.slice(1, -1);
              } else if (p.slice(0, 2) === "**" && p.length > 4) {
                node = document.createElement("strong");
                node.textContent = p.slice(2, -2);
              } else {
                node = document.createTextNode(p.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1"));
              }
              into.appendChild(node);
            });
          }
          function render(markdown, into) {
            into.textContent = "";
            var blocks = [], code = null, current = [];
            markdown.split("\n").forEach(function (line) {
              if (/^\s*```/.test(line)) {
                if (code === null) { if (current.length) blocks.push(current); current = []; code = []; }
                else { blocks.push({ code: code.join("\n") }); code = null; }
              } else if (code !== null) code.push(line);
              else if (!line.trim()) { if (current.length) blocks.push(current); current = []; }
              else current.push(line);
            });
            if (code !== null) blocks.push({ code: code.join("\n") });
            if (current.length) blocks.push(current);
            blocks.forEach(function (block) {
              if (block.code !== undefined) {
                var pre = document.createElement("pre"), c = document.createElement("code");
                c.textContent = block.code; pre.appendChild(c); into.appendChild(pre); return;
              }
              var item = /^\s*([-*]|\d+\.)\s/;
              if (item.test(block[0]) && block.every(function (l) { return item.test(l) || /^\s{2,}\S/.test(l); })) {
                var list = document.createElement("ul"), li = null;
                block.forEach(function (l) {
                  var m = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(l);
                  if (m) { li = document.createElement("li"); list.appendChild(li); inline(m[1], li); }
                  else inline(" " + l.trim(), li);
                });
                into.appendChild(list); return;
              }
              var p = document.createElement("p");
              inline(block.join(" "), p);
              into.appendChild(p);
            });
          }

          function start() {
            var section = document.getElementById("quiz");
            var data = window.PATTERNS_QUIZ;
            if (!section) return;
            if (!data) {
              document.getElementById("quiz-status").textContent = "The quiz's questions did not load.";
              console.error("quiz: window.PATTERNS_QUIZ is missing (assets/quiz-data.js did not load)");
              return;
            }
            var root = document.body.dataset.root || "";
            var day = today();
            var params = new URLSearchParams(location.search);
            var family = params.get("family"), only = params.get("entry");
            var notice = document.getElementById("quiz-notice");
            var state = load(function (text) { notice.textContent = text; notice.hidden = false; });
            var perDay = data.newPerDay || 5;
            // Each question as [id, entry, entry's name, family, question], in the catalogue's order.
            var questions = [];
            data.entries.forEach(function (e) {
              var f = data.families[e[2]][0];
              if ((family && f !== family) || (only && e[0] !== only)) return;
              for (var i = 3; i < e.length; i++) questions.push([e[0] + ":" + e[i][0], e[0], e[1], f, e[i][1]]);
            });
            var tally = { knew: 0, asked: 0 };
            var el = function (id) { return document.getElementById(id); };

            var nav = el("quiz-families");
            if (nav) {
              var links = [["", "All families"]].concat(data.families);
              links.forEach(function (f, i) {
                var a = document.createElement("a");
                var query = [];
                if (f[0]) query.push("family=" + encodeURIComponent(f[0]));
                if (params.get("today")) query.push("today=" + encodeURIComponent(params.get("today")));
                a.href = "quiz.html" + (query.length ? "?" + query.join("&") : "");
                a.textContent = f[1];
                if ((family || "") === f[0]) a.setAttribute("aria-current", "page");
                if (i) nav.appendChild(document.createTextNode(" \u00b7 "));
                nav.appendChild(a);
              });
            }

            function introducedToday() {
              return state.introduced && state.introduced.day === day ? state.introduced.count : 0;
            }
            function queue() {
              var due = [], fresh = [];
              questions.forEach(function (q, order) {
                var card = state.cards[q[0]];
                if (card && card.due <= day) due.push([q, card, order]);
                else if (!card) fresh.push(q);
              });
              due.sort(function (a, b) {
                return a[1].due < b[1].due ? -1 : a[1].due > b[1].due ? 1 : a[1].box - b[1].box || a[2] - b[2];
              });
              return {
                due: due.map(function (d) { return d[0]; }),
                fresh: only ? fresh : fresh.slice(0, Math.max(0, perDay - introducedToday())),
              };
            }
            function nextReview() {
              var first = null, count = 0;
              questions.forEach(function (q) {
                var card = state.cards[q[0]];
                if (!card || card.due <= day) return;
                if (first === null || card.due < first) { first = card.due; count = 1; }
                else if (card.due === first) count += 1;
              });
              if (first === null) return "";
              return " Next review: " + first + " (" + count + (count === 1 ? " question)." : " questions).");
            }

            var shown = null;
            function show() {
              var q = queue();
              var card = el("quiz-card");
              shown = q.due[0] || q.fresh[0] || null;
              section.dataset.today = day;
              if (!shown) {
                card.hidden = true;
                section.dataset.state = "done";
                delete section.dataset.questionId;
                var visit = tally.asked ? " You knew " + tally.knew + " of the " + tally.asked + " asked." : "";
                el("quiz-status").textContent = questions.length
                  ? "Nothing more to review today (" + day + ")." + visit + nextReview()
                  : "No questions for \u201c" + (only || family) + "\u201d: choose a family above.";
                return;
              }
              section.dataset.state = "question";
              section.dataset.questionId = shown[0];
              el("quiz-status").textContent = q.due.length + " due and " + q.fresh.length + " new today (" + day + ").";
              var entry = el("quiz-entry");
              entry.textContent = shown[2];
              entry.href = root + shown[3] + "/" + shown[1] + ".html";
              el("quiz-question").textContent = shown[4];
              el("quiz-answer").textContent = "";
              delete section.dataset.answer;
              el("quiz-answer").hidden = true;
              el("quiz-grade").hidden = true;
              el("quiz-reveal").hidden = false;
              card.hidden = false;
            }
            function grade(g) {
              if (!shown) return;
              var id = shown[0], old = state.cards[id];
              if (!old) state.introduced = { day: day, count: introducedToday() + 1 };
              tally.asked += 1;
              if (g === "knew") tally.knew += 1;
              state.cards[id] = schedule(old, g, day);
              save(state);
              show();
            }
            // A family's answers load the first time one of them is shown (a script element:
            // fetch cannot read a file:// page's files); then each callback gets them, or null.
            var loading = {};
            function withAnswers(f, then) {
              var all = window.PATTERNS_QUIZ_ANSWERS;
              if (all && all[f]) return then(all[f]);
              if (loading[f]) return loading[f].push(then);
              loading[f] = [then];
              var script = document.createElement("script");
              script.src = root + "assets/quiz/" + encodeURIComponent(f) + ".js";
              script.onload = script.onerror = function () {
                var waiting = loading[f], got = window.PATTERNS_QUIZ_ANSWERS && window.PATTERNS_QUIZ_ANSWERS[f];
                delete loading[f];
                if (!got) {
                  script.remove();
                  console.error("quiz: the answers of " + f + " did not load (" + script.src + ")");
                }
                waiting.forEach(function (w) { w(got || null); });
              };
              document.head.appendChild(script);
            }
            function showAnswer(q) {
              var into = el("quiz-answer");
              section.dataset.answer = "loading";
              into.textContent = "Loading the answer\u2026";
              withAnswers(q[3], function (answers) {
                if (shown !== q) return;
                var text = answers && answers[q[0]];
                if (typeof text === "string") {
                  render(text, into);
                  section.dataset.answer = "shown";
                  return;
                }
                if (answers) console.error("quiz: no answer for " + q[0]);
                into.textContent = "The answer did not load. Every answer is on ";
                var link = document.createElement("a");
                link.href = root + "questions.html";
                link.textContent = "the questions page";
                into.appendChild(link);
                into.appendChild(document.createTextNode("."));
                section.dataset.answer = "failed";
              });
            }
            el("quiz-reveal").addEventListener("click", function () {
              if (!shown) return;
              el("quiz-answer").hidden = false;
              el("quiz-grade").hidden = false;
              el("quiz-reveal").hidden = true;
              section.dataset.state = "answer";
              showAnswer(shown);
              el("quiz-knew").focus();
            });
            el("quiz-knew").addEventListener("click", function () { grade("knew"); });
            el("quiz-missed").addEventListener("click", function () { grade("missed"); });
            show();
          }

          // The data may load after this script (an async script tag): then start once the page has loaded.
          function boot() {
            if (window.PATTERNS_QUIZ || document.readyState === "complete") start();
            else window.addEventListener("load", start);
          }
          window.SwiftPatternsQuiz = { schedule: schedule, render: render, key: KEY };
          if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
          else boot();
        })();

        """#
}
