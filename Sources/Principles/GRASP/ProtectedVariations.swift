import Futubra

extension GRASP {
    /// Protected variations: where media is served from is expected to change, so clients
    /// reach it only through a stable interface, and a new host is a new conformer.
    ///
    /// ```swift
    /// let links = ShareLinks(host: MirrorHost())
    /// links.link(for: post)   // the mirror's address; `ShareLinks` did not change
    /// ```
    protocol MediaHost {
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
    struct ShareLinks {
        let host: any MediaHost

        func link(for post: Post) -> String { "\(post.author) shared " + host.address(of: post.id) }
    }
}
