import ContractSupport
import ExampleKit
import Futubra
import Testing

@testable import AntiPatterns

/// The classes whose code runs while `render` draws `post`, in order: each method's visit, in
/// the class that holds its code (see `YoYoVisit`).
private func visits(_ render: () -> [String]) -> [String] {
    let transcript = Transcript()
    _ = transcript.tracing(render)
    return transcript.events.map(\.from)
}

/// Checks that drawing each sample post's card runs code of one type only: a reader finds
/// the whole card in one place.
private func checkCardReadsInOneType(
    _ render: @escaping (Post) -> [String], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    for post in try SampleFeed.feed().posts {
        let classes = Set(visits { render(post) })
        expect(classes.count == 1, "post \(post.id) runs code of \(classes.sorted())", at: sourceLocation)
    }
}

@Suite("Yo-yo problem", .timeLimit(.minutes(1)), .watchdog)
struct YoYoProblemTests {
    @Test("flattening the four-level card hierarchy into one type changes no card")
    func characterization() throws {
        try checkCharacterization(
            input: { random in try randomPosts(&random) },
            before: { posts in posts.map { YoYoCard.card(for: $0).render() } },
            after: { posts in posts.map { FlatPostCard(post: $0).render() } })
    }

    @Test("drawing one image card visits four classes and changes class eight times; the flat card stays in one type")
    func theYoYoIsMeasured() throws {
        let post = try SampleFeed.post(3)
        let deep = visits { YoYoCard.card(for: post).render() }
        expect(
            deep,
            equals: [
                "YoYoCard", "YoYoPostCard", "YoYoCard", "YoYoMediaCard", "YoYoMediaCard", "YoYoImageCard",
                "YoYoPostCard", "YoYoMediaCard", "YoYoImageCard", "YoYoCard",
            ])
        expect(Set(deep).count, equals: 4)
        expect(YoYoVisit.changes(in: deep), equals: 8)
        expect(visits { FlatPostCard(post: post).render() }, equals: ["FlatPostCard"])
        try checkCardReadsInOneType { FlatPostCard(post: $0).render() }
        // Every method of the cards records its visit, so no hop can go uncounted.
        let code = SourceCode.antiPatterns
        let cards = ["YoYoCard", "YoYoPostCard", "YoYoMediaCard", "YoYoImageCard", "YoYoVideoCard", "FlatPostCard"]
        for card in cards {
            let functions = code.functions(of: [card]).filter {
                $0.declaration.keyword == "func" && !$0.declaration.modifiers.contains("static")
            }
            expect(!functions.isEmpty, "\(card) has methods")
            for (file, function) in functions {
                let calls = code.calls(in: function, of: file)
                expect(
                    calls.contains { $0.receiver == ["YoYoVisit"] && $0.name == "here" },
                    "\(card).\(function.name) does not record its visit")
            }
        }
    }

    @Test("a card spread over a class hierarchy fails the one-place check", .tags(.control))
    func hierarchyFailsTheCheck() throws {
        withKnownIssue {
            try checkCardReadsInOneType { YoYoCard.card(for: $0).render() }
        }
    }
}
