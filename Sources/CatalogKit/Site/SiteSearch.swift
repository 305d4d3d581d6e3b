import ExampleKit

/// Search in the site's pages: an index the tool writes, and a script that ranks it as you type.
///
/// `assets/search-index.js` assigns `window.PATTERNS_INDEX`: every entry's id, name, family,
/// one-line intent, aliases, tags, the rest of its intent section and its interview
/// questions, plus the common words the command line ignores and its synonym table. `assets/search.js` reads it (it
/// loads the index itself on first use, so a page needs only
/// `<script src="{root}assets/search.js" defer></script>`), answers as you type in
/// `#search-input` with a short list under the box, and fills `#search-results` on
/// `search.html?q=…`. Links are made from `document.body.dataset.root`.
///
/// The script ranks as ``SearchIndex`` does (BM25F over the same fields with the same
/// weights, the same stemming and common words, prefixes, synonyms, and a bonus for a query
/// that names an entry), without the answers and bodies, which would make the index several
/// times larger: it need not rank exactly as the command line does, and a browser test holds
/// it to a fixed set of interview questions.
package enum SiteSearch {
    /// The content of `assets/search-index.js` for `catalog`, with the command line's
    /// `synonyms` (`Synonyms.read(from: CatalogContent.files)`; without them, `block` no longer
    /// finds `closure`).
    ///
    /// `{"version":1, "stop":[…], "cues":[…], "synonyms":{"phrase":["phrase", …]}, "entries":[…]}`,
    /// each entry an array: id, name, family id, family title, one-line intent, aliases, tags,
    /// the rest of the intent section, interview questions.
    package static func indexScript(catalog: Catalog, synonyms: Synonyms) -> String {
        let titles = Dictionary(
            catalog.knownFamilies.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let entries = catalog.entries.map { entry -> String in
            ScriptLiteral.array([
                ScriptLiteral.string(entry.id),
                ScriptLiteral.string(entry.name),
                ScriptLiteral.string(entry.family.id),
                ScriptLiteral.string(titles[entry.family.id] ?? entry.family.title),
                ScriptLiteral.string(entry.intent),
                ScriptLiteral.strings(entry.aliases),
                ScriptLiteral.strings(entry.tags),
                ScriptLiteral.string(restOfIntent(entry)),
                ScriptLiteral.strings(entry.questions.map(\.question)),
            ])
        }
        let rules = synonyms.expansions.keys.sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }.map {
            phrase -> String in
            let targets = (synonyms.expansions[phrase] ?? []).map { $0.joined(separator: " ") }
            return ScriptLiteral.string(phrase.joined(separator: " ")) + ":" + ScriptLiteral.strings(targets)
        }
        return "window.PATTERNS_INDEX={\"version\":1,\n\"stop\":"
            + ScriptLiteral.strings(SearchText.stopWords.sorted())
            + ",\n\"cues\":" + ScriptLiteral.strings(SearchText.nameCues.sorted())
            + ",\n\"synonyms\":{" + rules.joined(separator: ",") + "},\n\"entries\":[\n"
            + entries.joined(separator: ",\n") + "]};\n"
    }

    /// The intent section after its first sentence (which the index holds already as the
    /// entry's one-line intent), on one line: the whole section is searched, once.
    static func restOfIntent(_ entry: Entry) -> String {
        let words = (entry.section(.intent) ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let first = entry.intent.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard words.hasPrefix(first) else { return words }
        return String(words.dropFirst(first.count)).trimmingSpaces
    }

    /// The content of `assets/search.js`.
    ///
    /// Also defines `window.SwiftPatternsSearch.search(query)` (the ranked entries, best
    /// first), which the browser tests call.
    package static let script = #"""
        (function () {
          "use strict";
          var FIELDS = [[10, 0], [10, 0], [8, 0], [3, 0], [4, 0.5], [3, 0.5]]; // weight, b
          var K1 = 5, SYNONYM = 0.7, PREFIX = 0.4, RELATIVE = 0.3, BASE = 0.5, CUE = 3, PART = 0.7;
          var index = null, waiting = [], requested = false;

          function root() { return (document.body && document.body.dataset.root) || ""; }

          function stem(w) {
            if (w.length <= 3 || w.charAt(w.length - 1) !== "s") return w;
            function ends(s) { return w.length > s.length && w.slice(-s.length) === s; }
            if (ends("ies") && !ends("eies") && !ends("aies")) return w.slice(0, -3) + "y";
            if (ends("sses") || ends("ches") || ends("shes") || ends("xes") || ends("zzes")) return w.slice(0, -2);
            if (ends("ss") || ends("us") || ends("is")) return w;
            return w.slice(0, -1);
          }

          // Words as the command line reads them: letters, digits and inner "_", a leading "@" or "#",
          // "as!" and "try?" whole; an identifier's parts follow it, marked as parts.
          var TOKEN = /[@#]?[A-Za-z0-9\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*/g;
          function tokens(text, body) {
            var m;
            TOKEN.lastIndex = 0;
            while ((m = TOKEN.exec(text)) !== null) {
              var word = m[0].replace(/_+$/, "").toLowerCase();
              var after = text.charAt(m.index + m[0].length);
              if ((word === "as" || word === "try") && (after === "!" || after === "?")) word += after;
              body(stem(word), false);
              if (/[_@#]/.test(word)) {
                word.split(/[_@#]+/).forEach(function (part) { if (part) body(stem(part), true); });
              }
            }
          }

          function terms(text) {
            var words = [], out = [];
            tokens(text, function (t, part) { if (!part) words.push(t); });
            words.forEach(function (w, at) {
              if (index.stop[w]) return;
              if (w === "design" && words[at + 1] === "pattern") return;
              out.push(w);
            });
            return out;
          }

          function stemHead(t) { return t.length >= 6 && /^[a-z]+$/.test(t) ? t.slice(0, 5) : null; }

          function baseForms(t) {
            if (!/^[a-z]+$/.test(t)) return [];
            var cut = t.length >= 6 && /ing$/.test(t) ? 3 : t.length >= 5 && /ed$/.test(t) ? 2 : 0;
            if (!cut) return [];
            var s = t.slice(0, -cut), forms = [s, s + "e"], last = s.charAt(s.length - 1);
            if (s.length >= 4 && s.charAt(s.length - 2) === last && "aeiouls".indexOf(last) < 0) {
              forms.push(s.slice(0, -1));
            }
            return forms.filter(function (f) { return f !== t; });
          }

          function build(data) {
            // Maps without a prototype: a word such as "constructor" is a word like any other.
            var stop = Object.create(null), cues = Object.create(null), synonyms = Object.create(null);
            data.stop.forEach(function (w) { stop[w] = true; });
            data.cues.forEach(function (w) { cues[w] = true; });
            Object.keys(data.synonyms).forEach(function (k) { synonyms[k] = data.synonyms[k]; });
            index = { stop: stop, cues: cues, synonyms: synonyms, entries: [], lengths: [] };
            index.postings = Object.create(null);
            var sums = [0, 0, 0, 0, 0, 0];
            data.entries.forEach(function (e, n) {
              var entry = {
                id: e[0], name: e[1], family: e[2], familyTitle: e[3], intent: e[4], questions: e[8]
              };
              index.entries.push(entry);
              var nameParts = e[1].split(/[()]/).filter(function (p) { return p.trim(); });
              entry.titles = [];
              [e[0]].concat(nameParts, e[5]).forEach(function (title) {
                var t = terms(title);
                var key = t.join(" ");
                if (t.length && !entry.titles.some(function (o) { return o.join(" ") === key; })) entry.titles.push(t);
              });
              var fields = [[e[0]], [e[1]], e[5], e[6].concat([e[2]]), [e[4], e[7]], e[8]];
              var lengths = [];
              fields.forEach(function (texts, f) {
                var counts = Object.create(null), length = 0;
                texts.forEach(function (text) {
                  tokens(text, function (t, part) {
                    if (!part) length += 1;
                    counts[t] = (counts[t] || 0) + (part ? 0.5 : 1);
                  });
                });
                lengths.push(length);
                sums[f] += length;
                Object.keys(counts).forEach(function (t) {
                  (index.postings[t] = index.postings[t] || []).push([n, f, counts[t]]);
                });
              });
              index.lengths.push(lengths);
            });
            index.averages = sums.map(function (s) { return Math.max(1, s / Math.max(1, data.entries.length)); });
            index.vocabulary = Object.keys(index.postings).sort();
          }

          function firstWord(prefix) {
            var v = index.vocabulary, low = 0, high = v.length;
            while (low < high) {
              var mid = (low + high) >> 1;
              if (v[mid] < prefix) low = mid + 1; else high = mid;
            }
            return low;
          }

          function matches(term) {
            var found = index.postings[term] ? [[term, 1]] : [];
            if (term.length < 3) return found;
            var v = index.vocabulary, i;
            for (i = firstWord(term); i < v.length && v[i].indexOf(term) === 0; i++) {
              if (v[i].length > term.length) found.push([v[i], PREFIX]);
            }
            var head = stemHead(term);
            if (head) {
              for (i = firstWord(head); i < v.length && v[i].indexOf(head) === 0; i++) {
                if (v[i].indexOf(term) === 0) continue;
                var shared = 0;
                while (shared < v[i].length && v[i].charAt(shared) === term.charAt(shared)) shared++;
                if (shared >= 0.7 * Math.min(v[i].length, term.length)) found.push([v[i], RELATIVE]);
              }
            }
            if (!index.postings[term]) {
              baseForms(term).forEach(function (b) {
                if (index.postings[b] && !found.some(function (f) { return f[0] === b; })) found.push([b, BASE]);
              });
            }
            return found;
          }

          function idf(term) {
            var seen = Object.create(null), df = 0;
            (index.postings[term] || []).forEach(function (p) { if (!seen[p[0]]) { seen[p[0]] = true; df++; } });
            var n = index.entries.length;
            return Math.log(1 + (n - df + 0.5) / (df + 0.5));
          }

          function expansions(ts) {
            var found = [];
            for (var start = 0; start < ts.length; start++) {
              for (var len = 1; len <= Math.min(4, ts.length - start); len++) {
                (index.synonyms[ts.slice(start, start + len).join(" ")] || []).forEach(function (target) {
                  found.push([start, target.split(" ")]);
                });
              }
            }
            return found;
          }

          function concepts(query) {
            var ts = terms(query);
            if (!ts.length) tokens(query, function (t, part) { if (!part) ts.push(t); });
            ts = ts.filter(function (t, i) { return ts.indexOf(t) === i; });
            var list = ts.map(function (t) {
              var parts = /[_@#]/.test(t) ? t.split(/[_@#]+/).filter(function (p) { return p && !index.stop[p]; }) : [];
              if (!index.postings[t] && parts.length) return parts.map(function (p) { return [stem(p), PART]; });
              return [[t, 1]];
            });
            expansions(ts).forEach(function (x) {
              x[1].forEach(function (t) {
                if (!list[x[0]].some(function (c) { return c[0] === t; })) {
                  list[x[0]].push([t, SYNONYM / Math.sqrt(x[1].length)]);
                }
              });
            });
            return { terms: ts, concepts: list };
          }

          function extendsWord(term, word) {
            return term === word || (word.length >= 5 && stemHead(term) !== null && term.indexOf(word) === 0);
          }

          function names(title, phrases) {
            return phrases.some(function (p) {
              for (var s = 0; s + title.length <= p.length; s++) {
                var all = true;
                for (var k = 0; k < title.length && all; k++) all = extendsWord(p[s + k], title[k]);
                if (all) return true;
              }
              return false;
            });
          }

          function cuedWords(query) {
            var previous = null, cued = [];
            tokens(query, function (t, part) {
              if (part) return;
              if (previous !== null && index.cues[t]) cued.push(previous);
              previous = t;
            });
            return cued;
          }

          function bestQuestion(entry, list) {
            var best = null, bestScore = 0;
            entry.questions.forEach(function (q) {
              var words = Object.create(null), score = 0;
              terms(q).forEach(function (w) { words[w] = true; });
              list.forEach(function (concept) {
                var hit = 0;
                concept.forEach(function (c) {
                  var h = words[c[0]] ? c[1] : 0;
                  if (!h && c[0].length >= 3) {
                    for (var w in words) if (w.indexOf(c[0]) === 0) { h = c[1] * PREFIX; break; }
                  }
                  hit = Math.max(hit, h);
                });
                if (hit > 0) score += hit * idf(concept[0][0]);
              });
              if (score > bestScore) { bestScore = score; best = q; }
            });
            return best;
          }

          function search(query) {
            var parsed = concepts(query), list = parsed.concepts;
            if (!list.length) return [];
            var n = index.entries.length, scores = [], matched = [], e;
            for (e = 0; e < n; e++) { scores.push(0); matched.push(0); }
            list.forEach(function (concept) {
              var conceptScores = scores.map(function () { return 0; });
              concept.forEach(function (c) {
                var frequency = scores.map(function () { return 0; });
                matches(c[0]).forEach(function (m) {
                  index.postings[m[0]].forEach(function (p) {
                    var b = FIELDS[p[1]][1];
                    var norm = 1 - b + b * index.lengths[p[0]][p[1]] / index.averages[p[1]];
                    frequency[p[0]] += m[1] * FIELDS[p[1]][0] * p[2] / norm;
                  });
                });
                var df = frequency.filter(function (f) { return f > 0; }).length;
                if (!df) return;
                var weight = Math.log(1 + (n - df + 0.5) / (df + 0.5));
                frequency.forEach(function (f, i) {
                  if (f > 0) conceptScores[i] += c[1] * weight * f / (K1 + f);
                });
              });
              conceptScores.forEach(function (s, i) { if (s > 0) { scores[i] += s; matched[i] += 1; } });
            });
            var phrases = [parsed.terms].concat(expansions(parsed.terms).map(function (x) { return x[1]; }));
            var cued = cuedWords(query);
            var ranked = [];
            for (e = 0; e < n; e++) {
              if (scores[e] <= 0) continue;
              var bonus = 0;
              index.entries[e].titles.forEach(function (title) {
                if (!names(title, phrases)) return;
                var last = title[title.length - 1];
                var cue = cued.some(function (w) { return extendsWord(w, last); }) ? CUE : 1;
                var rarity = title.reduce(function (sum, w) { return sum + idf(w); }, 0);
                bonus = Math.max(bonus, rarity * title.length * cue);
              });
              var score = (scores[e] + bonus) * (0.5 + 0.5 * matched[e] / list.length);
              ranked.push({ entry: index.entries[e], score: score, concepts: list });
            }
            ranked.sort(function (a, b) {
              return b.score - a.score || (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0);
            });
            return ranked;
          }

          function withIndex(body) {
            if (index) return body();
            if (window.PATTERNS_INDEX) { build(window.PATTERNS_INDEX); return body(); }
            waiting.push(body);
            if (requested) return;
            requested = true;
            var script = document.createElement("script");
            script.src = root() + "assets/search-index.js";
            script.onerror = function () { console.error("search: " + script.src + " did not load"); };
            script.onload = function () {
              if (!window.PATTERNS_INDEX) return console.error("search: window.PATTERNS_INDEX is missing");
              build(window.PATTERNS_INDEX);
              waiting.splice(0).forEach(function (b) { b(); });
            };
            document.head.appendChild(script);
          }

          function item(result, explain) {
            var li = document.createElement("li");
            var a = document.createElement("a");
            a.href = root() + result.entry.family + "/" + result.entry.id + ".html";
            a.textContent = result.entry.name;
            li.appendChild(a);
            var family = document.createElement("span");
            family.className = "search-family";
            family.textContent = " " + result.entry.familyTitle;
            li.appendChild(family);
            if (explain) {
              var snippet = document.createElement("span");
              snippet.className = "search-snippet";
              var text = bestQuestion(result.entry, result.concepts) || result.entry.intent;
              snippet.textContent = text.replace(/[`*]/g, "");
              li.appendChild(document.createElement("br"));
              li.appendChild(snippet);
            }
            return li;
          }

          function fill(list, query, limit, explain) {
            list.textContent = "";
            if (!query.trim()) return;
            var results = search(query);
            results.slice(0, limit).forEach(function (r) { list.appendChild(item(r, explain)); });
            if (!results.length) {
              var none = document.createElement("li");
              none.className = "search-none";
              none.textContent = "No entry matches \u201c" + query + "\u201d.";
              list.appendChild(none);
            }
          }

          function start() {
            var input = document.getElementById("search-input");
            var page = document.getElementById("search-results");
            var query = new URLSearchParams(location.search).get("q") || "";
            if (page) {
              if (input && !input.value) input.value = query;
              withIndex(function () { fill(page, query, 30, true); });
            }
            if (!input) return;
            var box = document.createElement("ul");
            box.id = "search-suggestions";
            box.className = "search-suggestions";
            box.hidden = true;
            input.setAttribute("autocomplete", "off");
            input.setAttribute("aria-controls", box.id);
            input.setAttribute("aria-expanded", "false");
            function show(open) {
              box.hidden = !open;
              input.setAttribute("aria-expanded", open ? "true" : "false");
            }
            input.parentNode.insertBefore(box, input.nextSibling);
            input.addEventListener("input", function () {
              withIndex(function () {
                if (page) {
                  fill(page, input.value, 30, true);
                  return;
                }
                fill(box, input.value, 8, false);
                show(!!box.firstChild);
              });
            });
            // Escape closes the list; the arrow keys move between the box and the list's links.
            function move(from, by) {
              var links = Array.prototype.slice.call(box.querySelectorAll("a"));
              var at = links.indexOf(from) + by;
              if (at < 0) input.focus();
              else if (at < links.length) links[at].focus();
            }
            var form = input.form || input.parentNode;
            form.addEventListener("keydown", function (event) {
              if (event.key === "Escape") {
                show(false);
                input.focus();
              } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && !box.hidden) {
                event.preventDefault();
                move(document.activeElement, event.key === "ArrowDown" ? 1 : -1);
              }
            });
            document.addEventListener("click", function (event) {
              if (!form.contains(event.target)) show(false);
            });
          }

          window.SwiftPatternsSearch = {
            search: function (query) {
              var out = null;
              withIndex(function () { out = search(query); });
              return out;
            },
          };
          if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
          else start();
        })();

        """#
}
