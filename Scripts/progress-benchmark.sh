#!/usr/bin/env bash
# What StudyKit's progress file costs: loading and saving a file of 700 graded questions and
# 45 drills (the catalogue's size, every question and drill on record), in a release build.
#
# It copies Sources/StudyKit into a scratch package with a small timing program, builds it
# in release, and prints:
#   - in one process, the median of many rounds: encoding, decoding, `load()` (read and
#     decode) and `update(_:)` that grades one question (lock, read, decode, change, encode,
#     write, fsync, rename, fsync of the folder, unlock), and the file's size;
#   - whole processes, the mean wall time of one run: a program that starts and prints a line,
#     one that starts and loads the file, one that starts and grades one question; and, when a
#     release `patterns` is built (or given as PATTERNS=path), `patterns --version`.
# The commands built on StudyKit (quiz, review, progress) must answer within 2 times
# `patterns --version`.
#
# usage: Scripts/progress-benchmark.sh [runs]   (default 100 process runs of each; the file
#        lives in a scratch folder on the same file system as /tmp)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=${1:-100}

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/Sources/StudyKit" "$scratch/Sources/progress-bench"
cp "$root"/Sources/StudyKit/*.swift "$scratch/Sources/StudyKit/"
cat >"$scratch/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ProgressBench",
    platforms: [.macOS(.v15)],
    targets: [
        .target(name: "StudyKit"),
        .executableTarget(name: "progress-bench", dependencies: ["StudyKit"]),
    ]
)
SWIFT
cat >"$scratch/Sources/progress-bench/main.swift" <<'SWIFT'
import Foundation
import StudyKit

/// 700 questions over 87 entries, each graded two to six times over two months, and 45
/// drills, each checked one to four times: a learner who has done everything.
func fullProgress() -> StudyProgress {
    var progress = StudyProgress()
    for number in 0..<700 {
        let question = StudyQuestion(
            entry: "entry-\(number % 87)",
            text: "Question \(number): how does this pattern keep its promise when two callers arrive at once?")
        for round in 0..<(2 + number % 5) {
            let day = StudyDay(number: 20_500 + round * 7 + number % 7)
            progress.grade(question, (number + round) % 4 == 0 ? .missed : .knew, on: day)
        }
    }
    for number in 0..<45 {
        for attempt in 0..<(1 + number % 4) {
            progress.recordDrill("drill-\(number)", passed: attempt > 0, on: StudyDay(number: 20_510 + attempt))
        }
    }
    return progress
}

/// The file's shape as plain `Decodable` structs, no checks: what `JSONDecoder` alone costs.
struct PlainFile: Decodable {
    struct Question: Decodable {
        var box: Int, misses: Int, reviews: Int
        var due: String, firstReviewed: String, lastGrade: String, lastReviewed: String, question: String
    }
    struct Drill: Decodable {
        var attempts: Int, passes: Int, lastAttempt: String, lastPassed: Bool, firstPass: String?, lastPass: String?
    }
    var format: String
    var version: Int
    var questions: [String: Question]
    var drills: [String: Drill]
}

func median(_ rounds: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return times.sorted()[times.count / 2]
}

let arguments = CommandLine.arguments
let url = URL(fileURLWithPath: arguments.count > 2 ? arguments[2] : "progress.json")
let question = StudyQuestion(entry: "entry-1", text: "Question 1: how does this pattern keep its promise when two callers arrive at once?")
switch arguments.count > 1 ? arguments[1] : "" {
case "version":
    print("progress-bench 1")
case "load":
    let progress = try ProgressFile(url: url).load()
    print("\(progress.questions.count) questions")
case "grade":
    try ProgressFile(url: url).update { $0.grade(question, .knew, on: StudyDay(number: 20_600)) }
    print("graded")
case "rounds":
    let progress = fullProgress()
    let file = ProgressFile(url: url)
    try file.update { $0 = progress }
    let data = ProgressFormat.encode(progress)
    let rounds = 200
    let encode = median(rounds) { _ = ProgressFormat.encode(progress) }
    let decode = try median(rounds) { _ = try ProgressFormat.decode(data, path: url.path) }
    let load = try median(rounds) { _ = try file.load() }
    var day = 20_600
    let update = try median(rounds) {
        day += 1
        try file.update { $0.grade(question, day % 2 == 0 ? .knew : .missed, on: StudyDay(number: day)) }
    }
    let noChange = try median(rounds) { try file.update { _ in } }
    print("file: \(progress.questions.count) questions, \(progress.drills.count) drills, \(data.count) bytes")
    print(String(format: "encode            %7.2f ms", encode))
    print(String(format: "decode            %7.2f ms", decode))
    print(String(format: "load()            %7.2f ms  (read + decode)", load))
    print(String(format: "update(_:)        %7.2f ms  (lock, read, decode, grade one, encode, write, 2 fsyncs, rename)", update))
    print(String(format: "update, unchanged %7.2f ms  (lock, read, decode; nothing written)", noChange))
    let serialization = try median(rounds) { _ = try JSONSerialization.jsonObject(with: data) }
    let decoder = try median(rounds) { _ = try JSONDecoder().decode(PlainFile.self, from: data) }
    print(String(format: "for comparison, Foundation on the same bytes: JSONSerialization %.2f ms, JSONDecoder %.2f ms", serialization, decoder))
default:
    print("usage: progress-bench rounds|load|grade|version FILE")
    exit(64)
}
SWIFT

echo "building StudyKit and the timing program in release…" >&2
swift build -c release --package-path "$scratch" >/dev/null
bench=$(swift build -c release --package-path "$scratch" --show-bin-path)/progress-bench
file="$scratch/data/progress.json"

"$bench" rounds "$file"

# Whole processes: the mean wall time of one run, interleaved rounds against machine noise.
time_runs() {
    local start end
    start=$(date +%s%N)
    for ((i = 0; i < runs; i++)); do "$@" >/dev/null; done
    end=$(date +%s%N)
    echo $(((end - start) / runs / 1000))
}
patterns=${PATTERNS:-$root/.build/release/patterns}
version=0 load=0 grade=0 cli=0
for round in 1 2 3; do
    version=$((version + $(time_runs "$bench" version "$file")))
    load=$((load + $(time_runs "$bench" load "$file")))
    grade=$((grade + $(time_runs "$bench" grade "$file")))
    if [ -x "$patterns" ]; then cli=$((cli + $(time_runs "$patterns" --version))); fi
done
printf 'process: start and print          %6d µs\n' $((version / 3))
printf 'process: start and load()         %6d µs\n' $((load / 3))
printf 'process: start and grade one      %6d µs\n' $((grade / 3))
if [ -x "$patterns" ]; then
    printf 'patterns --version                %6d µs  (%s)\n' $((cli / 3)) "$patterns"
else
    echo "patterns --version: no release build at $patterns (swift build -c release --product patterns, or PATTERNS=path)"
fi
