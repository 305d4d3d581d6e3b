/// What a feed row shows of a post: three counters in one value, 24 bytes on a 64-bit machine.
///
/// The struct of the myth "structs live on the stack": the measurements put it on the stack,
/// in an array's heap buffer, inside an object, or in a task's async frame, by where it is
/// stored.
package struct PostRow {
    package var id: Int
    package var likes: Int
    package var comments: Int

    package init(id: Int, likes: Int, comments: Int) {
        self.id = id
        self.likes = likes
        self.comments = comments
    }
}

/// A post's author, shared by every row that shows one of their posts: an object with identity.
///
/// The class of the myth "classes live on the heap", and it does: its instance is a heap block
/// that starts with a header (on 64-bit, the metadata pointer and the reference counts, 16
/// bytes), and its first stored property comes right after it.
package final class Author {
    package var followers: Int
    package let name: String

    package init(name: String, followers: Int) {
        self.name = name
        self.followers = followers
    }
}

/// A reusable cell of the feed's list that holds the row it shows: a struct stored in a class.
///
/// The row is part of the cell object, so it lives inside the cell's heap block, right after
/// the object's header, whatever the myth says of structs.
package final class FeedCell {
    package var row: PostRow

    package init(row: PostRow) {
        self.row = row
    }
}

/// What the feed shows in a row, whatever kind of row it is: the protocol a `FeedItem` holds as
/// an existential (`any RowContent`).
package protocol RowContent {
    var id: Int { get }
}

extension PostRow: RowContent {}

/// A row pinned to the top of the feed: a `PostRow` and when it was pinned, four words, one more
/// than an existential keeps inline.
package struct PinnedRow: RowContent {
    package var row: PostRow
    package var pinnedAt: Int

    package init(row: PostRow, pinnedAt: Int) {
        self.row = row
        self.pinnedAt = pinnedAt
    }

    package var id: Int { row.id }
}

/// A feed item that holds any row's content: an existential stored in a struct.
package struct FeedItem {
    package var content: any RowContent

    package init(content: any RowContent) {
        self.content = content
    }
}
