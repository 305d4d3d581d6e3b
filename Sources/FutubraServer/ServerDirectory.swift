import Synchronization

/// Finds the ``FeedServer`` that owns a host name.
///
/// Foundation creates `URLProtocol` instances itself, so a protocol cannot be handed its
/// server. Every server gets a unique host when it is made and registers here; the protocol
/// looks its request's host up. The table lives behind a `Mutex` and holds servers weakly,
/// so a server that is gone answers nothing.
enum ServerDirectory {
    /// A server held weakly: the directory never keeps one alive.
    private struct Entry {
        weak var server: FeedServer?
    }

    /// The hosts issued so far and the live servers by host.
    private struct Table {
        var issued = 0
        var entries: [String: Entry] = [:]
    }

    private static let table = Mutex(Table())

    /// A host name no other server has had in this process.
    static func makeHost() -> String {
        table.withLock { table in
            table.issued += 1
            return "server-\(table.issued).futubra.test"
        }
    }

    /// Whether `host` is one of ours (live or gone): such a request never leaves the process.
    static func isServerHost(_ host: String) -> Bool {
        host.hasSuffix(".futubra.test")
    }

    /// Makes `server` reachable at its host.
    static func register(_ server: FeedServer) {
        table.withLock { $0.entries[server.host] = Entry(server: server) }
    }

    /// Forgets `host`.
    static func remove(_ host: String) {
        _ = table.withLock { $0.entries.removeValue(forKey: host) }
    }

    /// The live server at `host`, if any.
    static func server(at host: String) -> FeedServer? {
        table.withLock { $0.entries[host]?.server }
    }
}
