import ContractSupport
import Futubra
import Testing

@testable import Behavioral

/// Writes only the required step.
private struct BodyOnlyRenderer: PostCardRenderer {
    func body(of post: Post) -> [String] { ["BODY"] }
}

/// Tries to replace the whole algorithm with its own `render`.
private struct RebelRenderer: PostCardRenderer {
    func body(of post: Post) -> [String] { ["BODY"] }
    func render(_ post: Post) -> [String] { ["no frame"] }
}

@Suite("Template method", .timeLimit(.minutes(1)), .watchdog)
struct TemplateMethodTests {
    static let postIDs = [4, 3, 2, 1]

    @Test("every kind of post gets the same skeleton: frame, header, body, footer, comments", arguments: postIDs)
    func sameSkeletonForEveryKind(id: Int) throws {
        let post = try SampleFeed.post(id)
        let renderer = post.content.kind.cardRenderer
        let lines = renderer.render(post)
        let border = try #require(lines.first)
        expect(lines.last, equals: border)
        expect(lines.allSatisfy { $0.count == renderer.cardWidth })
        expect(lines[1].contains(post.author.rawValue))
        expect(lines[1].contains(post.id.description))
        let commentLines = lines.dropLast().suffix(post.comments.count)
        expect(zip(commentLines, post.comments).allSatisfy { $0.0.contains($0.1.author.rawValue) })
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a renderer that writes only the required step gets the default header and footer") {
            let post = try SampleFeed.post(1)
            let lines = BodyOnlyRenderer().render(post)
            expect(lines[1].hasPrefix("| dana - #1"))
            expect(lines[2].hasPrefix("| BODY"))
            expect(lines[3].hasPrefix("| 2 likes - 2 comments"))
            expect(lines.count, equals: 7)
        },
        Check("overriding one step changes only that step") {
            let post = try SampleFeed.post(2)
            let plain = BodyOnlyRenderer().render(post)
            let video = VideoCardRenderer().render(post)
            expect(video[1], equals: plain[1])
            expect(video[3].hasPrefix("| > Play - 1 likes"))
            expect(video.count, equals: plain.count)
        },
        Check("the hook switches a part of the algorithm off without replacing it") {
            let post = try SampleFeed.post(1)
            let lines = CompactCardRenderer().render(post)
            expect(lines.count, equals: 4)
            expect(!lines.contains { $0.contains("anna:") })
        },
        Check("the template itself cannot be replaced: through the protocol the fixed skeleton always runs") {
            let post = try SampleFeed.post(4)
            expect(RebelRenderer().render(post), equals: ["no frame"])
            let generic = renderThroughProtocol(RebelRenderer(), post)
            let existential: any PostCardRenderer = RebelRenderer()
            expect(generic.first?.hasPrefix("+---"), equals: true)
            expect(existential.render(post), equals: generic)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}

private func renderThroughProtocol(_ renderer: some PostCardRenderer, _ post: Post) -> [String] {
    renderer.render(post)
}
