import FutubraDeclarative

/// A field that edits a draft someone else owns, made from a binding to it.
protocol DraftEditing: View {
    init(draft: Binding<String>)
}

/// The comment field: it owns nothing, it reads and writes the composer's draft through a
/// binding, so the field and the composer can never disagree.
struct DraftField: DraftEditing {
    @Binding var draft: String

    init(draft: Binding<String>) {
        _draft = draft
    }

    var body: any View { TextField("Write a comment", text: $draft) }
}

/// Writes a comment: the composer owns the draft (`@State`, private: nobody else needs it),
/// lends it to its field by a binding, shows how long it is, and posts it as the user the
/// session in the environment names.
struct CommentComposer<Field: DraftEditing>: View {
    /// How long a comment may be.
    static var limit: Int { 80 }

    let model: PostModel
    @Environment(FeedSession.self) private var session
    @State private var draft = ""

    var body: any View {
        VStack([
            Field(draft: $draft),
            HStack([Text("\(draft.count)/\(Self.limit)"), Button("Post") { post() }]),
        ])
    }

    /// Adds the draft to the post as the signed-in user, and clears it.
    private func post() {
        guard !draft.isEmpty else { return }
        model.addComment(draft, by: session.user)
        draft = ""
    }
}
