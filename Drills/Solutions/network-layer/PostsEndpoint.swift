/// The posts endpoint: the network, or a decorator around another endpoint.
protocol PostsEndpoint {
    /// The post ids, newest first.
    func loadPosts() throws -> [Int]
}

/// Why a request failed.
enum NetworkFault: Error, Equatable {
    /// No answer in time; trying again may work.
    case timedOut
    /// 503: the server is busy for now; trying again, a little later, may work.
    case unavailable
    /// 404: trying again will not change that.
    case notFound

    /// Whether trying again may give another answer.
    var isTransient: Bool { self != .notFound }
}
