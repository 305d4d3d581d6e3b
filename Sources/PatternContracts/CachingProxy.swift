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
/// Each property is checked on a fresh subject and proxy; every property that does not
/// hold is reported, one issue each (a proxy that does not answer what its subject answers
/// is reported as that alone).
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
    runClauses(ProxyCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        let source = RecordingFeedSource()
        let expected = source.posts
        var proxy = make(source)
        switch check {
        case .answersAsSubject:
            let first = read(&proxy)
            guard first != expected else { return nil }
            return Violation(
                property: check.property,
                observed: "the first read gave \(listed(first)) instead of \(listed(expected))")
        case .repeatedReadsFromCopy:
            for _ in 1...3 { _ = read(&proxy) }
            guard source.reads != 1 else { return nil }
            return Violation(
                property: check.property,
                observed: "3 reads reached the subject \(counted(source.reads, "time"))")
        case .removalReachesSubject:
            _ = read(&proxy)
            remove(&proxy, 3)
            guard source.posts.contains(3) else { return nil }
            return Violation(property: check.property, observed: "the subject still holds #3")
        case .writeRefreshesCopy:
            _ = read(&proxy)
            remove(&proxy, 3)
            let afterRemoval = read(&proxy)
            guard afterRemoval != source.posts else { return nil }
            return Violation(
                property: check.property,
                observed:
                    "after removing #3 the next read gave \(listed(afterRemoval)) instead of \(listed(source.posts))")
        }
    }
}

/// The clauses of the caching-proxy contract.
private enum ProxyCheck: CaseIterable {
    case answersAsSubject, repeatedReadsFromCopy, removalReachesSubject, writeRefreshesCopy

    var property: String {
        switch self {
        case .answersAsSubject: "a proxy answers what its subject answers"
        case .repeatedReadsFromCopy: "a caching proxy answers repeated reads from its copy"
        case .removalReachesSubject: "a removal through the proxy reaches the subject"
        case .writeRefreshesCopy: "a write through the proxy refreshes its copy"
        }
    }

    var needs: [Self] {
        switch self {
        case .answersAsSubject: []
        case .repeatedReadsFromCopy, .removalReachesSubject: [.answersAsSubject]
        case .writeRefreshesCopy: [.answersAsSubject, .removalReachesSubject]
        }
    }
}
