import Futubra
import MessageTrace

/// A post on its way through review to the feed: what it allows depends on its phase.
///
/// The object whose behaviour changes with its state. It holds a ``PublicationPhase`` and
/// delegates every decision to it: whether an event is legal, whether a like is accepted,
/// who can see the post. There is no `if phase == ...` here; a new phase changes only
/// ``PublicationPhase``.
///
/// ```swift
/// var publication = PostPublication(post: try SampleFeed.post(4))
/// try publication.handle(.submit)      // draft -> inReview
/// try publication.like(by: SampleFeed.bob)   // throws: not published yet
/// ```
struct PostPublication: Sendable {
    /// The post, with the likes it received while published.
    private(set) var post: Post
    /// The current phase; only ``handle(_:)`` changes it.
    private(set) var phase: PublicationPhase

    /// A publication of `post` starting in `phase` (a new post starts as a draft).
    init(post: Post, phase: PublicationPhase = .draft) {
        self.post = post
        self.phase = phase
    }

    /// Moves to the phase `event` leads to, or throws and stays put when it is illegal here.
    mutating func handle(_ event: PublicationPhase.Event) throws(BehavioralError) {
        Trace.call(from: "PostPublication", to: "PublicationPhase.\(phase)", "next(after: .\(event))")
        do {
            let next = try phase.next(after: event)
            Trace.reply(from: "PublicationPhase.\(phase)", to: "PostPublication", ".\(next)")
            phase = next
        } catch {
            Trace.reply(from: "PublicationPhase.\(phase)", to: "PostPublication", "illegal")
            throw error
        }
    }

    /// Records a like by `user`, if the phase accepts likes.
    mutating func like(by user: UserName) throws(BehavioralError) {
        guard phase.acceptsLikes else { throw .notAcceptingLikes(post.id, phase: phase.rawValue) }
        post.like(by: user)
    }

    /// Whether `viewer` can see the post now.
    func isVisible(to viewer: UserName) -> Bool {
        switch phase.visibility {
        case .everyone: true
        case .authorOnly: viewer == post.author
        case .nobody: false
        }
    }
}
