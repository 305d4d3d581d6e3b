import Foundation
import Testing

// What the kill tests share (persistence layer, log service, the learner's progress file):
// the child they kill, and a thread to block on it from.

/// The `crash-probe` executable, built beside the test binary (the test target depends on it).
public func crashProbe() throws -> URL {
    var folders = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    folders += Bundle.allBundles.map(\.bundleURL)
    var searched: [String] = []
    for start in folders {
        var folder = start
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("crash-probe")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            searched.append(folder.path)
            folder.deleteLastPathComponent()
        }
    }
    return try #require(
        nil as URL?, "no crash-probe executable next to the test binary; searched \(Set(searched).sorted())")
}

/// Runs `body` on a new thread and returns what it returns: blocking work (reading a child's
/// pipe, waiting for its exit) must not hold one of the test pool's few threads, which other
/// tests (a first-use race) need free, or waiting for a lock.
public func onThreadOfItsOwn<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
