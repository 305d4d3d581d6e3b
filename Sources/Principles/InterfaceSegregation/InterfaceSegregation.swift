import Futubra

/// The interface-segregation principle, shown on the feed screen and the backend it talks to.
///
/// ``FeedService`` is one fat protocol for everything the backend does; the feed screen needs
/// two of its six requirements, yet whatever stands in for it (a test double, a preview
/// backend) must implement all six. ``FeedReading``, ``PostLiking``, ``PostPublishing`` and
/// ``Moderating`` split it by client, and ``FeedScreen`` depends on the two it calls.
enum InterfaceSegregation {
    /// The fat protocol: everything any client of the backend might call.
    protocol FeedService: AnyObject {
        func feed() -> [Post]
        func like(_ id: PostID, by user: UserName)
        func publish(_ post: Post)
        func delete(_ id: PostID)
        func ban(_ user: UserName)
        func pin(_ id: PostID)
    }

    /// What the feed screen reads.
    protocol FeedReading: AnyObject {
        func feed() -> [Post]
    }

    /// What the feed screen's like button calls.
    protocol PostLiking: AnyObject {
        func like(_ id: PostID, by user: UserName)
    }

    /// What the composer calls.
    protocol PostPublishing: AnyObject {
        func publish(_ post: Post)
    }

    /// What the moderators' tools call.
    protocol Moderating: AnyObject {
        func delete(_ id: PostID)
        func ban(_ user: UserName)
        func pin(_ id: PostID)
    }

    /// How many requirements the protocol `name` declares, counted in this module's sources.
    ///
    /// A stand-in for a client must implement every requirement of the protocols the client
    /// depends on; the ones the client never calls are stubs it was forced to write.
    static func requirementCount(of name: String) -> Int {
        for file in Principles.sourceFiles {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(where: { declares(name, $0) }) else { continue }
            var count = 0
            for line in lines[(start + 1)...] {
                let text = line.trimmingPrefix(while: { $0 == " " })
                if text == "}" { break }
                if text.hasPrefix("func ") || text.hasPrefix("var ") || text.hasPrefix("mutating func ") { count += 1 }
            }
            return count
        }
        return 0
    }

    private static func declares(_ name: String, _ line: Substring) -> Bool {
        let text = line.trimmingPrefix(while: { $0 == " " })
        return text.hasPrefix("protocol \(name):") || text.hasPrefix("protocol \(name) ")
    }
}
