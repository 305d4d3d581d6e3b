import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Testing

@Suite("FeedServer's log inbox", .timeLimit(.minutes(1)), .watchdog)
struct LogInboxTests {
    let server = FeedServer(feed: Feed())

    private func post(_ json: String) -> ServerResponse {
        server.respond(method: "POST", path: "/logs", body: Data(json.utf8))
    }

    @Test("the log endpoint keeps one entry per id and counts the repeats")
    func deduplicatesByID() throws {
        let first = post(
            #"[{"id": "a-1", "level": "error", "message": "x"}, {"id": "a-2", "level": "fatal", "message": "y"}]"#)
        expect(first.status, equals: 200)
        expect(try FutubraJSON.decode(LogReceipt.self, from: first.body) == LogReceipt(accepted: 2, duplicates: 0))
        let again = post(
            #"[{"id": "a-2", "level": "fatal", "message": "y"}, {"id": "a-3", "level": "error", "message": "z"}]"#)
        expect(try FutubraJSON.decode(LogReceipt.self, from: again.body) == LogReceipt(accepted: 1, duplicates: 1))
        expect(server.reportedLogs.map(\.id), equals: ["a-1", "a-2", "a-3"])
        expect(server.duplicateLogs, equals: 1)
    }

    @Test("the log endpoint can be made to fail, and refuses a body that is not a list of entries")
    func failsOnDemand() {
        server.failNext(1)
        expect(post(#"[{"id": "a-1", "level": "error", "message": "x"}]"#).status, equals: 503)
        expect(post(#"{"id": "a-1"}"#).status, equals: 400)
        expect(server.reportedLogs.isEmpty)
    }
}
