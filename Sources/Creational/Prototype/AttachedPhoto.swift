import Futubra

/// A photo attached to a draft, edited in place by the photo editor: a reference type.
///
/// The editor and the draft look at the same photo while it is being edited, so the photo
/// has identity. That is what makes copying a draft interesting: a shallow copy shares
/// this object, a deep copy gets its own through ``copy()``, as `NSCopying` would.
///
/// ```swift
/// let photo = AttachedPhoto(url: url)
/// let own = photo.copy()   // same values, a different object
/// ```
final class AttachedPhoto {
    /// Where the photo is.
    let url: MediaURL
    /// The filter applied, e.g. `none`, `mono`.
    var filter: String
    /// The caption under the photo.
    var caption: String?

    /// A photo at `url`, with no filter unless given.
    init(url: MediaURL, filter: String = "none", caption: String? = nil) {
        self.url = url
        self.filter = filter
        self.caption = caption
    }

    /// A new photo object with the same values: the deep part of a deep copy.
    func copy() -> AttachedPhoto {
        AttachedPhoto(url: url, filter: filter, caption: caption)
    }
}
