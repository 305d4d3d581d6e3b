import Foundation

@testable import StudyKit

/// Runs `body` with a new empty folder, and removes the folder afterwards.
func withScratchFolder<Value>(_ body: (URL) throws -> Value) throws -> Value {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("studykit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// The day written `iso`; a test's dates are literals, so a typo stops the test at once.
func day(_ iso: String) -> StudyDay {
    guard let day = StudyDay(iso: iso) else { preconditionFailure("'\(iso)' is not a date") }
    return day
}

/// The names in `folder`, sorted.
func names(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

/// A progress with a few questions and drills, every field used.
func sampleProgress() -> StudyProgress {
    var progress = StudyProgress()
    let observer = StudyQuestion(entry: "observer", text: "What is the observer pattern?")
    let delegation = StudyQuestion(entry: "delegation", text: "Why is a delegate `weak`?")
    let quoted = StudyQuestion(entry: "singleton", text: "Is \"shared\" a singleton?\tAnd a \\ back\u{1}slash?")
    progress.grade(observer, .knew, on: day("2026-05-12"))
    progress.grade(observer, .missed, on: day("2026-05-14"))
    progress.grade(observer, .knew, on: day("2026-05-15"))
    progress.grade(delegation, .knew, on: day("2026-05-20"))
    progress.grade(quoted, .missed, on: day("2026-05-20"))
    progress.recordDrill("observer", passed: false, on: day("2026-05-18"))
    progress.recordDrill("observer", passed: true, on: day("2026-05-19"))
    progress.recordDrill("command", passed: false, on: day("2026-05-20"))
    return progress
}

/// SplitMix64: a small seeded generator, so a test's random choices are the same every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
