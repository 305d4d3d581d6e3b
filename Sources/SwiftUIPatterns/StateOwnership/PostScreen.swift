import Futubra
import FutubraDeclarative
import MessageTrace

/// The app's root: it owns the session for the app's life (`@State`) and puts it in the
/// environment, so any view under it reads it without the views between passing it on.
struct PostApp: View {
    @State private var session = FeedSession(user: "anna")
    let post: Post

    var body: any View { PostScreen(post: post).environment(session) }
}

/// One post and its comments. The screen owns its model with `@State` (the iOS 17 way to
/// own an `@Observable` object) and hands it down: as a plain `let` to views that only
/// read it, as `@Bindable` to the one that edits it.
struct PostScreen: View {
    @State private var model: PostModel

    /// The screen of `post`; the model is made the first time the screen is built, and kept.
    init(post: Post) {
        _model = State(initialValue: PostModel(post))
    }

    var body: any View {
        VStack([
            SignedInBadge(),
            PostHeader(model: model),
            CaptionEditor(model: model),
            CommentList(model: model),
            CommentComposer<DraftField>(model: model),
        ])
    }
}

/// Who is signed in, read from the environment; its button signs in as the other user.
struct SignedInBadge: View {
    @Environment(FeedSession.self) private var session

    var body: any View {
        let session = session
        return HStack([
            Text("signed in as \(session.user)"),
            Button("Switch user") {
                let next = session.user == "anna" ? "bob" : "anna"
                Trace.call(from: "SignedInBadge", to: "FeedSession", "user = \(next)")
                session.user = next
            },
        ])
    }
}

/// The post's first line: it reads the caption and the likes, nothing else.
struct PostHeader: View {
    let model: PostModel

    var body: any View {
        let model = model
        return HStack([
            Text("#\(model.id.rawValue) \(model.author): \(model.caption) ♥\(model.likes)"),
            Button("Like") { model.likes += 1 },
        ])
    }
}

/// Edits the caption of a model it does not own: `@Bindable` makes `$model.caption`.
struct CaptionEditor: View {
    @Bindable var model: PostModel

    var body: any View { TextField("Caption", text: $model.caption) }
}

/// The comments, one line each.
struct CommentList: View {
    let model: PostModel

    var body: any View { VStack(model.comments.map { (comment: String) -> any View in Text("  " + comment) }) }
}
