import Foundation

/// The machine and its load when the bench ran: a figure means little without them.
struct BenchConditions: Sendable, Equatable {
    var date: String
    var machine: String
    var cores: Int
    /// The 1-, 5- and 15-minute load averages, as `/proc/loadavg` gives them ("" elsewhere).
    var load: String

    static func current() -> BenchConditions {
        let info = ProcessInfo.processInfo
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: " ")
        let date = ISO8601DateFormatter().string(from: Date())
        return BenchConditions(
            date: date, machine: "\(cpu ?? "unknown CPU"), \(info.operatingSystemVersionString)",
            cores: info.activeProcessorCount, load: load ?? "")
    }
}

/// What `patterns bench` prints: a table, JSON for tools, or the Markdown of docs/benchmarks.md.
struct BenchReport: Sendable {
    var rows: [BenchRow]
    var plan: BenchPlan
    var conditions: BenchConditions

    static var isDebugBuild: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    var build: String { Self.isDebugBuild ? "debug" : "release" }

    /// The direct call measured as a mechanism, over the baseline sample taken just before it:
    /// the same code on both sides, so 1 in an ideal run. It is not always 1: the baseline runs
    /// on a different receiver object, called from a different frame, and a run in CI measured
    /// 0.72 for the whole run, with every mechanism that costs one call at 0.72 too (the likely
    /// cause is where the objects landed in memory; the code cannot tell). Each ratio is divided
    /// by this figure, so every mechanism is compared with the direct call measured exactly as
    /// the mechanism was.
    var calibration: Double {
        let raw = rows.first { $0.mechanism.id == BenchMechanism.baselineID }?.samples.ratio ?? 1
        return raw.isFinite && raw > 0 ? raw : 1
    }

    /// A mechanism's ratio to the direct call: the median of its paired ratios, calibrated.
    func ratio(of samples: BenchSamples) -> Double { samples.ratio / calibration }

    /// `12.3`, `1.23`, `1234`: three significant figures where they mean something.
    static func nanoseconds(_ value: Double) -> String {
        String(format: value < 10 ? "%.2f" : value < 100 ? "%.1f" : "%.0f", value)
    }

    static func ratio(_ value: Double) -> String {
        String(format: value < 10 ? "%.2f" : value < 100 ? "%.1f" : "%.0f", value)
    }

    private var method: String {
        "\(plan.samples) rounds of one sample per mechanism, each a batch of at least \(Int(plan.batch / 1e6)) ms "
            + "of the process's CPU time taken right after a batch of the direct call; \(build) build"
    }

    var table: String {
        let width = max(40, (rows.map(\.mechanism.name.count).max() ?? 0) + 2)
        let head =
            "mechanism".padded(to: width) + "median ns".leftPadded(to: 11) + "min ns".leftPadded(to: 10)
            + "max ns".leftPadded(to: 10) + "× direct".leftPadded(to: 10)
        var lines = [head]
        for row in rows {
            let samples = row.samples
            lines.append(
                row.mechanism.name.padded(to: width) + Self.nanoseconds(samples.median).leftPadded(to: 11)
                    + Self.nanoseconds(samples.min).leftPadded(to: 10)
                    + Self.nanoseconds(samples.max).leftPadded(to: 10)
                    + Self.ratio(ratio(of: samples)).leftPadded(to: 10))
        }
        lines += [
            "",
            "ns: nanoseconds per operation. × direct: the median, over the pairs, of the mechanism's",
            "time over the direct call's time measured just before it, divided by the same figure for the",
            "direct call itself (\(Self.calibrationText(calibration)) in this run; ideally 1).",
            "\(method). Load average at the end: \(conditions.load.isEmpty ? "unknown" : conditions.load).",
        ]
        if Self.isDebugBuild { lines.append("A debug build: these figures mean little.") }
        return lines.joined(separator: "\n") + "\n"
    }

    var json: String {
        let items = rows.map { row in
            let samples = row.samples
            let entries = row.mechanism.entries.map { "\"\($0)\"" }.joined(separator: ", ")
            return """
                    {"id": \(Self.quoted(row.mechanism.id)), "name": \(Self.quoted(row.mechanism.name)), \
                "entries": [\(entries)], "medianNs": \(Self.number(samples.median)), \
                "minNs": \(Self.number(samples.min)), "maxNs": \(Self.number(samples.max)), \
                "ratio": \(Self.number(ratio(of: samples))), "pairedRatio": \(Self.number(samples.ratio)), "samples": \(samples.nanoseconds.count), \
                "checksum": \(samples.checksum)}
                """
        }
        return """
            {"build": "\(build)", "date": \(Self.quoted(conditions.date)), \
            "machine": \(Self.quoted(conditions.machine)), "cores": \(conditions.cores), \
            "load": \(Self.quoted(conditions.load)), "batchNs": \(Self.number(plan.batch)), \
            "baseline": "\(BenchMechanism.baselineID)", "calibration": \(Self.number(calibration)), "mechanisms": [
            \(items.joined(separator: ",\n"))
            ]}

            """
    }

    /// docs/benchmarks.md: the conditions, then one row per mechanism, with an anchor that
    /// entry pages link to, and links to the entries. `pages` maps an entry id to its page.
    func markdown(pages: [String: String]) -> String {
        var lines = [
            "<!-- Written by `swift run -c release patterns bench --write`; `patterns docs` leaves it alone. -->",
            "",
            "# What each mechanism costs",
            "",
            "Measured on \(conditions.date) on \(conditions.machine), \(conditions.cores) cores "
                + "(load average \(conditions.load.isEmpty ? "unknown" : conditions.load)).",
            "\(method.prefix(1).uppercased() + method.dropFirst()).",
            "",
            "Nanoseconds per operation (one message sent, one lookup, one copy). *× direct* is the median, over",
            "the pairs, of the mechanism's time over the direct call's time measured just before it, divided by",
            "the same figure for the direct call itself (\(Self.calibrationText(calibration)) in this run; ideally 1): it holds better",
            "than the nanoseconds from machine to machine. Refresh: `swift run -c release patterns bench --write`.",
            "",
            "| mechanism | entries | median ns | min ns | max ns | × direct |",
            "|---|---|---:|---:|---:|---:|",
        ]
        for row in rows {
            let samples = row.samples
            let entries = row.mechanism.entries.map { id in pages[id].map { "[\(id)](\($0))" } ?? id }
            lines.append(
                "| <a id=\"\(row.mechanism.id)\"></a>\(row.mechanism.name) | \(entries.joined(separator: ", ")) | "
                    + "\(Self.nanoseconds(samples.median)) | \(Self.nanoseconds(samples.min)) | "
                    + "\(Self.nanoseconds(samples.max)) | \(Self.ratio(ratio(of: samples))) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `0.998`: three decimals, as the calibration is read against 1.
    static func calibrationText(_ value: Double) -> String { String(format: "%.3f", value) }

    static func number(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3f", value) : "null"
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
