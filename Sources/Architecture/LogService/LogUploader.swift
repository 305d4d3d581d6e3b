import FutubraServer

/// Sends a batch of entries to the log server.
public protocol LogUploader: Sendable {
    /// Sends `entries`; returns once the server has acknowledged them, throws if it has not.
    func upload(_ entries: [LogEntry]) async throws -> LogReceipt
}

/// `POST /logs` with the entries as JSON; the server keeps one copy per entry id.
///
/// The network layer never sends a POST twice; the reporter retries this one itself, which
/// is safe because the server deduplicates by id.
struct SendLogsRequest: EndpointRequest {
    typealias Response = LogReceipt
    var entries: [LogEntry]
    var method: HTTPMethod { .post }
    var path: String { "/logs" }
    var body: (any Encodable & Sendable)? { entries }
    var needsToken: Bool { false }
    var description: String { "POST /logs (\(entries.count) entries)" }
}

/// Uploads through the app's network layer.
struct EndpointLogUploader: LogUploader {
    let service: any EndpointService

    func upload(_ entries: [LogEntry]) async throws -> LogReceipt {
        try await service.send(SendLogsRequest(entries: entries))
    }
}
