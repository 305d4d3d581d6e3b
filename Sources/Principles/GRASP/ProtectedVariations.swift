import Futubra

extension GRASP {
    /// Protected variations: where media is served from is expected to change, so clients
    /// reach it only through a stable interface, and a new host is a new conformer, written
    /// anywhere: this one is public so that another module can add a host.
    ///
    /// ```swift
    /// let links = ShareLinks(host: MirrorHost())
    /// links.link(for: post)   // the mirror's address; `ShareLinks` did not change
    /// ```
    public protocol MediaHost {
        func address(of post: PostID) -> String
    }

    /// Futubra's own servers.
    struct PrimaryHost: MediaHost {
        func address(of post: PostID) -> String { "https://media.futubra.example/p/\(post.rawValue)" }
    }

    /// A mirror used during an outage.
    struct MirrorHost: MediaHost {
        func address(of post: PostID) -> String { "https://mirror.futubra.example/posts/\(post.rawValue)" }
    }

    /// A client shielded from the variation: it knows only ``MediaHost``.
    public struct ShareLinks {
        let host: any MediaHost

        public init(host: any MediaHost) { self.host = host }

        public func link(for post: Post) -> String { "\(post.author) shared " + host.address(of: post.id) }
    }

    /// The variation left unprotected: the primary host's address written into the client.
    /// During an outage every link still points at it, until someone edits this type.
    ///
    /// ```swift
    /// FixedHostShareLinks().link(for: post)   // always media.futubra.example
    /// ```
    struct FixedHostShareLinks {
        func link(for post: Post) -> String {
            "\(post.author) shared https://media.futubra.example/p/\(post.id.rawValue)"
        }
    }
}
