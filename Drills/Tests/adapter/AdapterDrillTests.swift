import PatternContracts
import Testing

@testable import Drill

/// An item as the old SDK sends it.
private func item(_ id: Int, _ user: String?, likes: String, ms: String = "1700000000500") -> [String: String] {
    var item = ["post_id": "\(id)", "like_count": likes, "created_ms": ms]
    item["user"] = user
    return item
}

/// A fresh client answering `responses`, the adapter on it, one call: the answer, and what
/// the client was asked.
private func call(
    _ responses: [String: LegacyFeedClient.Response], after: Int? = nil
) -> (answer: Result<[PostSummary], any Error>, asked: [String]) {
    let client = LegacyFeedClient(responses: responses)
    let adapter = LegacyFeedAdapter(client: client)
    return (Result { try adapter.posts(after: after) }, client.requests)
}

@Suite("Adapter drill", .timeLimit(.minutes(1)), .watchdog)
struct AdapterDrillTests {
    static let twoPosts = LegacyFeedClient.Response(
        status: 200, items: [item(8, "bob", likes: "0", ms: "1700000001000"), item(7, "anna", likes: "3")])

    @Test(
        "the adapter translates the old SDK's items and failures, passes the cursor on, and refuses what it cannot read"
    )
    func adapter() {
        checkAdapterContract(
            translations: [
                .gives(
                    "two posts on the first page",
                    [
                        PostSummary(id: 8, author: "bob", likes: 0, postedAt: 1_700_000_001),
                        PostSummary(id: 7, author: "anna", likes: 3, postedAt: 1_700_000_000.5),
                    ]
                ) { call(["first": Self.twoPosts]) }
            ],
            requests: [
                .gives(
                    "the page after #7", [PostSummary(id: 6, author: "cleo", likes: 1, postedAt: 1_700_000_000.5)],
                    asked: ["items after 7"]
                ) {
                    call(
                        ["first": Self.twoPosts, "7": .init(status: 200, items: [item(6, "cleo", likes: "1")])],
                        after: 7)
                }
            ],
            failures: [
                .mustThrow("a 503 from the server") { call(["first": .init(status: 503, items: [])]) }
            ],
            untranslatable: [
                .mustThrow("a like count of 'many'") {
                    call([
                        "first": .init(
                            status: 200, items: [item(8, "bob", likes: "0"), item(7, "anna", likes: "many")])
                    ])
                },
                .mustThrow("a post with no author") {
                    call(["first": .init(status: 200, items: [item(7, nil, likes: "3")])])
                },
            ])
    }
}
