// STUB until site-c's search lands: the lead takes site-c's file at the merge.

/// The search in the page: its index and its script.
package enum SiteSearch {
    /// The content of `assets/search-index.js`.
    package static func indexScript(catalog: Catalog) -> String {
        "window.PATTERNS_INDEX = [];\n"
    }

    /// The content of `assets/search.js`.
    package static let script = ""
}
