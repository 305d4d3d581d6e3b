import Futubra

/// What a timeline value offers, so the copy-on-write check can run on `Timeline` and on the
/// two wrong designs beside it.
///
/// `storageCopies` and `sharesStorage(with:)` let a test see the storage, which a client never
/// needs: they are how the check proves when a copy happens, instead of taking it on trust.
package protocol TimelineValue {
    init(posts: [Post])
    var posts: [Post] { get }
    func post(_ id: PostID) -> Post?
    @discardableResult mutating func like(_ id: PostID, by user: UserName) -> Bool
    mutating func append(_ post: Post)
    /// How many times storage was copied on the way to this value's storage.
    var storageCopies: Int { get }
    /// Whether the two values use the same storage object.
    func sharesStorage(with other: Self) -> Bool
}
