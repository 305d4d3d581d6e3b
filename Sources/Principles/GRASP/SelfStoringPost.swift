import Foundation
import Futubra

/// Pure fabrication left out: information expert applied blindly. The post has the data, so
/// the post stores itself; the domain type now knows the storage format and the bytes it
/// becomes, and every change of storage is an edit of `Post`.
///
/// ```swift
/// let bytes = try post.archived()
/// let back = try Post.unarchived(from: bytes)
/// ```
extension Post {
    func archived() throws(FutubraError) -> Data { try FutubraJSON.encode(self) }

    static func unarchived(from data: Data) throws(FutubraError) -> Post {
        try FutubraJSON.decode(Post.self, from: data)
    }
}
