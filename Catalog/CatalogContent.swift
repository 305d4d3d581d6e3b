/// The catalogue's Markdown files, compiled into the binary by the EmbedFiles plugin.
///
/// Entries are authored as `Catalog/<family>/<id>.md`. Embedding them (rather than
/// shipping them as resources) means an edit shows up after the next `swift build`, and a
/// release binary copied alone to another folder still has its whole catalogue.
package enum CatalogContent {
    /// Every entry file and the synonym table: its path relative to `Catalog/` and its text.
    package static var files: [(path: String, text: String)] {
        // Not the README at the top: entries are in a family's folder, the synonyms under search/.
        embeddedFiles.filter { $0.path.utf8.contains(UInt8(ascii: "/")) }
    }
}
