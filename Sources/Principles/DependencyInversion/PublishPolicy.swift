import Futubra

extension DependencyInversion {
    /// The abstraction, owned by the policy: what publishing needs from storage, in the
    /// policy's own words. Storage adapts to it, never the other way round.
    protocol PublishedPosts: AnyObject {
        /// How many posts `author` has published today.
        func count(by author: UserName) -> Int
        /// Stores `post`; throws when it could not.
        func save(_ post: Post) throws(SaveFailure)
    }

    /// Why storage could not keep a post.
    struct SaveFailure: Error, Equatable, Sendable {
        let reason: String
    }

    /// Dependency inversion kept: the publishing rule, written against ``PublishedPosts``.
    ///
    /// It names no storage type. Any store that conforms runs it unchanged: the app's, or a
    /// test double that fails on demand.
    ///
    /// ```swift
    /// let policy = PublishPolicy(posts: store)
    /// policy.publish("Hello", by: anna, as: PostID(5))   // .published(#5)
    /// ```
    struct PublishPolicy {
        let posts: any PublishedPosts

        /// Publishes `text` by `author` as post `id`, if the rule allows it.
        func publish(_ text: String, by author: UserName, as id: PostID) -> Outcome {
            guard let content = try? Content.text(text) else { return .rejected("a post needs text") }
            guard posts.count(by: author) < dailyLimit else { return .rejected("\(author) has posted enough today") }
            do {
                try posts.save(try Post(id: id, author: author, content: content))
                return .published(id)
            } catch {
                return .keptAsDraft(text)
            }
        }
    }
}
