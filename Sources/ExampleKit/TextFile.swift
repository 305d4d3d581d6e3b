/// A text file the tool carries in its binary: its path, relative to the folder it was embedded
/// from (`Sources/<Module>/`, `Catalog/`, `Drills/`), and its text, line endings normalised.
///
/// The build embeds a family's Swift sources, the catalogue's Markdown and the drills' files as
/// arrays of these (see `Plugins/EmbedFiles`), so a binary copied anywhere can show the code, read
/// the entries and write a drill without the checkout.
package struct TextFile: Sendable, Equatable {
    package var path: String
    package var text: String

    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
