import ContractSupport
import Foundation
import Testing

/// A piece of Swift handed to the compiler, named after what it tries.
///
/// The concurrency entries claim what the compiler rejects ("a non-Sendable draft used after
/// it was sent to an actor") and what it accepts. Those claims are checked the only honest
/// way: each snippet is compiled, in Swift 6 language mode, by the compiler of the toolchain
/// that runs the tests, and its diagnostics are read back.
struct Snippet: Sendable {
    /// A file name (without `.swift`); unique within a batch.
    var name: String
    /// The code. Every snippet of a batch is a file of one module, so they share declarations.
    var source: String
}

/// How far the compiler goes with a batch of snippets.
enum CompilerPass: Sendable {
    /// Type checking only (`-typecheck`): Sendable conformances, actor isolation of
    /// declarations, synchronous access to isolated state.
    case typeCheck
    /// Through the SIL diagnostics (`-emit-sil`), where region-based isolation decides
    /// whether a non-Sendable value may be sent: only reached when type checking succeeds.
    case dataRaceCheck
}

/// One diagnostic the compiler printed.
struct Diagnostic: Sendable, CustomStringConvertible {
    var file: String
    var line: Int
    var severity: String
    var message: String

    var description: String { "\(file):\(line): \(severity): \(message)" }
}

/// What the compiler said about a batch.
struct CompilerReport: Sendable {
    var diagnostics: [Diagnostic]
    /// The compiler's whole output, for a failure message.
    var output: String

    /// The errors and warnings in the snippet named `name`.
    func findings(in name: String) -> [Diagnostic] {
        diagnostics.filter { $0.file == "\(name).swift" && ($0.severity == "error" || $0.severity == "warning") }
    }
}

/// The Swift compiler of the toolchain running these tests, and a way to run it on snippets.
enum SwiftCompiler {
    /// The compiler's path, or `nil` when none can be found (the compile checks are then skipped).
    static let path: String? = locate(environment: ProcessInfo.processInfo.environment)

    /// Why the compile checks cannot run here.
    static let missing: Comment = """
        no Swift compiler was found (looked at $SWIFTC, the toolchain whose runtime this process \
        loaded, xcrun and $PATH): the compile checks are skipped
        """

    /// Finds `swiftc`, preferring the one that built the running tests.
    ///
    /// In order: `$SWIFTC` when set; on Linux, the `bin/swiftc` of the toolchain whose
    /// `libswiftCore.so` this process loaded (the compiler that built it); on macOS, what
    /// `xcrun --find swiftc` names (it honours `DEVELOPER_DIR` and `TOOLCHAINS`); then each
    /// directory of `$PATH`.
    static func locate(environment: [String: String]) -> String? {
        var candidates: [String] = []
        if let chosen = environment["SWIFTC"], !chosen.isEmpty { candidates.append(chosen) }
        #if os(Linux)
            if let runtime = loadedRuntimeFolder() {
                // <toolchain>/usr/lib/swift/linux/libswiftCore.so -> <toolchain>/usr/bin/swiftc
                candidates.append(
                    URL(fileURLWithPath: runtime).deletingLastPathComponent().deletingLastPathComponent()
                        .deletingLastPathComponent().appendingPathComponent("bin/swiftc").path)
            }
        #endif
        #if os(macOS)
            if let found = firstLine(of: "/usr/bin/xcrun", ["--find", "swiftc"]) { candidates.append(found) }
        #endif
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(folder)/swiftc")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    #if os(Linux)
        /// The folder of the `libswiftCore.so` mapped into this process, read from `/proc/self/maps`.
        private static func loadedRuntimeFolder() -> String? {
            guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
            for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
                guard let start = line.firstIndex(of: "/") else { continue }
                return URL(fileURLWithPath: String(line[start...])).deletingLastPathComponent().path
            }
            return nil
        }
    #endif

    #if os(macOS)
        private static func firstLine(of tool: String, _ arguments: [String]) -> String? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
        }
    #endif

    /// Compiles `snippets` as the files of one module in Swift 6 language mode, through `pass`,
    /// with `flags` added, and returns what the compiler said.
    static func compile(_ snippets: [Snippet], through pass: CompilerPass, flags: [String] = []) async throws
        -> CompilerReport
    {
        let compiler = try #require(path, missing)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftpatterns-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for snippet in snippets {
            let file = folder.appendingPathComponent("\(snippet.name).swift")
            try snippet.source.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        // One output for the whole module: -emit-sil of several files would want one per file.
        let passFlags = pass == .typeCheck ? ["-typecheck"] : ["-wmo", "-emit-sil", "-o", "/dev/null"]
        let output = folder.appendingPathComponent("diagnostics.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let sink = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments =
            [
                "-swift-version", "6", "-diagnostic-style", "llvm", "-module-name", "Snippets",
                "-continue-building-after-errors",
            ] + passFlags + flags
            + files
        process.standardOutput = sink
        process.standardError = sink
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try sink.close()
        let text = try String(contentsOf: output, encoding: .utf8)
        return CompilerReport(diagnostics: parse(text), output: text)
    }

    /// Reads `file:line:column: severity: message` lines.
    static func parse(_ output: String) -> [Diagnostic] {
        output.split(separator: "\n").compactMap { line -> Diagnostic? in
            guard let swift = line.range(of: ".swift:") else { return nil }
            let file = URL(fileURLWithPath: String(line[..<swift.lowerBound]) + ".swift").lastPathComponent
            let rest = line[swift.upperBound...].split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard rest.count == 4, let number = Int(rest[0]), Int(rest[1]) != nil else { return nil }
            let severity = rest[2].trimmingCharacters(in: .whitespaces)
            let message = rest[3].trimmingCharacters(in: .whitespaces)
            return Diagnostic(file: file, line: number, severity: severity, message: message)
        }
    }
}

/// Checks that the compiler rejected `snippet` with an error containing `text`.
func expectRejected(
    _ report: CompilerReport, _ snippet: Snippet, saying text: String,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let errors = report.findings(in: snippet.name).filter { $0.severity == "error" }
    expect(
        errors.contains { $0.message.contains(text) },
        "'\(snippet.name)' should be rejected with an error containing '\(text)'; the compiler said:\n\(report.output)",
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks that the compiler accepted `snippet` without an error or a warning.
func expectAccepted(
    _ report: CompilerReport, _ snippet: Snippet,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let findings = report.findings(in: snippet.name)
    expect(
        findings.isEmpty,
        "'\(snippet.name)' should compile cleanly; the compiler said:\n\(findings.map(\.description).joined(separator: "\n"))",
        fileID: fileID, filePath: filePath, line: line, column: column)
}
