import Futubra

/// A post being written: a value with copy-on-write storage and one reference-typed part.
///
/// Copying a draft (`var copy = draft`) is instant: both values share one storage object
/// until one of them is written, and only then is the storage copied
/// (`isKnownUniquelyReferenced`). That copy is shallow: the ``photo`` is a class, so both
/// drafts still point at one ``AttachedPhoto``. ``deepCopy()`` copies the photo too.
///
/// ```swift
/// var copy = draft            // shares storage
/// copy.text = "Edited"        // now copies it; `draft` is unchanged
/// let independent = draft.deepCopy()   // its own photo as well
/// ```
struct Draft {
    private var storage: Storage

    /// A draft with `text`, `tags` and maybe a photo.
    init(text: String, tags: [String] = [], photo: AttachedPhoto? = nil) {
        storage = Storage(text: text, tags: tags, photo: photo)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// What the post will say.
    var text: String {
        get { storage.text }
        set {
            makeStorageUnique()
            storage.text = newValue
        }
    }

    /// The tags, in the order they were added.
    var tags: [String] {
        get { storage.tags }
        set {
            makeStorageUnique()
            storage.tags = newValue
        }
    }

    /// The attached photo. Editing its properties edits the shared object, not the draft.
    var photo: AttachedPhoto? {
        get { storage.photo }
        set {
            makeStorageUnique()
            storage.photo = newValue
        }
    }

    /// Identifies the storage object, so a test can see when it is shared and when copied.
    var storageIdentity: ObjectIdentifier {
        ObjectIdentifier(storage)
    }

    /// A draft that shares nothing with this one: new storage and a copy of the photo.
    func deepCopy() -> Draft {
        Draft(storage: Storage(text: text, tags: tags, photo: photo?.copy()))
    }

    private mutating func makeStorageUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(text: storage.text, tags: storage.tags, photo: storage.photo)
        }
    }

    /// The draft's fields, shared between copies until one of them is written.
    private final class Storage {
        var text: String
        var tags: [String]
        var photo: AttachedPhoto?

        init(text: String, tags: [String], photo: AttachedPhoto?) {
            self.text = text
            self.tags = tags
            self.photo = photo
        }
    }
}
