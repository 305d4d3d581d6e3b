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

    /// How many requirements the protocol `name` has, counted in `files` (by default, this
    /// entry's own sources): its own, read as code (functions, static ones included,
    /// properties, initialisers, subscripts and associated types, however they are attributed
    /// or split over lines), and those of the protocols it refines that `files` declare.
    ///
    /// A stand-in for a client must implement every requirement of the protocols the client
    /// depends on; the ones the client never calls are stubs it was forced to write.
    static func requirementCount(
        of name: String,
        in files: [(path: String, text: String)] = Principles.sourceFiles.filter {
            $0.path.hasPrefix("InterfaceSegregation/")
        }
    ) -> Int {
        let index = SourceIndex(files)
        var counted: Set<String> = []
        func count(_ name: String) -> Int {
            guard counted.insert(name).inserted,
                let declaration = index.declarations.first(where: { $0.kind == .protocol && $0.name == name })
            else { return 0 }
            let requirements: Set<SwiftDeclaration.Kind> = [.func, .var, .`init`, .subscript, .associatedtype]
            let own = index.members(of: declaration.memberPath).filter { requirements.contains($0.kind) }.count
            return own + declaration.inherited.map(count).reduce(0, +)
        }
        return count(name)
    }
}
