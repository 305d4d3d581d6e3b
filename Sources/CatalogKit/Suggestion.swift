/// "Did you mean …?": the nearest candidate to a mistyped word.
package enum Suggestion {
    /// The candidate closest to `word` by edit distance (case-insensitive), when it is close
    /// enough to be a plausible typo: at most a third of the word's length (and at least 1),
    /// or when one contains the other.
    ///
    /// - Complexity: O(n·m) per candidate.
    package static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased())
        guard !target.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let lowered = candidate.lowercased()
            var distance = editDistance(target, Array(lowered))
            if lowered.hasPrefix(word.lowercased()) || (target.count >= 4 && lowered.contains(word.lowercased())) {
                distance = min(distance, 1)
            }
            if best == nil || distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let limit = max(1, min(target.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// The Levenshtein distance, with a transposition counted as one edit.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previousPrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[rhs.count]
    }
}

extension Suggestion {
    /// ` (did you mean 'x'?)` when a candidate is close to `word`, else the empty string:
    /// the one place that words a suggestion, for the tool's usage errors and the
    /// catalogue's validation errors alike.
    package static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        hint(nearest(to: word, in: candidates))
    }

    /// ` (did you mean 'x'?)` for a suggestion found some other way, or the empty string.
    package static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
