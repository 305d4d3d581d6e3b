import ContractSupport
import Foundation
import Testing

@testable import DrillSkeletons

// Each refactoring drill proved as the others are: its solution passes (its own tests in
// `Drills/Tests` run on the solution), its skeleton fails, and the classic wrong answers fail,
// each naming the property it breaks. A refactoring drill's skeleton is working code: it must
// fail on the measure and on nothing else, so its characterization test compares the learner's
// code with a copy of the skeleton kept in the tests, proved here to be that copy.

@Suite("Refactoring drills: the skeleton fails on the measure only", .timeLimit(.minutes(1)), .watchdog)
struct RefactorDrillSkeletonTests {
    @Test(
        "each skeleton measures what its task says, and fails its bar naming the measure",
        arguments: RefactorDrills.all)
    func skeletonFailsTheMeasure(_ drill: RefactorDrill) throws {
        let sources = try drill.skeleton()
        expect(drill.measure(sources), equals: drill.original, "\(drill.id)")
        expectViolation(of: drill.property) { drill.check(sources) }
        let task = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Drills/Tasks/\(drill.id).md"), encoding: .utf8)
        expect(task.contains("kind: refactor"), "\(drill.id) is a refactoring drill")
        expect(
            task.contains("The original has \(drill.original).") || task.contains("holds \(drill.original).")
                || task.contains("is \(drill.original) lines.") || task.contains("The original is four"),
            "\(drill.id): the task states the figure the original measures, \(drill.original)")
    }

    @Test(
        "each drill's characterization compares with the skeleton's own code: the original kept in the tests is the skeleton, renamed",
        arguments: RefactorDrills.all)
    func originalIsTheSkeleton(_ drill: RefactorDrill) throws {
        let kept = try SwiftSource.files(inFirstOf: ["../../Drills/Tests/\(drill.id)"], relativeTo: #filePath)
            .filter { $0.path.hasPrefix("Original") }
        let copy = try #require(kept.first, "\(drill.id) keeps the original code in its tests")
        expect(copy.path, equals: "Original" + drill.file)
        // The copy's code, its import left out and the prefix dropped from its names.
        let code = copy.tokens.drop { $0.text != "import" }.dropFirst(2).map { token in
            token.kind == .name && token.text.hasPrefix("Original") ? String(token.text.dropFirst(8)) : token.text
        }
        let skeleton = SwiftSource(path: drill.file, text: try drill.skeletonText()).tokens.map(\.text)
        expect(code == skeleton, "\(drill.id): the copy differs from the skeleton")
    }
}

@Suite("Refactoring drills: the wrong refactorings fail, naming what they break", .timeLimit(.minutes(1)), .watchdog)
struct RefactorDrillWrongAnswerTests {
    @Test(
        "renaming without restructuring leaves the measure where it was", .tags(.control), arguments: RefactorDrills.all
    )
    func renaming(_ drill: RefactorDrill) throws {
        var text = try drill.skeletonText()
        for (old, new) in drill.renames {
            expect(text.contains(old), "\(drill.id): '\(old)' is in the skeleton")
            text = text.replacingOccurrences(of: old, with: new)
        }
        let renamed = try drill.variant(text)
        expect(drill.measure(renamed), equals: drill.original, "\(drill.id)")
        expectViolation(of: drill.property) { drill.check(renamed) }
    }

    @Test("moving, packing, copying or hiding the smell does not improve its measure", .tags(.control))
    func measureNotGamed() throws {
        for wrong in RefactorWrongAnswers.sources {
            let drill = try RefactorDrills.drill(wrong.drill)
            let sources = try wrong.text(drill).map { try drill.variant($0) } ?? drill.skeleton()
            expectViolation(of: wrong.property ?? drill.property) { drill.check(sources) }
        }
    }

    @Test("a refactoring that changes what the code does fails the characterization check", .tags(.control))
    func behaviourChanged() {
        for wrong in RefactorWrongAnswers.behaviours {
            expectViolation(of: "the refactoring keeps what the code does: the same input gives the same output") {
                wrong()
            }
        }
    }
}

@Suite("The refactoring measures read Swift as code", .timeLimit(.minutes(1)), .watchdog)
struct SwiftSourceReaderTests {
    static let sample = SwiftSource(
        path: "Sample.swift",
        text: #"""
            // A comment that says post.likes and "like" is not code.
            /* Nor is /* a nested */ block comment. */
            struct Card: Shape {
                let post: Post
                var (width, height): (Int, Int) = (1, 2)
                static let shared = Card(post: Post())
                var total: Int { post.likes + 1 }
                var title: String = "\(post.author) likes it"

                func render(
                    into lines: inout [String]
                ) -> Int
                {
                    lines.append(#"raw "text" \(not code)"#); lines.append("a"); return 2
                }
            }
            protocol Shape: Drawn {}
            protocol Drawn {}
            extension Post: Drawn {}
            class Post { let likes = 0, author = "anna" }
            """#)

    @Test("comments are not code, a string is one token, an interpolation's code is code")
    func tokens() {
        let code = Self.sample.tokens
        expect(!code.contains { $0.text == "comment" || $0.text == "nested" }, "comments dropped")
        expect(
            code.filter { $0.kind == .string }.map(\.text),
            equals: [" likes it", #"raw "text" \(not code)"#, "a", "anna"])
        expect(code.contains { $0.text == "author" }, "the interpolation's `post.author` is code")
        expect(!code.contains { $0.text == "not" }, "a raw string's \\( is text")
    }

    @Test("types with what they inherit, members with their owners, stored or not, and their lengths")
    func declarations() {
        let source = Self.sample
        expect(source.types.map(\.name), equals: ["Card", "Shape", "Drawn", "Post", "Post"])
        expect(source.types.map(\.inherits), equals: [["Shape"], ["Drawn"], [], ["Drawn"], []])
        let members = source.members.map { "\($0.name) \($0.isStored ? "stored" : "computed") \($0.codeLines)" }
        expect(
            members,
            equals: [
                "Card.post stored 1", "Card.width stored 1", "Card.shared stored 1", "Card.total computed 1",
                "Card.title stored 1", "Card.render computed 8", "Post.likes stored 1",
            ])
        expect([source].storedFields["Card"] ?? [], equals: ["post", "width", "height", "shared", "title"])
        expect([source].storedFields["Post"] ?? [], equals: ["likes", "author"])
        expect([source].longestHierarchy, equals: ["Card", "Shape", "Drawn"])
        expect([source].reads(ofStoredPropertiesOf: "Post").map(\.property), equals: ["likes", "author"])
    }
}
