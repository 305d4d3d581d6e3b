/// Stands in front of a slow feed service with the same interface, and keeps a copy of its
/// answer.
final class CachingFeedProxy: FeedService {
    private let subject: any FeedService

    init(subject: any FeedService) {
        self.subject = subject
    }

    /// TODO: answer repeated reads from a copy.
    func feed() -> [Int] {
        subject.feed()
    }

    /// TODO: and never serve a copy that this removal made stale.
    func remove(_ post: Int) {
        subject.remove(post)
    }
}
