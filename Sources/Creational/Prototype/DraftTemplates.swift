import Futubra

/// Ready-made drafts by name: a new draft is a deep copy of a template, never the template.
///
/// A prototype registry: instead of knowing how to construct a "release notes" draft, the
/// composer asks for a copy of the one kept here, already filled in. Handing out deep
/// copies keeps every draft, and the template, independent of the others.
///
/// ```swift
/// var templates = DraftTemplates()
/// templates.register("release", Draft(text: "What's new", tags: ["release"]))
/// var draft = templates.makeDraft("release")
/// ```
struct DraftTemplates {
    private var templates: [String: Draft] = [:]

    /// An empty registry.
    init() {}

    /// Keeps a deep copy of `draft` as the template called `name`.
    mutating func register(_ name: String, _ draft: Draft) {
        templates[name] = draft.deepCopy()
    }

    /// A new draft copied from the template called `name`, or `nil` if there is none.
    func makeDraft(_ name: String) -> Draft? {
        templates[name]?.deepCopy()
    }

    /// The template itself, for inspection; editing its photo would change every future draft.
    func template(_ name: String) -> Draft? {
        templates[name]
    }
}
