import Foundation

/// One entry found by ``Catalog/search(_:)``, with why it matched.
package struct SearchResult: Equatable, Sendable {
    package var entry: Entry
    /// The relevance: higher is better; only the order means something.
    package var score: Double
    /// Whether the entry matched every meaningful query word (or a synonym of it).
    package var matchedAll: Bool
    /// The entry's interview question that best matches the query, if one does.
    package var question: String?
    /// What to show under the result: ``question`` when there is one, otherwise a line of the
    /// entry that shows the match (the intent when it matches).
    package var snippet: String
}

extension Catalog {
    /// Entries relevant to `query`, best first.
    ///
    /// Suits questions as well as keywords: common words (`how`, `vs`, `explain`, "design
    /// pattern") are dropped, no word is required (an entry missing one ranks lower, it is not
    /// left out), an entry the query names word for word ranks higher, plurals find singulars,
    /// prefixes and near forms count a little, and the catalogue's synonym table widens the
    /// query (`block` also finds `closure`). See ``SearchIndex``.
    ///
    /// - Complexity: O(total text size) to index the catalogue, then O(matches) per query.
    package func search(_ query: String, synonyms: Synonyms = Synonyms()) -> [SearchResult] {
        SearchIndex(catalog: self, synonyms: synonyms, for: query).search(query)
    }
}

/// A BM25F index of the catalogue: each field weighted by how much it says about its entry.
///
/// Build it once to run many queries (`patterns search` runs one; the search-quality test
/// runs hundreds).
package struct SearchIndex: Sendable {
    /// The parts of an entry, and how much a hit in each says about the entry.
    enum Field: Int, CaseIterable {
        case id, name, alias, tag, intent, question, answer, body

        var weight: Double {
            switch self {
            case .id, .name: 10
            case .alias: 8
            case .tag: 3
            case .intent: 4
            case .question: 3
            case .answer: 1
            case .body: 1
            }
        }

        /// How much a long field is discounted (BM25's `b`): short labels not at all.
        var lengthNormalization: Double {
            switch self {
            case .id, .name, .alias, .tag: 0
            case .intent, .question: 0.5
            case .answer, .body: 0.75
            }
        }
    }

    struct Posting {
        var entry: Int
        var field: Field
        var count: Double
    }

    /// Every entry, by entry number (the numbers postings refer to).
    let entries: [Entry]
    /// Every entry's id, by entry number.
    let ids: [String]
    /// Every entry's interview questions as their plain words (``plainWords(_:)``), by entry number.
    let questions: [[String]]
    /// Every entry's titles, by entry number: its id, its name (and what the name says in
    /// parentheses) and its aliases, each as search terms. A query that holds every term of
    /// one of them names the entry.
    let titles: [[[String]]]
    private let synonyms: Synonyms
    private(set) var postings: [String: [Posting]] = [:]
    /// Every indexed word, in UTF-8 byte order, so the words a term is a prefix of are one run.
    private(set) var vocabulary: [String] = []
    /// For each entry, the length of each field in terms.
    private(set) var lengths: [[Double]] = []
    private var averageLengths: [Double]
    /// The ranking's constants (a test may try others against the question fixture).
    var tuning = Tuning()

    /// The constants of the ranking, in one place.
    struct Tuning: Sendable, Equatable {
        /// How much a hit in each field counts, by ``Field`` (its ``Field/weight``).
        var fieldWeights = Field.allCases.map(\.weight)
        /// How much a long field is discounted, by ``Field`` (its ``Field/lengthNormalization``).
        var lengthNormalizations = Field.allCases.map(\.lengthNormalization)
        /// BM25's term-frequency saturation.
        var k1 = 5.0
        /// How much a synonym's hit counts against the word the learner typed.
        var synonymWeight = 0.7
        /// How much a word that only starts with a query term counts.
        var prefixWeight = 0.4
        /// How much a word that shares most of its beginning with a query term counts.
        var relativeWeight = 0.3
        /// How much naming an entry adds: this times the summed inverse document frequencies
        /// of the name's words, times their number.
        var titleWeight = 1.0
        /// How many times more a name counts when the query calls it a pattern, a principle
        /// or a smell ("the delegate pattern").
        var cueWeight = 3.0
        /// How much the word a verb form comes from counts (`link` for `linking`).
        var baseFormWeight = 0.5
    }

    /// Indexes every entry of `catalog`, for any number of queries, widened by `synonyms`.
    package init(catalog: Catalog, synonyms: Synonyms) {
        self.init(catalog: catalog, synonyms: synonyms, filter: nil)
    }

    /// Indexes `catalog` for `query` alone: every word is counted, but only the words the
    /// query can match (its terms, their identifier parts, their synonyms, and the words
    /// they are prefixes of) are kept, so one search does not build the whole vocabulary.
    /// ``search(_:)`` with this `query` ranks exactly as the full index does.
    package init(catalog: Catalog, synonyms: Synonyms, for query: String) {
        self.init(
            catalog: catalog, synonyms: synonyms,
            filter: TermFilter(terms: Self.wantedTerms(for: query, synonyms: synonyms)))
    }

    /// The words `query` can match: its terms (or, when all its words are common words, those
    /// words: see `concepts(for:)`), their identifier parts, and every synonym of them that
    /// `concepts(for:)` may add (from the terms as typed and without repeats). A word the index
    /// holds matches when one of these is a prefix of it.
    static func wantedTerms(for query: String, synonyms: Synonyms) -> [String] {
        var terms = SearchText.terms(in: query)
        if terms.isEmpty {
            SearchText.indexTerms(in: query) { term, isPart in if !isPart { terms.append(term) } }
        }
        var seen: Set<String> = []
        var wanted = terms + terms.flatMap(SearchText.parts(of:))
        for list in [terms, terms.filter { seen.insert($0).inserted }] {
            for (_, phrase) in synonyms.expansions(of: list) { wanted += phrase }
        }
        return wanted + wanted.compactMap(stemHead(of:)) + wanted.flatMap(baseForms(of:))
    }

    /// The words a verb form may come from: `linking` → `link`, `caching` → `cache`,
    /// `logging` → `log`, `injected` → `inject`, `cached` → `cache`. Plain words only, and only
    /// forms of three letters or more; a search uses the ones the index holds, for a verb form
    /// no entry uses (see ``matches(of:)``).
    static func baseForms(of term: String) -> [String] {
        let bytes = Array(term.utf8)
        guard bytes.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else { return [] }
        let ending: Int
        if bytes.count >= 6, bytes.suffix(3).elementsEqual("ing".utf8) {
            ending = 3
        } else if bytes.count >= 5, bytes.suffix(2).elementsEqual("ed".utf8) {
            ending = 2
        } else {
            return []
        }
        let stem = bytes.dropLast(ending)
        var forms = [stem, stem + [UInt8(ascii: "e")]]
        // A doubled last letter (`logg`, `mapp`) was doubled for the ending.
        if stem.count >= 4, let last = stem.last, stem.dropLast().last == last, !"aeiouls".utf8.contains(last) {
            forms.append(stem.dropLast())
        }
        return forms.map { String(decoding: $0, as: UTF8.self) }.filter { $0 != term }
    }

    /// The mean length of each field over the entries (at least 1).
    private static func averages(of lengths: [[Double]]) -> [Double] {
        var sums = Array(repeating: 0.0, count: Field.allCases.count)
        for entry in lengths {
            for field in sums.indices { sums[field] += entry[field] }
        }
        let entryCount = Double(max(1, lengths.count))
        return sums.map { max(1, $0 / entryCount) }
    }

    private init(catalog: Catalog, synonyms: Synonyms, filter: TermFilter?) {
        entries = catalog.entries
        ids = catalog.entries.map(\.id)
        questions = catalog.entries.map { $0.questions.map { Self.plainWords($0.question) } }
        titles = catalog.entries.map(Self.titles(of:))
        self.synonyms = synonyms
        let fieldCount = Field.allCases.count
        var counts: [String: [Posting]] = [:]
        for (index, entry) in catalog.entries.enumerated() {
            var entryLengths = Array(repeating: 0.0, count: fieldCount)
            for (field, texts) in Self.fields(of: entry) {
                var fieldCounts: [String: Double] = [:]
                var length = 0.0
                for text in texts {
                    // Every word counts for the field's length. With a filter, only the tokens it
                    // may want become terms, and only the runs of bytes that may hold one are read
                    // token by token; the rest is counted (``TermFilter/scan(_:visiting:)``).
                    SearchText.withTokens(of: text) { tokens in
                        guard let filter else {
                            while let token = tokens.next() {
                                if !token.isPart { length += 1 }
                                fieldCounts[SearchText.stem(token.word), default: 0] += token.isPart ? 0.5 : 1
                            }
                            return
                        }
                        let bytes = tokens.bytes
                        let words = filter.scan(bytes) { run in
                            var runTokens = SearchText.Tokens(bytes, in: run)
                            while let token = runTokens.next() {
                                if token.isASCII, !filter.mayMatch(token) { continue }
                                fieldCounts[SearchText.stem(token.word), default: 0] += token.isPart ? 0.5 : 1
                            }
                        }
                        length += Double(words)
                    }
                }
                entryLengths[field.rawValue] = length
                for (term, count) in fieldCounts {
                    counts[term, default: []].append(Posting(entry: index, field: field, count: count))
                }
            }
            lengths.append(entryLengths)
        }
        averageLengths = Self.averages(of: lengths)
        postings = counts
        vocabulary = counts.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The entry's id, name, the name's parenthesis and aliases, as search terms (see ``titles``).
    static func titles(of entry: Entry) -> [[String]] {
        let nameParts = entry.name.split { $0 == "(" || $0 == ")" }.map(String.init)
        var titles: [[String]] = []
        for title in [entry.id] + nameParts + entry.aliases {
            let terms = SearchText.terms(in: title)
            if !terms.isEmpty, !titles.contains(terms) { titles.append(terms) }
        }
        return titles
    }

    /// The text of each field of `entry`, as pieces of the entry's file (nothing is copied).
    static func fields(of entry: Entry) -> [(Field, [Substring])] {
        var intent: Substring = ""
        var bodies: [Substring] = []
        for section in entry.sections {
            switch section.title {
            case .intent: intent = section.markdown
            case .interviewQuestions: break
            default: bodies.append(section.markdown)
            }
        }
        return [
            (.id, [Substring(entry.id)]),
            (.name, [Substring(entry.name)]),
            (.alias, entry.aliases.map { Substring($0) }),
            // Its family counts as a tag: "behavioral patterns" finds the behavioral ones.
            (.tag, (entry.tags + [entry.family.id]).map { Substring($0) }),
            (.intent, [intent]),
            (.question, entry.questions.map(\.questionText)),
            (.answer, entry.questions.map(\.answerMarkdown)),
            (.body, bodies),
        ]
    }

    /// One word of the query, with the synonyms and identifier parts that stand for it.
    struct Concept {
        var terms: [(term: String, weight: Double)]
    }

    func concepts(for query: String) -> [Concept] {
        var terms = SearchText.terms(in: query)
        if terms.isEmpty {
            // Only common words ("what is"): search for them rather than for nothing.
            SearchText.indexTerms(in: query) { term, isPart in if !isPart { terms.append(term) } }
        }
        var seen: Set<String> = []
        terms = terms.filter { seen.insert($0).inserted }
        var concepts = terms.map { term -> Concept in
            let parts = SearchText.parts(of: term).filter { !SearchText.stopWords.contains($0) }
            if postings[term] == nil, !parts.isEmpty {
                // An identifier no entry spells out: look for its parts instead.
                return Concept(terms: parts.map { ($0, 0.7) })
            }
            return Concept(terms: [(term, 1)])
        }
        for (at, phrase) in synonyms.expansions(of: terms) {
            for term in phrase where !concepts[at].terms.contains(where: { $0.term == term }) {
                concepts[at].terms.append((term, tuning.synonymWeight / Double(phrase.count).squareRoot()))
            }
        }
        return concepts
    }

    /// The words of the vocabulary that `term` matches: itself, and (for 3 letters or more)
    /// the words it is a prefix of, at ``Tuning/prefixWeight``.
    private func matches(of term: String) -> [(term: String, weight: Double)] {
        var found: [(term: String, weight: Double)] = postings[term] == nil ? [] : [(term, 1)]
        guard term.utf8.count >= 3 else { return found }
        for word in vocabulary[firstWord(notBefore: term)...] {
            guard word.utf8.starts(with: term.utf8) else { break }
            if word.utf8.count > term.utf8.count { found.append((word, tuning.prefixWeight)) }
        }
        found += relatives(of: term)
        // A verb form no entry uses ("linking") is looked up by the word it comes from ("link").
        guard postings[term] == nil else { return found }
        for base in Self.baseForms(of: term) where postings[base] != nil && !found.contains(where: { $0.term == base })
        {
            found.append((base, tuning.baseFormWeight))
        }
        return found
    }

    /// The index of the first word of ``vocabulary`` not before `prefix` in byte order: the
    /// words that start with `prefix` follow it.
    private func firstWord(notBefore prefix: String) -> Int {
        var low = 0
        var high = vocabulary.count
        while low < high {
            let middle = (low + high) / 2
            if vocabulary[middle].utf8.lexicographicallyPrecedes(prefix.utf8) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// The first characters a word must share with a term of six letters or more to be its
    /// relative (see ``relatives(of:)``), or `nil` for a shorter term or one that is not a
    /// plain word (an identifier such as `dispatch_once` only ever means itself).
    static func stemHead(of term: String) -> String? {
        let bytes = term.utf8
        guard bytes.count >= 6, bytes.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else {
            return nil
        }
        return String(decoding: bytes.prefix(5), as: UTF8.self)
    }

    /// The words that share most of their beginning with `term` (at least five letters, and
    /// at least 70% of the shorter word) without starting with it, at ``Tuning/relativeWeight``:
    /// `adaptation` finds `adapter`, `hierarchical` finds `hierarchy`, `networking` finds
    /// `network`, while `protocol` does not find `prototype`. Stemming stays light; this catches
    /// the derived forms a question uses.
    private func relatives(of term: String) -> [(term: String, weight: Double)] {
        guard let head = Self.stemHead(of: term) else { return [] }
        let termBytes = Array(term.utf8)
        var found: [(term: String, weight: Double)] = []
        for word in vocabulary[firstWord(notBefore: head)...] {
            guard word.utf8.starts(with: head.utf8) else { break }
            if word.utf8.starts(with: termBytes) { continue }
            let shared = zip(word.utf8, termBytes).prefix { $0 == $1 }.count
            if Double(shared) >= 0.7 * Double(min(word.utf8.count, termBytes.count)) {
                found.append((word, tuning.relativeWeight))
            }
        }
        return found
    }

    /// Entries relevant to `query`, best first; see ``Catalog/search(_:)``. Only the first
    /// `explained` results get a matching question and a snippet (reading entries for them is
    /// the costly part); the others show their intent.
    package func search(_ query: String, explaining explained: Int = explainedResults) -> [SearchResult] {
        results(for: query, limit: .max, explaining: explained).results
    }

    /// The best `limit` results for `query`, each with its matching question or snippet, and
    /// how many entries are relevant in all: what a reader is shown.
    package func top(_ limit: Int, for query: String) -> (results: [SearchResult], total: Int) {
        results(for: query, limit: limit, explaining: limit)
    }

    private func results(for query: String, limit: Int, explaining explained: Int) -> (
        results: [SearchResult], total: Int
    ) {
        let concepts = concepts(for: query)
        guard !concepts.isEmpty else { return ([], 0) }
        let ranked = rank(concepts, for: query)
        let allTerms = concepts.flatMap { $0.terms.map(\.term) }
        let results = ranked.prefix(limit).enumerated().map { rank, item -> SearchResult in
            let entry = entries[item.index]
            // Reading entries for a snippet is the costly part: only the results a reader sees get one.
            let question = rank < explained ? bestQuestion(in: entry, concepts: concepts) : nil
            let snippet = rank < explained ? question ?? Self.snippet(for: entry, terms: allTerms) : entry.intent
            return SearchResult(
                entry: entry, score: item.score, matchedAll: item.matchedAll, question: question, snippet: snippet)
        }
        return (results, ranked.count)
    }

    /// Every relevant entry's id and score for `query`, best first, without a snippet.
    func ranking(for query: String) -> [(id: String, score: Double, matchedAll: Bool)] {
        rank(concepts(for: query), for: query).map { (entries[$0.index].id, $0.score, $0.matchedAll) }
    }

    /// A term of the query (in a phrase, or cued), and whether it may extend a title word (it
    /// has a stem head): worked out once per query, not once per title compared.
    private struct PhraseTerm {
        let text: String
        let extendable: Bool

        init(_ text: String) {
            self.text = text
            extendable = SearchIndex.stemHead(of: text) != nil
        }
    }

    /// The query's terms in order, and each phrase the synonym table adds: where a title is looked for.
    private func phrases(for query: String) -> [[PhraseTerm]] {
        let terms = SearchText.terms(in: query)
        return ([terms] + synonyms.expansions(of: terms).map(\.terms)).map { $0.map(PhraseTerm.init) }
    }

    /// Whether `title` is a run of consecutive terms of one of `phrases`; a term may extend a
    /// title word of five letters or more (`networking layer` names the network layer).
    ///
    /// Plain loops: it runs for every title of every entry the query scores, and written with
    /// `contains`, `zip` and `allSatisfy` it took half the time of a search in a debug build.
    private static func names(_ title: [String], in phrases: [[PhraseTerm]]) -> Bool {
        let count = title.count
        for phrase in phrases where phrase.count >= count {
            var start = 0
            while start + count <= phrase.count {
                var offset = 0
                while offset < count, extends(phrase[start + offset], title[offset]) { offset += 1 }
                if offset == count { return true }
                start += 1
            }
        }
        return false
    }

    /// Whether the query's `term` is the title's `word`, or extends a title word of five
    /// letters or more (`networking` for `network`).
    private static func extends(_ term: PhraseTerm, _ word: String) -> Bool {
        term.text == word || (term.extendable && word.utf8.count >= 5 && term.text.hasPrefix(word))
    }

    /// Every entry with a score for `concepts`, the concepts of `query`, best first (ties by id).
    private func rank(_ concepts: [Concept], for query: String) -> [(index: Int, score: Double, matchedAll: Bool)] {
        // Where the names of entries are looked for, and the words the query puts right before
        // "pattern", "principle" or "smell".
        let phrases = phrases(for: query)
        let cued = SearchText.cuedWords(in: query).map(PhraseTerm.init)
        let entryCount = entries.count
        var scores = Array(repeating: 0.0, count: entryCount)
        var matched = Array(repeating: 0, count: entryCount)
        let fieldWeights = tuning.fieldWeights
        let lengthNormalizations = tuning.lengthNormalizations
        for concept in concepts {
            var conceptScores = Array(repeating: 0.0, count: entryCount)
            for (term, weight) in concept.terms {
                // The weighted, length-normalized frequency of the term (and its prefixes) per entry.
                var frequency = Array(repeating: 0.0, count: entryCount)
                for (word, matchWeight) in matches(of: term) {
                    for posting in postings[word] ?? [] {
                        let field = posting.field
                        // Types spelled out: inferred, these lines took the compiler two seconds.
                        let b: Double = lengthNormalizations[field.rawValue]
                        let scaled: Double = b * lengths[posting.entry][field.rawValue]
                        let norm: Double = 1 - b + scaled / averageLengths[field.rawValue]
                        let weighted: Double = matchWeight * fieldWeights[field.rawValue]
                        frequency[posting.entry] += weighted * posting.count / norm
                    }
                }
                let found = frequency.indices.filter { frequency[$0] > 0 }
                guard !found.isEmpty else { continue }
                let df = Double(found.count)
                let rarity: Double = (Double(entryCount) - df + 0.5) / (df + 0.5)
                let idf: Double = log(1 + rarity)
                for index in found {
                    let boosted: Double = weight * idf * frequency[index]
                    conceptScores[index] += boosted / (tuning.k1 + frequency[index])
                }
            }
            for index in 0..<entryCount where conceptScores[index] > 0 {
                scores[index] += conceptScores[index]
                matched[index] += 1
            }
        }
        // A query that names an entry (its id, name or an alias, word for word, as typed or
        // through a synonym) is about that entry: "how do you implement the strategy pattern
        // with a real-world example" is about Strategy, whatever else mentions examples. A name
        // of several words is the surer sign: "long method" names a smell though both words
        // are common. So is a name the query calls a pattern ("what problem does the delegate
        // pattern solve?"), however common its word: it counts `cueWeight` times.
        for index in 0..<entryCount where scores[index] > 0 {
            let named = titles[index].filter { Self.names($0, in: phrases) }
            let weight =
                named.map { title -> Double in
                    let cue = title.last.map { last in cued.contains { Self.extends($0, last) } } ?? false
                    let rarity: Double = title.reduce(0.0) { $0 + idf(of: $1) }
                    let cueFactor: Double = cue ? tuning.cueWeight : 1
                    return rarity * Double(title.count) * cueFactor
                }.max() ?? 0
            scores[index] += tuning.titleWeight * weight
        }
        // A query that is one of an entry's interview questions, word for word (case,
        // punctuation and spacing aside), is answered by that entry, however common its words
        // ("what is a design pattern?"): it gains the best score of the search, so it ranks first.
        let asked = Self.plainWords(query)
        if !asked.isEmpty, let best = scores.max(), best > 0 {
            for index in 0..<entryCount where scores[index] > 0 && questions[index].contains(asked) {
                scores[index] += best
            }
        }
        var ranked: [(index: Int, score: Double, matchedAll: Bool)] = []
        for index in 0..<entryCount where scores[index] > 0 {
            // Matching every word counts most; missing one lowers the rank but keeps the entry.
            let coverage = Double(matched[index]) / Double(concepts.count)
            ranked.append((index, scores[index] * (0.5 + 0.5 * coverage), matched[index] == concepts.count))
        }
        // Best score first, ties by id, read from `ids` and only for a tie: reading
        // `entries[i].id` copies the whole entry in a debug build, and a tuple of score and id
        // compared the ids on every comparison (each was a large share of a debug search).
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : ids[$0.index] < ids[$1.index] }
        return ranked
    }

    /// `text` as its words, lowercased, one space between them: ASCII letters and digits, and
    /// any non-ASCII character, make words; everything else separates them. (Bytes, not
    /// characters: it runs on every question of the catalogue when an index is built.)
    package static func plainWords(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            guard SearchText.isWordByte(byte) else {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace {
                bytes.append(UInt8(ascii: " "))
                pendingSpace = false
            }
            bytes.append(SearchText.lowered(byte))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How many of the best results get a matching question and snippet; the rest show their intent.
    package static let explainedResults = 20

    /// The interview question of `entry` that shares the most telling words with the query.
    func bestQuestion(in entry: Entry, concepts: [Concept]) -> String? {
        var best: (score: Double, question: String)?
        for question in entry.questions {
            let words = Set(SearchText.terms(in: question.question))
            var score = 0.0
            for concept in concepts {
                let hit =
                    concept.terms.map { term, weight -> Double in
                        if words.contains(term) { return weight }
                        let isPrefix = term.utf8.count >= 3 && words.contains { $0.hasPrefix(term) }
                        return isPrefix ? weight * tuning.prefixWeight : 0
                    }.max() ?? 0
                guard hit > 0, let first = concept.terms.first else { continue }
                score += hit * idf(of: first.term)
            }
            if score > 0, score > best?.score ?? 0 { best = (score, question.question) }
        }
        return best?.question
    }

    private func idf(of term: String) -> Double {
        let df = Double(Set((postings[term] ?? []).map(\.entry)).count)
        return log(1 + (Double(entries.count) - df + 0.5) / (df + 0.5))
    }

    /// The intent when it matches, else the first line of the entry that does.
    static func snippet(for entry: Entry, terms: [String]) -> String {
        func matches(_ text: Substring) -> Bool {
            var found = false
            SearchText.indexTerms(in: String(text)) { word, _ in
                if !found, terms.contains(where: { word.hasPrefix($0) }) { found = true }
            }
            return found
        }
        let intent = entry.intent
        if matches(Substring(intent)) { return intent }
        for section in entry.sections {
            for line in section.body.split(separator: "\n") where matches(line) {
                // Without Markdown's list, quote and heading markers.
                return String(line.drop { "-*>#| ".contains($0) }).trimmingSpaces
            }
        }
        return intent
    }
}
