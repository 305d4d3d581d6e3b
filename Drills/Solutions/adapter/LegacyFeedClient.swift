/// The old SDK's feed client. It cannot be changed: the app reaches it only through an
/// adapter.
final class LegacyFeedClient {
    /// The SDK's answer: an HTTP-like status, and items of text fields: `post_id`, `user`,
    /// `like_count` and `created_ms` (milliseconds since 1970).
    struct Response {
        var status: Int
        var items: [[String: String]]
    }

    private let responses: [String: Response]
    /// What the client was asked, in its own terms.
    private(set) var requests: [String] = []

    /// A client that answers the first page with `responses["first"]` and the page after
    /// post `n` with `responses["n"]`; any other page is a 404.
    init(responses: [String: Response]) {
        self.responses = responses
    }

    /// The items after the post whose `post_id` is `cursor`, or the first items when it is nil.
    func fetchItems(startingAfter cursor: String?) -> Response {
        requests.append(cursor.map { "items after \($0)" } ?? "first items")
        return responses[cursor ?? "first"] ?? Response(status: 404, items: [])
    }
}
