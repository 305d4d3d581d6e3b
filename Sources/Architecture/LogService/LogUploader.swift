import FutubraServer

/// Sends a batch of entries to the log server.
public protocol LogUploader: Sendable {
    /// Sends `entries`; returns once the server has acknowledged them. Throws
    /// ``LogUploadError/refused(_:)`` if the server will never take them, anything else if
    /// it may take them later.
    func upload(_ entries: [LogEntry]) async throws -> LogReceipt
}

/// An upload the server will never take: sending it again cannot help.
public enum LogUploadError: Error, Equatable {
    /// The server refused the batch itself (a 400, a 413…), not the moment.
    case refused(String)
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

/// Uploads through the app's network layer. A status from 400 to 499 other than 408 (a
/// timeout) and 429 (too many requests) means the server will never take this batch.
struct EndpointLogUploader: LogUploader {
    let service: any EndpointService

    func upload(_ entries: [LogEntry]) async throws -> LogReceipt {
        do {
            return try await service.send(SendLogsRequest(entries: entries))
        } catch {
            if case .status(let status, let message) = error, (400..<500).contains(status),
                ![408, 429].contains(status)
            {
                throw LogUploadError.refused("status \(status): \(message)")
            }
            throw error
        }
    }
}
