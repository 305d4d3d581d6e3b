import PatternContracts
import Testing

@testable import Drill

/// A subclass that records each step the template method runs, then does what the base
/// class does; its validation refuses when told to.
private final class RecordingSharer: PostSharer {
    let record: (String) -> Void
    let refuse: Bool

    init(record: @escaping (String) -> Void, refuse: Bool) {
        self.record = record
        self.refuse = refuse
    }

    override func validate(_ post: SharedPost) -> Bool {
        record("validate")
        return !refuse && super.validate(post)
    }

    override func render(_ post: SharedPost) -> String {
        record("render")
        return super.render(post)
    }

    override func deliver(_ text: String) {
        record("deliver")
        super.deliver(text)
    }
}

@Suite("Template method drill", .timeLimit(.minutes(1)), .watchdog)
struct TemplateMethodDrillTests {
    static let post = SharedPost(author: "anna", text: "Hello")
    static let long = SharedPost(author: "anna", text: String(repeating: "a", count: 281))

    @Test(
        "sharing validates, renders, signs and delivers in that order; a refusal stops it; each sharer renders its way")
    func share() {
        checkTemplateMethodContract(
            steps: ["validate", "render", "deliver"],
            run: { record, refuse in _ = RecordingSharer(record: record, refuse: refuse).share(Self.post) },
            results: [
                TemplateResult("the plain-text sharer", expected: ["anna: Hello\n— shared from Futubra"]) {
                    let sharer = PlainTextSharer()
                    _ = sharer.share(Self.post)
                    return sharer.delivered
                },
                TemplateResult("the Markdown sharer", expected: ["**anna**: Hello\n— shared from Futubra"]) {
                    let sharer = MarkdownSharer()
                    _ = sharer.share(Self.post)
                    return sharer.delivered
                },
                TemplateResult("the Markdown sharer, given 281 characters", expected: []) {
                    let sharer = MarkdownSharer()
                    _ = sharer.share(Self.long)
                    return sharer.delivered
                },
            ])
    }
}
