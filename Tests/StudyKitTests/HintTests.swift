import ContractSupport
import Foundation
import Testing

@testable import StudyKit

@Suite(
    "Drill hints: one more each time, remembered in the file (version 2 only when there are some)",
    .timeLimit(.minutes(1)), .watchdog)
struct HintTests {
    @Test("each call shows one more hint, up to the last, which stays; a drill without hints shows none")
    func oneMoreEachTime() {
        var progress = StudyProgress()
        expect((1...4).map { _ in progress.nextHint(of: "observer", count: 3) }, equals: [1, 2, 3, 3])
        expect(progress.nextHint(of: "state", count: 0), equals: nil)
        expect(progress.hints, equals: ["observer": 3])
    }

    @Test("hints round-trip through the file as version 2; a file without hints stays version 1")
    func roundTrip() throws {
        var progress = StudyProgress()
        let plain = String(decoding: ProgressFormat.encode(progress), as: UTF8.self)
        expect(plain.contains("\"version\": 1,"), "\(plain)")
        expect(!plain.contains("hints"), "\(plain)")
        _ = progress.nextHint(of: "observer", count: 3)
        _ = progress.nextHint(of: "observer", count: 3)
        _ = progress.nextHint(of: "state", count: 3)
        let data = ProgressFormat.encode(progress)
        let text = String(decoding: data, as: UTF8.self)
        expect(text.contains("\"version\": 2,"), "\(text)")
        expect(text.hasSuffix("\"hints\": {\n    \"observer\": 2,\n    \"state\": 1\n  }\n}\n"), "\(text)")
        expect(try ProgressFormat.decode(data, path: "/p.json"), equals: progress)
    }

    @Test("hints in a version 1 file, a count below 1 or a bad drill id make the file damaged")
    func strict() {
        let base = "{\"format\": \"swiftpatterns-progress\", \"version\": VERSION, \"questions\": {}, \"drills\": {}"
        for (version, hints) in [("1", "{\"observer\": 1}"), ("2", "{\"observer\": 0}"), ("2", "{\"Not An Id\": 1}")] {
            let text = base.replacingOccurrences(of: "VERSION", with: version) + ", \"hints\": \(hints)}"
            var damaged = false
            do { _ = try ProgressFormat.decode(Data(text.utf8), path: "/p.json") } catch {
                if case .damaged = error { damaged = true }
            }
            expect(damaged, "\(text)")
        }
    }
}

@Suite(
    "Question identity: the fast ASCII path names a question as the Unicode path does", .timeLimit(.minutes(1)),
    .watchdog)
struct ASCIINormalizationTests {
    @Test("2,000 seeded ASCII texts of letters, spaces, tabs, line breaks, backquotes, stars and end marks")
    func sameAsUnicodePath() {
        let pieces = [
            "a", "Z", "q", " ", "  ", "\t", "\n", "\r\n", "`", "*", "?", ".", "!", ":", "'", "\"", "(x)", "1",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int(state % 12) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            expect(
                QuestionID.asciiNormalized(text), equals: QuestionID.unicodeNormalized(text), "\(text.debugDescription)"
            )
        }
        expect(QuestionID.normalized("  What is *KVO*?  "), equals: "what is kvo")
    }
}
