/// The HTTP methods a REST API uses, with the two promises HTTP makes about each.
///
/// *Safe*: the request asks for a representation and changes nothing on the server (GET,
/// HEAD, OPTIONS). *Idempotent*: sending it twice leaves the server as sending it once does
/// (every safe method, and PUT and DELETE). POST is neither; PATCH is not promised to be
/// either (a patch that sets fields is idempotent, one that appends is not).
enum HTTPVerb: String, Sendable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"

    /// Whether the method only reads.
    var isSafe: Bool { self == .get }

    /// Whether sending the request again changes nothing more.
    var isIdempotent: Bool {
        switch self {
        case .get, .put, .delete: true
        case .post, .patch: false
        }
    }
}

/// One request to the posts API: a method, a path, an optional JSON body, and the
/// idempotency key that lets a POST be sent again safely.
struct ResourceRequest: Equatable, Sendable {
    var method: HTTPVerb
    var path: String
    var body: String?
    var idempotencyKey: String?

    init(_ method: HTTPVerb, _ path: String, body: String? = nil, idempotencyKey: String? = nil) {
        (self.method, self.path, self.body, self.idempotencyKey) = (method, path, body, idempotencyKey)
    }

    /// `PUT /posts/1/likes/eve`.
    var line: String { "\(method.rawValue) \(path)" }
}

/// One HTTP answer: the status, the headers that matter here, and the body as text.
struct HTTPAnswer: Equatable, Sendable {
    var status: Int
    var headers: [String: String] = [:]
    var body: String = ""

    init(_ status: Int, headers: [String: String] = [:], body: String = "") {
        (self.status, self.headers, self.body) = (status, headers, body)
    }
}

/// When a client sends a request again after it got no answer: the answer may have been lost
/// after the server applied the request.
enum ResendPolicy: Sendable {
    /// Only what is safe to apply twice: an idempotent method, or a request with an
    /// idempotency key the server remembers.
    case repeatableOnly
    /// Every request, whatever its method: the naive retry that duplicates a POST.
    case always

    /// Whether `request` may be sent again.
    func allows(_ request: ResourceRequest) -> Bool {
        switch self {
        case .repeatableOnly: request.method.isIdempotent || request.idempotencyKey != nil
        case .always: true
        }
    }
}
