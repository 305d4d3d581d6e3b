/// Stands in front of a slow feed service with the same interface, and keeps a copy of its
/// answer until a write through it makes the copy stale.
final class CachingFeedProxy: FeedService {
    private let subject: any FeedService
    private var copy: [Int]?

    init(subject: any FeedService) {
        self.subject = subject
    }

    /// The copy, or the subject's answer, kept for next time.
    func feed() -> [Int] {
        if let copy { return copy }
        let fresh = subject.feed()
        copy = fresh
        return fresh
    }

    /// Removes the post at the subject and drops the copy, so the next read asks again.
    func remove(_ post: Int) {
        subject.remove(post)
        copy = nil
    }
}
