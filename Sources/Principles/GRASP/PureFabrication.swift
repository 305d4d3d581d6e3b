import Foundation
import Futubra

extension GRASP {
    /// Pure fabrication: storing posts is no post's business and no domain concept, so an
    /// invented class does it, keeping `Post` free of storage and the storage reusable.
    ///
    /// ```swift
    /// let archive = PostArchive()
    /// try archive.save(posts)
    /// let back = try archive.load()
    /// ```
    final class PostArchive {
        /// The stored bytes; a file or a database in an app.
        private(set) var stored = Data()

        func save(_ posts: [Post]) throws(FutubraError) { stored = try FutubraJSON.encode(posts) }

        func load() throws(FutubraError) -> [Post] { try FutubraJSON.decode([Post].self, from: stored) }
    }
}
