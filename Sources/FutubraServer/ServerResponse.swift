import Foundation
import Futubra

/// One HTTP answer of the ``FeedServer``: a status code and a JSON body.
package struct ServerResponse: Equatable, Sendable {
    /// The HTTP status code.
    package var status: Int
    /// The JSON body.
    package var body: Data
    /// Whether the connection drops instead of answering (the status and body are not sent).
    package var dropsConnection = false

    /// An answer with `status` and `body`, or a dropped connection.
    package init(status: Int, body: Data, dropsConnection: Bool = false) {
        self.status = status
        self.body = body
        self.dropsConnection = dropsConnection
    }

    /// The body of every failure: `{"error": "…"}`.
    struct ErrorBody: Codable {
        var error: String
    }

    /// A success carrying `value` as JSON.
    static func ok(_ value: some Encodable, status: Int = 200) throws(FutubraError) -> ServerResponse {
        ServerResponse(status: status, body: try FutubraJSON.encode(value))
    }

    /// A failure with `status` and `message` in `{"error": …}`.
    static func error(_ status: Int, _ message: String) -> ServerResponse {
        let body = (try? FutubraJSON.encode(ErrorBody(error: message))) ?? Data()
        return ServerResponse(status: status, body: body)
    }
}
