import Futubra

/// Abstraction kept: a profile's archive of posts, described by what it offers, not by how
/// it stores them.
///
/// Callers ask for ``newest`` and never learn whether the posts sit newest first or oldest
/// first, so the archive can change its storage without breaking them.
///
/// ```swift
/// var archive = AppendingArchive()
/// archive.add(post)
/// archive.newest   // the last post added
/// ```
protocol PostArchive {
    /// The most recently added post, if any.
    var newest: Post? { get }
    /// Keeps `post` as the newest.
    mutating func add(_ post: Post)
}

/// Abstraction broken: an archive that hands out its array, so callers read its layout.
///
/// A caller that writes `storage.first` has assumed "newest first", a fact about one
/// implementation that the interface never promised.
protocol StorageExposingArchive {
    /// The posts exactly as the archive keeps them.
    var storage: [Post] { get }
    /// Keeps `post` as the newest.
    mutating func add(_ post: Post)
}

/// The first archive: inserts each post at the front, so its array runs newest first.
///
/// ```swift
/// var archive = FrontInsertingArchive()
/// archive.add(older); archive.add(newer)   // storage == [newer, older]
/// ```
struct FrontInsertingArchive: PostArchive, StorageExposingArchive {
    private(set) var storage: [Post] = []

    var newest: Post? { storage.first }

    mutating func add(_ post: Post) {
        storage.insert(post, at: 0)
    }
}

/// The archive after an optimisation: appending is O(1), so its array runs oldest first.
///
/// ```swift
/// var archive = AppendingArchive()
/// archive.add(older); archive.add(newer)   // storage == [older, newer]
/// ```
struct AppendingArchive: PostArchive, StorageExposingArchive {
    private(set) var storage: [Post] = []

    var newest: Post? { storage.last }

    mutating func add(_ post: Post) {
        storage.append(post)
    }
}

/// The profile's "latest post" banner, written against both interfaces.
///
/// ```swift
/// LatestPostBanner.text(from: archive)        // through the abstraction
/// LatestPostBanner.text(readingStorageOf: archive)   // through the leaked layout
/// ```
enum LatestPostBanner {
    /// The banner through ``PostArchive``: asks for the newest post.
    static func text(from archive: some PostArchive) -> String {
        archive.newest.map { "latest: \($0.id) by \($0.author)" } ?? "no posts yet"
    }

    /// The banner through ``StorageExposingArchive``: takes the first element, because
    /// the first archive kept the newest post there.
    static func text(readingStorageOf archive: some StorageExposingArchive) -> String {
        archive.storage.first.map { "latest: \($0.id) by \($0.author)" } ?? "no posts yet"
    }
}
