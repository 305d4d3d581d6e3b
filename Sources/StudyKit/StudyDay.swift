import Foundation

/// A day of the learner's calendar: the unit the review schedule counts in.
///
/// Nothing in StudyKit reads a clock. The caller says which day today is, once, and passes
/// it to every question it asks (`due(_:on:)`, `grade(_:_:on:)`), so a test pins every date
/// and a whole session counts as one day even when it runs past midnight. A day is the
/// number of days since 1970-01-01 in the proleptic Gregorian calendar; it is written
/// `YYYY-MM-DD` (ISO 8601) in the progress file.
///
/// ```swift
/// let today = StudyDay(date: Date(), timeZone: .current)   // the command line does this once
/// let later = today.adding(days: 4)                        // "2026-05-24"
/// ```
package struct StudyDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    package let number: Int

    /// The day `number` days after 1970-01-01.
    package init(number: Int) {
        self.number = number
    }

    /// The day `year`-`month`-`day`, or nil when there is no such date (`2026-02-29`).
    package init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.length(ofMonth: month, in: year)).contains(day)
        else { return nil }
        number = Self.days(year: year, month: month, day: day)
    }

    /// The day written `text` in the form `YYYY-MM-DD`, or nil when `text` is not exactly
    /// that form or names no date.
    package init?(iso text: String) {
        var (year, month, day) = (0, 0, 0)
        var count = 0
        for byte in text.utf8 {
            count += 1
            if count == 5 || count == 8 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard count <= 10, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch count {
            case ...4: year = year * 10 + digit
            case ...7: month = month * 10 + digit
            default: day = day * 10 + digit
            }
        }
        guard count == 10 else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day on which `date` falls in `timeZone`.
    package init(date: Date, timeZone: TimeZone) {
        let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        number = Int((seconds / 86_400).rounded(.down))
    }

    /// The day `days` later (earlier when negative).
    package func adding(days: Int) -> StudyDay {
        StudyDay(number: number + days)
    }

    /// Its year, month and day.
    package var date: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil-from-days: eras of 400 years, years starting in March.
        let shifted = number + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `YYYY-MM-DD`.
    package var iso: String {
        let (year, month, day) = date
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    package var description: String { iso }

    package static func < (left: StudyDay, right: StudyDay) -> Bool {
        left.number < right.number
    }

    /// Howard Hinnant's days-from-civil.
    private static func days(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
