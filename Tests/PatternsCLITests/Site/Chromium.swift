import ContractSupport
import Foundation
import Testing

/// A headless Chromium driven from the command line: no driver, no package, one process a
/// page (about half a second on the 2-core CI machine).
///
/// `--dump-dom` runs a page's scripts and prints the resulting DOM; an uncaught error or a
/// `console.error` (and `console.log`) shows on stderr as an `INFO:CONSOLE` line, which the
/// tests count as a failure. `--allow-file-access-from-files` lets a harness page at the site's
/// root open the site's pages in iframes and read their documents, so one launch checks many
/// pages; `--virtual-time-budget` lets their loads and timers run before the dump.
struct Chromium: Sendable {
    /// The browser's executable.
    let executable: URL

    /// The names tried on `PATH`, in order: Debian's `chromium-headless-shell`, then `chromium`.
    static let names = ["chromium-headless-shell", "chromium", "chromium-browser"]

    /// The browser on `PATH`, or nil (the browser tests are then disabled, saying how to install it).
    static let onPath: Chromium? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in names {
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return Chromium(executable: candidate)
                }
            }
        }
        return nil
    }()

    /// Whether the browser tests were asked for: `SWIFTPATTERNS_BROWSER_TESTS=1` (`.ci/run` sets
    /// it). They are off in a plain `swift test`: they open every page of the site, about 20 s
    /// on the 2-core machine, which would take a newcomer's first `swift test` past two minutes.
    static let asked = ProcessInfo.processInfo.environment["SWIFTPATTERNS_BROWSER_TESTS"] == "1"

    /// The browser the tests drive: the one on `PATH`, when the browser tests were asked for.
    static let forTests: Chromium? = asked ? onPath : nil

    /// Why the browser tests did not run, when they do not.
    static let missing = Comment(
        rawValue: asked
            ? "no chromium-headless-shell or chromium on PATH: install it (Debian: 'apt-get install"
                + " chromium-headless-shell'; macOS: 'brew install --cask chromium') to run the browser tests;"
                + " .ci/run installs it"
            : "the browser tests run with SWIFTPATTERNS_BROWSER_TESTS=1 and chromium-headless-shell or chromium"
                + " on PATH (.ci/run does both): 'SWIFTPATTERNS_BROWSER_TESTS=1 swift test --filter Site'")

    /// What one launch gave.
    struct Run: Sendable {
        /// Standard output: the DOM after the scripts ran, for `--dump-dom`.
        var dom: String
        /// The page's console lines and uncaught errors (`INFO:CONSOLE` on stderr).
        var console: [String]
        /// The launch's wall-clock time.
        var seconds: Double
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The flags every launch takes: headless, no sandbox (CI runs as root), no GPU.
    static let baseArguments = ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files"]

    /// Opens `url` and returns the DOM once the page and what it loads have run.
    func dumpDOM(_ url: URL, budgetMilliseconds: Int = 5_000) async throws -> Run {
        try await run(
            Self.baseArguments + ["--virtual-time-budget=\(budgetMilliseconds)", "--dump-dom", url.absoluteString])
    }

    /// Saves a PNG of `url` at `width`×`height` to `file`.
    func screenshot(_ url: URL, width: Int, height: Int, to file: URL) async throws -> Run {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        return try await run(
            Self.baseArguments + [
                "--virtual-time-budget=2000", "--hide-scrollbars", "--window-size=\(width),\(height)",
                "--screenshot=\(file.path)", url.absoluteString,
            ])
    }

    /// Runs the browser with `arguments` on a thread of its own, killing it after 30 seconds.
    private func run(_ arguments: [String]) async throws -> Run {
        let executable = executable
        return try await onThreadOfItsOwn {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let out = folder.appendingPathComponent("out")
            let err = folder.appendingPathComponent("err")
            _ = FileManager.default.createFile(atPath: out.path, contents: nil)
            _ = FileManager.default.createFile(atPath: err.path, contents: nil)
            let process = Process()
            process.executableURL = executable
            // A profile of its own: launches never share local storage or a lock.
            process.arguments = arguments + ["--user-data-dir=\(folder.appendingPathComponent("profile").path)"]
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            let exited = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in exited.signal() }
            let started = Date()
            try process.run()
            if exited.wait(timeout: .now() + 30) == .timedOut {
                process.terminate()
                exited.wait()
                throw Failure(description: "chromium did not finish in 30 s: \(arguments.joined(separator: " "))")
            }
            let seconds = Date().timeIntervalSince(started)
            let dom = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
            let log = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
            guard process.terminationStatus == 0 else {
                throw Failure(description: "chromium exited with \(process.terminationStatus):\n\(log)")
            }
            let console = log.split(separator: "\n").filter { $0.contains("INFO:CONSOLE") }.map(String.init)
            return Run(dom: dom, console: console, seconds: seconds)
        }
    }
}

extension Chromium.Run {
    /// The text of the element with id `id` (its content up to the next `<`, HTML entities
    /// for `&`, `<` and `>` undone): how a harness page hands back its results.
    func text(ofElement id: String) -> String? {
        guard let open = dom.range(of: "id=\"\(id)\"") else { return nil }
        guard let start = dom[open.upperBound...].firstIndex(of: ">") else { return nil }
        let rest = dom[dom.index(after: start)...]
        let end = rest.firstIndex(of: "<") ?? rest.endIndex
        return String(rest[..<end]).replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
