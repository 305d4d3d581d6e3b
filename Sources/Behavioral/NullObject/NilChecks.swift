/// Counts the places in a Swift source where code decides what a missing viewer or missing
/// analytics means: `viewer?`, `analytics?`, and `if let` or `guard let` of either,
/// outside comments.
///
/// ```swift
/// NilChecks.count(in: "guard let viewer else { return nil }")   // 1
/// ```
enum NilChecks {
    static func count(in source: String) -> Int {
        source.split(separator: "\n").reduce(0) { total, line in
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return total + code.matches(of: /\b(viewer|analytics)\?|\b(if|guard) let (viewer|analytics)\b/).count
        }
    }
}
