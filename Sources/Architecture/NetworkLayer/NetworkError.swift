/// What can go wrong sending an endpoint request: one case per kind of failure, so a caller
/// can tell "no answer" from "a refusal" from "an answer we cannot read".
enum NetworkError: Error, Equatable, Sendable {
    /// No answer arrived: the connection failed or dropped.
    case transport(String)
    /// The server answered with a status outside 200–299 and this message.
    case status(Int, message: String)
    /// The server answered 429 (too many requests) or 503 (unavailable) and said how long
    /// to wait before trying again (`Retry-After`).
    case retryAfter(Duration, status: Int, message: String)
    /// The server answered 2xx with a body that is not the expected JSON.
    case decoding(String)
    /// The access token was refused and could not be renewed; the user must sign in again.
    case unauthorized(String)
    /// The request was cancelled before it was answered.
    case cancelled
    /// The request's body could not be encoded; nothing was sent.
    case encoding(String)
}

extension NetworkError: CustomStringConvertible {
    var description: String {
        switch self {
        case .transport(let reason): "transport: \(reason)"
        case .status(let status, let message): "status \(status): '\(message)'"
        case .retryAfter(let wait, let status, let message): "status \(status): '\(message)', retry after \(wait)"
        case .decoding(let reason): "decoding: \(reason)"
        case .unauthorized(let reason): "unauthorized: \(reason)"
        case .cancelled: "cancelled"
        case .encoding(let reason): "encoding: \(reason)"
        }
    }
}
