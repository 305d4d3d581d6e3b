import Testing

/// The subject the caching-proxy contract puts behind your proxy: a feed of post ids that
/// counts how often it is read.
public final class RecordingFeedSource {
    /// The posts, newest first.
    public private(set) var posts: [Int]
    /// How many times ``read()`` ran.
    public private(set) var reads = 0

    /// A source holding `posts`.
    public init(posts: [Int] = [4, 3, 2, 1]) {
        self.posts = posts
    }

    /// The posts; each call counts as one trip to the subject.
    public func read() -> [Int] {
        reads += 1
        return posts
    }

    /// Removes the post `id`.
    public func remove(_ id: Int) {
        posts.removeAll { $0 == id }
    }
}

/// Checks the contract of a caching proxy: it answers what its subject answers, serves
/// repeated reads from its copy without reaching the subject, and a write through the proxy
/// reaches the subject and refreshes the copy.
///
/// ```swift
/// checkCachingProxyContract(
///     make: { source in CachingFeedProxy(subject: SourceBackend(source)) },
///     read: { $0.feed() }, remove: { $0.remove($1) })
/// ```
public func checkCachingProxyContract<Proxy>(
    make: (RecordingFeedSource) -> Proxy,
    read: (inout Proxy) -> [Int],
    remove: (inout Proxy, Int) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let source = RecordingFeedSource()
    let expected = source.posts
    var proxy = make(source)
    let first = read(&proxy)
    if first != expected {
        violated(
            "a proxy answers what its subject answers",
            "the first read gave \(listed(first)) instead of \(listed(expected))",
            at: sourceLocation)
        return
    }
    _ = read(&proxy)
    _ = read(&proxy)
    if source.reads != 1 {
        violated(
            "a caching proxy answers repeated reads from its copy",
            "3 reads reached the subject \(source.reads) time\(source.reads == 1 ? "" : "s")", at: sourceLocation)
    }
    remove(&proxy, 3)
    if source.posts.contains(3) {
        violated("a removal through the proxy reaches the subject", "the subject still holds #3", at: sourceLocation)
    }
    let afterRemoval = read(&proxy)
    if afterRemoval != source.posts {
        violated(
            "a write through the proxy refreshes its copy",
            "after removing #3 the next read gave \(listed(afterRemoval)) instead of \(listed(source.posts))",
            at: sourceLocation)
    }
}
