/// What can go wrong talking to the Futubra API.
package enum FeedClientError: Error, Equatable, Sendable {
    /// The server answered with a status outside 200–299 and this message.
    case status(Int, message: String)
    /// The request never got an answer.
    case transport(String)
    /// The answer was not the JSON expected.
    case invalidResponse(String)

    /// The HTTP status, when the server answered.
    package var status: Int? {
        if case .status(let status, _) = self { status } else { nil }
    }
}

extension FeedClientError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .status(let status, let message): "the server answered \(status): '\(message)'"
        case .transport(let reason): "the request failed: '\(reason)'"
        case .invalidResponse(let reason): "the answer was not understood: '\(reason)'"
        }
    }
}
