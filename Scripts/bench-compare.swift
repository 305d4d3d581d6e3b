// Compares two `patterns bench --quick --json` runs; called by Scripts/bench-check.sh.
// usage: swift Scripts/bench-compare.swift run1.json run2.json run1-ms run2-ms
import Foundation

/// The claims the entries make about cost, as (slower, faster, the entry that says so):
/// in every run the first mechanism's ratio must exceed the second's. (An existential against
/// a specialised generic is not among them: on this machine the two measure 0.9–1.2× and
/// 1.05–1.5× of a direct call, ranges that overlap from run to run, and the entries say only
/// that the gap is small and what the generic buys is inlining.)
let claims: [(slower: String, faster: String, entry: String)] = [
    ("notification", "weak-delegate", "notification, delegation"),
    ("notification", "observer", "notification, observer"),
    ("key-value-observing", "observer", "key-value-observing"),
    ("weak-delegate", "direct-call", "delegation, memory-management"),
    ("mutex", "static-let", "singleton, lazy-initialization"),
    ("actor-hop", "direct-call", "singleton"),
    ("multiton", "mutex", "multiton"),
    ("responder-chain", "target-action", "chain-of-responsibility"),
    ("flyweight", "direct-call", "flyweight"),
    ("copy-on-write-write", "copy-on-write-read", "prototype"),
    ("decorator", "feed-backend", "decorator"),
    ("caching-proxy-miss", "caching-proxy-hit", "proxy"),
    ("async-stream", "observer", "async-sequence"),
]

var failures: [String] = []

/// `1.23`.
func f(_ value: Double) -> String { String(format: "%.2f", value) }

func ratios(_ path: String) -> [String: Double] {
    guard let data = FileManager.default.contents(atPath: path),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let mechanisms = json["mechanisms"] as? [[String: Any]]
    else {
        failures.append("\(path): not the JSON of 'patterns bench --json'")
        return [:]
    }
    // The direct call over the baseline, paired with itself: every ratio is divided by it.
    // Far from 1, the run's baseline was unlucky; the ratios stay comparable, but say so.
    if let calibration = json["calibration"] as? Double {
        print("\(path.split(separator: "/").last ?? ""): calibration \(f(calibration)) (the direct call over its paired baseline)")
        // Beyond a factor of two the baseline is not timing a direct call at all.
        if calibration < 0.5 || calibration > 2 {
            failures.append("\(path): calibration \(f(calibration)), the baseline is broken")
        }
    } else {
        failures.append("\(path): no calibration")
    }
    if mechanisms.count < 20 { failures.append("\(path): \(mechanisms.count) mechanisms, fewer than 20") }
    var result: [String: Double] = [:]
    for mechanism in mechanisms {
        let id = mechanism["id"] as? String ?? "?"
        for key in ["medianNs", "minNs", "maxNs", "ratio"] where !(mechanism[key] is Double) && !(mechanism[key] is Int) {
            failures.append("\(path): \(id) has no \(key)")
        }
        result[id] = (mechanism["ratio"] as? Double) ?? 0
    }
    return result
}

let arguments = CommandLine.arguments
guard arguments.count == 5 else {
    FileHandle.standardError.write(Data("usage: bench-compare.swift run1.json run2.json run1-ms run2-ms\n".utf8))
    exit(64)
}
for ms in arguments[3...4] where (Int(ms) ?? .max) >= 60_000 {
    failures.append("a run took \(ms) ms, 60 s or more")
}
let first = ratios(arguments[1])
let second = ratios(arguments[2])
var worst = (id: "", factor: 1.0)
print("ratio to the direct call: run 1, run 2 (disagreement)")
for (id, ratio) in first.sorted(by: { $0.key < $1.key }) {
    guard let other = second[id], ratio > 0, other > 0 else {
        failures.append("\(id) is missing from one run")
        continue
    }
    let factor = max(ratio / other, other / ratio)
    print("\(id.padding(toLength: 22, withPad: " ", startingAt: 0)) \(f(ratio))×  \(f(other))×  (\(f(factor)))")
    if factor > worst.factor { worst = (id, factor) }
    if factor > 2 { failures.append("\(id): the runs disagree by \(f(factor))× (\(f(ratio)) vs \(f(other)))") }
    if min(ratio, other) < 0.8 {
        failures.append("\(id): \(f(min(ratio, other)))× the direct call, cheaper than a direct call")
    }
}
print("worst disagreement between the two runs: \(f(worst.factor))× (\(worst.id))")
for claim in claims {
    for (run, ratios) in [(1, first), (2, second)] {
        let slower = ratios[claim.slower] ?? 0
        let faster = ratios[claim.faster] ?? 0
        if slower <= faster {
            failures.append(
                "run \(run): \(claim.slower) (\(f(slower))×) is not slower than \(claim.faster) (\(f(faster))×), "
                    + "as \(claim.entry) claims")
        }
    }
}
print("\(claims.count) cost claims checked in both runs")
if failures.isEmpty {
    print("bench check: OK")
} else {
    for failure in failures { print("FAIL: \(failure)") }
    exit(1)
}
