import ContractSupport
import Foundation
import Testing

@testable import StudyKit

@Suite("Days: the calendar the schedule counts in, passed in by the caller", .timeLimit(.minutes(1)), .watchdog)
struct StudyDayTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a day is written YYYY-MM-DD and read back, across leap days, centuries and 1970") {
            let pinned: [(String, Int)] = [
                ("1970-01-01", 0), ("1969-12-31", -1), ("2000-02-29", 11_016), ("2026-05-20", 20_593),
                ("2100-03-01", 47_541), ("0001-01-01", -719_162), ("9999-12-31", 2_932_896),
            ]
            for (text, number) in pinned {
                expect(StudyDay(iso: text)?.number, equals: number, "\(text)")
                expect(StudyDay(number: number).iso, equals: text)
            }
            for number in stride(from: -800_000, through: 3_000_000, by: 997) {
                let day = StudyDay(number: number)
                guard (1...9999).contains(day.date.year) else { continue }
                expect(StudyDay(iso: day.iso), equals: day, "\(number)")
            }
        },
        Check("a text that is not exactly a date is no day") {
            for text in [
                "2026-02-29", "2100-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-5-20", "2026-05-20T10:00",
                "20260520", "", "year-mo-da", "2026-05-2x", "0000-01-01", "+026-05-20",
            ] {
                expect(StudyDay(iso: text) == nil, "'\(text)' is not a date")
            }
            expect(StudyDay(iso: "2024-02-29") != nil, "2024 is a leap year")
        },
        Check("the day a moment falls on depends on the learner's time zone, not on UTC") {
            // 2026-05-20 23:30 UTC.
            let moment = Date(timeIntervalSince1970: 1_779_319_800)
            expect(
                StudyDay(date: moment, timeZone: try #require(TimeZone(identifier: "UTC"))).iso, equals: "2026-05-20")
            expect(
                StudyDay(date: moment, timeZone: try #require(TimeZone(identifier: "Asia/Tokyo"))).iso,
                equals: "2026-05-21"
            )
            expect(
                StudyDay(
                    date: moment.addingTimeInterval(-24 * 3600),
                    timeZone: try #require(TimeZone(identifier: "America/Los_Angeles"))
                ).iso,
                equals: "2026-05-19")
            expect(
                StudyDay(date: Date(timeIntervalSince1970: -1), timeZone: try #require(TimeZone(identifier: "UTC")))
                    .iso,
                equals: "1969-12-31")
        },
        Check("StudyKit never reads a clock: every day it uses is one its caller passed") {
            let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Sources/StudyKit")
            let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
                $0.hasSuffix(".swift")
            }
            expect(files.count >= 10, "the sources were found at \(sources.path)")
            let clocks = [
                "Date()", "Date.now", ".now", "timeIntervalSinceNow", "Clock", "gettimeofday", "clock_gettime",
                "time(nil)",
            ]
            for file in files {
                let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !code.hasPrefix("//") else { continue }
                    for clock in clocks where code.contains(clock) {
                        expect(false, "\(file):\(number + 1) reads a clock ('\(clock)'): \(code)")
                    }
                }
            }
        },
        Check("days add and compare as whole days") {
            expect(day("2026-02-27").adding(days: 2).iso, equals: "2026-03-01")
            expect(day("2024-02-27").adding(days: 2).iso, equals: "2024-02-29")
            expect(day("2026-12-31").adding(days: 1).iso, equals: "2027-01-01")
            expect(day("2026-01-01").adding(days: -1).iso, equals: "2025-12-31")
            expect(day("2026-05-19") < day("2026-05-20"))
            expect(day("2026-05-20").description, equals: "2026-05-20")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
