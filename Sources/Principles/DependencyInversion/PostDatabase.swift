import Futubra

extension DependencyInversion {
    /// The low-level detail: a table of rows, in the database's own terms.
    ///
    /// ```swift
    /// let database = PostDatabase()
    /// database.insertRow(["id": "5", "author": "anna", "text": "Hello"])
    /// ```
    final class PostDatabase {
        /// The rows, oldest first.
        private(set) var rows: [[String: String]] = []

        /// Appends a row.
        func insertRow(_ row: [String: String]) {
            rows.append(row)
        }

        /// The rows whose `column` equals `value`.
        func select(where column: String, equals value: String) -> [[String: String]] {
            rows.filter { $0[column] == value }
        }
    }
}

/// The detail depends on the policy's abstraction: the adapter lives with the database.
extension DependencyInversion.PostDatabase: DependencyInversion.PublishedPosts {
    func count(by author: UserName) -> Int {
        select(where: "author", equals: author.rawValue).count
    }

    func save(_ post: Post) throws(DependencyInversion.SaveFailure) {
        insertRow(["id": "\(post.id.rawValue)", "author": post.author.rawValue, "text": post.content.words ?? ""])
    }
}
