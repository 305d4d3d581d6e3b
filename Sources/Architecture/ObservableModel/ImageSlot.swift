import Foundation

/// The cache slot for a post's image, tied to exactly one image URL.
///
/// A table cell shows the slot's bytes once they are loaded. The slot belongs to one URL:
/// bytes for any other URL are refused (an answer that arrives after the post's image
/// changed must not show the old picture), and a new URL gets a new, empty slot.
struct ImageSlot: Equatable, Sendable {
    /// The image URL this slot caches; empty for a post without an image.
    let url: String
    /// The image's bytes; empty until loaded.
    private(set) var bytes = Data()

    /// An empty slot for `url`.
    init(url: String) {
        self.url = url
    }

    /// Whether the bytes have been loaded.
    var isLoaded: Bool { !bytes.isEmpty }

    /// Keeps `bytes` if they are for this slot's URL; returns whether they were kept.
    mutating func store(_ bytes: Data, for url: String) -> Bool {
        guard url == self.url, !url.isEmpty else { return false }
        self.bytes = bytes
        return true
    }
}
