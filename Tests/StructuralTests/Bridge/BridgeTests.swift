import ContractSupport
import Futubra
import Testing

@testable import Structural

/// A back-end the renderers have never seen, written only in the tests.
private struct HTMLBackend: OutputBackend {
    var name: String { "HTML" }
    func heading(_ text: String) -> String { "<h2>\(text)</h2>" }
    func emphasis(_ text: String) -> String { "<b>\(text)</b>" }
    func link(_ label: String, to url: MediaURL) -> String { "<a href=\"\(url)\">\(label)</a>" }
    func bullet(_ text: String) -> String { "<li>\(text)</li>" }
}

/// A renderer the back-ends have never seen, written only in the tests.
private struct AuthorBadgeRenderer: PostRenderer {
    let backend: any OutputBackend
    func render(_ post: Post) -> [String] { [backend.emphasis("@\(post.author)")] }
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct BridgeTests {
    enum Renderer: String, CaseIterable { case card, row }
    enum Backend: String, CaseIterable { case plain, markdown }

    private func make(_ renderer: Renderer, _ backend: Backend) -> any PostRenderer {
        let output: any OutputBackend =
            switch backend {
            case .plain: PlainTextBackend()
            case .markdown: MarkdownBackend()
            }
        return switch renderer {
        case .card: PostCardRenderer(backend: output)
        case .row: PostRowRenderer(backend: output)
        }
    }

    private static let expected: [String: [String]] = [
        "card plain": ["DANA WROTE", "Hello, Futubra.", "likes: 2", "- anna: Welcome!", "- eve: Glad you are here."],
        "card markdown": [
            "## dana wrote", "Hello, Futubra.", "likes: 2", "* **anna**: Welcome!", "* **eve**: Glad you are here.",
        ],
        "row plain": ["- dana Hello, Futubra. (2 likes, 2 comments)"],
        "row markdown": ["* **dana** Hello, Futubra. (2 likes, 2 comments)"],
    ]

    @Test("every renderer works with every back-end: two times two gives four distinct outputs")
    func allCombinations() throws {
        let post = try SampleFeed.post(1)
        var outputs: Set<[String]> = []
        for renderer in Renderer.allCases {
            for backend in Backend.allCases {
                let lines = make(renderer, backend).render(post)
                expect(lines, equals: Self.expected["\(renderer) \(backend)"], "\(renderer) with \(backend)")
                outputs.insert(lines)
            }
        }
        expect(outputs.count, equals: 4)
    }

    @Test("the renderer decides what is shown, the back-end how: media become each back-end's link")
    func mediaLinks() throws {
        let photo = try SampleFeed.post(3)
        expect(
            PostCardRenderer(backend: MarkdownBackend()).render(photo)[1],
            equals: "[My cat, judging me](https://img.futubra.example/cat.jpg)")
        expect(
            PostCardRenderer(backend: PlainTextBackend()).render(photo)[1],
            equals: "My cat, judging me <https://img.futubra.example/cat.jpg>")
    }

    @Test("a new back-end works with every existing renderer, and neither renderer changes")
    func newBackend() throws {
        let post = try SampleFeed.post(1)
        expect(
            PostRowRenderer(backend: HTMLBackend()).render(post),
            equals: [
                "<li><b>dana</b> Hello, Futubra. (2 likes, 2 comments)</li>"
            ])
        expect(PostCardRenderer(backend: HTMLBackend()).render(post).first, equals: "<h2>dana wrote</h2>")
    }

    @Test("a new renderer works with every existing back-end, and neither back-end changes")
    func newRenderer() throws {
        let post = try SampleFeed.post(4)
        expect(AuthorBadgeRenderer(backend: PlainTextBackend()).render(post), equals: ["@anna"])
        expect(AuthorBadgeRenderer(backend: MarkdownBackend()).render(post), equals: ["**@anna**"])
    }
}
