import MessageTrace
import Synchronization

/// How a value becomes a reference and how two references are compared: the snapshot's
/// strategy, as a snapshot-testing library has one per kind of value.
struct Snapshotting<Value>: Sendable {
    /// The value as the reference stores it.
    var encode: @Sendable (Value) -> String
    /// What differs between the reference and the new value, or `nil` when they match.
    var diff: @Sendable (_ reference: String, _ actual: String) -> String?
}

extension Snapshotting where Value == String {
    /// Text, compared line by line; a mismatch is shown as a diff (`-` the reference, `+` now).
    static var lines: Snapshotting<String> {
        Snapshotting(encode: { $0 }, diff: lineDiff)
    }

    /// The lines of `reference` and `actual`, marked `-` (only in the reference) and `+` (only
    /// now); `nil` when the two are the same.
    private static func lineDiff(_ reference: String, _ actual: String) -> String? {
        guard reference != actual else { return nil }
        let (old, new) = (reference.split(separator: "\n"), actual.split(separator: "\n"))
        return (0..<max(old.count, new.count)).flatMap { index -> [String] in
            let (was, now) = (index < old.count ? old[index] : nil, index < new.count ? new[index] : nil)
            if was == now { return [" \(was ?? "")"] }
            return (was.map { ["-\($0)"] } ?? []) + (now.map { ["+\($0)"] } ?? [])
        }.joined(separator: "\n")
    }
}

extension Snapshotting where Value == Bitmap {
    /// Pixels, passing when at least `precision` of them match (1 means every one).
    static func pixels(precision: Double = 1) -> Snapshotting<Bitmap> {
        Snapshotting(encode: Self.encode) { (reference: String, actual: String) -> String? in
            guard reference != actual else { return nil }
            let (old, new) = (Array(reference), Array(actual))
            let total = max(old.count, new.count)
            let differing = old.count == new.count ? zip(old, new).filter { $0 != $1 }.count : total
            let matching = Double(total - differing) / Double(max(total, 1))
            return matching >= precision ? nil : "\(differing) of \(total) pixels differ"
        }
    }

    /// One character a pixel, row after row: ` ` paper, `+` grey, `#` ink.
    private static func encode(_ bitmap: Bitmap) -> String {
        String(bitmap.pixels.map { $0 == 0 ? " " : $0 == 255 ? "#" : "+" })
    }
}

/// What one snapshot assertion ended in.
enum SnapshotResult: Equatable, Sendable, CustomStringConvertible {
    /// The value matches the reference.
    case matched
    /// A reference was written; the assertion fails so that someone reviews it.
    case recorded(String)
    /// The value differs from the reference: the diff.
    case failed(String)

    /// Whether the assertion passed: only a match does.
    var passed: Bool { self == .matched }

    var description: String {
        switch self {
        case .matched: "matched"
        case .recorded(let why): "recorded, and failed: \(why)"
        case .failed: "failed"
        }
    }
}

/// Snapshot assertions over a store of references (a `__Snapshots__` folder, here kept in
/// memory): the first run records, later runs compare, and record mode writes over.
///
/// ```swift
/// let snapshots = SnapshotTester()
/// snapshots.verify(PostCard.text(post), as: .lines, named: "post-4")   // recorded, and failed
/// snapshots.verify(PostCard.text(post), as: .lines, named: "post-4")   // matched
/// ```
final class SnapshotTester: Sendable {
    private let references = Mutex<[String: String]>([:])
    private let recording = Mutex(false)

    init() {}

    /// Record mode: every assertion writes its reference, and fails so the new one is reviewed.
    var isRecording: Bool {
        get { recording.withLock { $0 } }
        set { recording.withLock { $0 = newValue } }
    }

    /// The reference stored under `name`, if any.
    func reference(named name: String) -> String? {
        references.withLock { $0[name] }
    }

    /// Compares `value` with the reference `name`, recording it when there is none (or in
    /// record mode).
    func verify<Value>(_ value: Value, as strategy: Snapshotting<Value>, named name: String) -> SnapshotResult {
        let actual = strategy.encode(value)
        let recordMode = isRecording
        return references.withLock { references in
            guard !recordMode else {
                Trace.note(over: "SnapshotTester", "wrote '\(name)' (record mode)")
                references[name] = actual
                return .recorded("record mode is on; turn it off and run again")
            }
            guard let reference = references[name] else {
                Trace.note(over: "SnapshotTester", "wrote '\(name)' (no reference)")
                references[name] = actual
                return .recorded("no reference was found, so this one was written")
            }
            Trace.call(from: "SnapshotTester", to: "Snapshotting", "diff('\(name)', actual)")
            return strategy.diff(reference, actual).map(SnapshotResult.failed) ?? .matched
        }
    }
}
