import Futubra

extension DependencyInversion {
    /// Dependency inversion broken: the same rule, creating and calling the database itself.
    ///
    /// The high-level policy depends on the low-level detail: it speaks in rows and columns,
    /// it runs only with this database, and a test cannot give it a store that fails, so the
    /// draft branch cannot be reached from a test.
    ///
    /// ```swift
    /// let publisher = DatabasePublisher()
    /// publisher.publish("Hello", by: anna, as: PostID(5))
    /// ```
    struct DatabasePublisher {
        /// The database, made here: the policy decides which storage it runs on.
        let database = PostDatabase()

        /// Publishes `text` by `author` as post `id`, if the rule allows it.
        func publish(_ text: String, by author: UserName, as id: PostID) -> Outcome {
            guard let content = try? Content.text(text) else { return .rejected("a post needs text") }
            guard database.select(where: "author", equals: author.rawValue).count < dailyLimit else {
                return .rejected("\(author) has posted enough today")
            }
            database.insertRow(["id": "\(id.rawValue)", "author": author.rawValue, "text": content.words ?? ""])
            return .published(id)
        }
    }
}
