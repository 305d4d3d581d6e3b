import CatalogKit
import ContractSupport
import ExampleKit
import Foundation
import MessageTrace
import Testing

/// The headless browser, when the browser tests were asked for (see `Chromium.asked`).
private let chromium = Chromium.forTests?.executable.path

@Suite("The sequence stepper shows a run one message at a time", .timeLimit(.minutes(1)), .watchdog)
struct SequenceStepperTests {
    static let trace = [
        TraceEvent(from: "App", to: "FeedPublisher", message: "like(#3)"),
        TraceEvent(from: "FeedPublisher", to: "LikeBadge", message: "postLiked(#3)"),
        TraceEvent(from: "LikeBadge", to: "LikeBadge", message: "badge shows 1", kind: .note),
        TraceEvent(from: "FeedPublisher", to: "App", message: "done", kind: .reply),
    ]

    @Test("the script is plain and self-contained: it finds sequence figures and their steps, and loads nothing")
    func plainScript() {
        let script = SequenceStepper.script
        for needed in ["figure.sequence-diagram", "[data-step]", "\"Previous\"", "\"Next\"", "\"All\""] {
            expect(script.contains(needed), "the script does not mention \(needed)")
        }
        for banned in ["fetch(", "XMLHttpRequest", "import ", "http:", "https:", "eval(", "innerHTML"] {
            expect(!script.contains(banned), "the script uses \(banned)")
        }
    }

    /// The page after the script ran and `clicks` (button labels) were pressed, as the browser
    /// leaves it.
    func page(clicking clicks: [String], script: String = SequenceStepper.script) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stepper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let presses = clicks.map { label in
            "Array.from(document.querySelectorAll('.sequence-steps button'))"
                + ".find(function (b) { return b.textContent === '\(label)'; }).click();"
        }.joined()
        let html = """
            <!doctype html><html lang="en"><body>
            <figure class="diagram sequence-diagram">\(SequenceDiagram(events: Self.trace).svg(title: "run"))\
            <figcaption>run</figcaption></figure>
            <script src="sequence.js"></script>
            <script>document.addEventListener("DOMContentLoaded", function () { \(presses) });</script>
            </body></html>
            """
        try html.write(to: folder.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
        try script.write(
            to: folder.appendingPathComponent("sequence.js"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium ?? "")
        process.arguments = [
            "--no-sandbox", "--headless", "--disable-gpu", "--dump-dom",
            folder.appendingPathComponent("page.html").absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The steps shown, by number, and the status line.
    func shown(_ dom: String) -> (steps: [Int], status: String) {
        var steps: [Int] = []
        for part in dom.components(separatedBy: "<g class=\"").dropFirst() {
            let marks = part.components(separatedBy: "data-step=\"")
            guard marks.count > 1 else { continue }
            let number = marks[1].prefix(while: { $0 != "\"" })
            if !part.prefix(while: { $0 != ">" }).contains("display: none") { steps.append(Int(number) ?? 0) }
        }
        let parts = dom.components(separatedBy: "aria-live=\"polite\">")
        let status = parts.count > 1 ? String(parts[1].prefix(while: { $0 != "<" })) : ""
        return (steps, status)
    }

    @Test(
        "in a browser: the run starts whole; Next from the whole starts at step 1, each Next shows one more, Previous one fewer, All the whole",
        .enabled(if: chromium != nil, Chromium.missing))
    func steps() throws {
        try checkStepping(script: SequenceStepper.script)
    }

    @Test(
        "in a browser: a script that adds the buttons but shows every step fails the stepping check",
        .tags(.control), .enabled(if: chromium != nil, Chromium.missing))
    func controlShowsEverything() {
        let inert = SequenceStepper.script.replacingOccurrences(
            of: "number <= count ? \"\" : \"none\"", with: "\"\"")
        expect(inert != SequenceStepper.script, "the control changed nothing")
        withKnownIssue {
            try checkStepping(script: inert)
        }
    }

    func checkStepping(script: String) throws {
        func page(clicking clicks: [String]) throws -> String { try self.page(clicking: clicks, script: script) }
        expect(shown(try page(clicking: [])).steps, equals: [1, 2, 3, 4])
        expect(shown(try page(clicking: [])).status, equals: "All 4 steps")
        expect(shown(try page(clicking: ["Next"])).steps, equals: [1])
        let third = shown(try page(clicking: ["Next", "Next", "Next"]))
        expect(third.steps, equals: [1, 2, 3])
        expect(third.status, equals: "Step 3 of 4")
        expect(shown(try page(clicking: ["Next", "Next", "Next", "Previous"])).steps, equals: [1, 2])
        expect(shown(try page(clicking: ["Next", "Next", "All"])).steps, equals: [1, 2, 3, 4])
    }
}
