import ContractSupport
import Futubra
import FutubraDeclarative
import Testing

@testable import SwiftUIPatterns

@MainActor
@Suite("State ownership", .timeLimit(.minutes(1)), .watchdog)
struct StateOwnershipTests {
    @Test("@State lives as long as the view's identity: the typed draft survives the composer's evaluations")
    func stateLivesWithIdentity() throws {
        let host = ViewHost(
            CommentComposer<DraftField>(model: PostModel(try cat())).environment(FeedSession(user: "anna")))
        try host.type("Nice", into: "Write a comment")
        try host.type("Nice cat", into: "Write a comment")
        expect(host.render(), equals: ["> Nice cat", "8/80 [Post]"])
        expect(
            host.evaluations.filter { $0.view.hasPrefix("CommentComposer") }.count, equals: 3,
            "built, then one per edit")
    }

    @Test("one source of truth: the field shows the composer's draft, whoever changes it")
    func oneSourceOfTruth() throws {
        try checkOneSourceOfTruth(DraftField.self)
    }

    @Test("control: a field that copies the draft into its own @State drifts from the owner", .tags(.control))
    func copyingFieldDrifts() {
        withKnownIssue("the copy still shows the posted text after the owner cleared it") {
            try checkOneSourceOfTruth(CopyingDraftField.self)
        }
    }

    @Test("@Bindable edits a model the view does not own, and the header that reads the caption follows")
    func bindableEditsTheModel() throws {
        let host = ViewHost(PostApp(post: try cat()))
        host.update()
        host.resetEvaluations()
        try host.type("My cat, unimpressed", into: "Caption")
        expect(host.render()[1], equals: "#3 bob: My cat, unimpressed ♥0 [Like]")
        expect(host.evaluations.map(\.view), equals: ["PostHeader"], "only the header read the caption")
    }

    @Test(
        "@Environment: the session the app owns reaches the badge and the composer unpassed, and only the badge is evaluated again when the user changes"
    )
    func environmentReachesReaders() throws {
        let host = ViewHost(PostApp(post: try cat()))
        host.update()
        host.resetEvaluations()
        try host.tap("Switch user")
        expect(host.render().first, equals: "signed in as bob [Switch user]")
        expect(host.evaluations.map(\.view), equals: ["SignedInBadge"])
        try host.type("Agreed", into: "Write a comment")
        try host.tap("Post")
        expect(host.render().contains("  bob: Agreed"), "the composer posted as the session's user")
    }

    @Test(
        "a model the view owns (@State, @StateObject) survives its parent's evaluations; one made in place with @ObservedObject is lost"
    )
    func ownedModelsSurvive() throws {
        let session = FeedSession(user: "anna")
        let host = ViewHost(Reparent(session: session, post: try cat()))
        try host.tap("Like")
        try host.tap("Like legacy")
        try host.tap("Like in place")
        expect(
            host.render().filter { $0.contains("♥") },
            equals: ["#3 bob: My cat, judging me ♥1 [Like]", "legacy ♥2 [Like legacy]", "in place ♥2 [Like in place]"])
        session.user = "bob"
        expect(
            host.render(),
            equals: [
                "viewer bob", "signed in as bob [Switch user]", "#3 bob: My cat, judging me ♥1 [Like]",
                "> My cat, judging me",
                "> Write a comment", "0/80 [Post]", "bob's legacy likes", "legacy ♥2 [Like legacy]",
                "in place ♥1 [Like in place]",
            ])
    }
}

/// Types a comment into a composer whose field is `Field`, posts it, and checks that the
/// field and the composer agree at every step.
@MainActor
func checkOneSourceOfTruth<Field: DraftEditing>(_ field: Field.Type) throws {
    let model = PostModel(try cat())
    let host = ViewHost(CommentComposer<Field>(model: model).environment(FeedSession(user: "anna")))
    try host.type("Nice cat", into: "Write a comment")
    expect(host.render(), equals: ["> Nice cat", "8/80 [Post]"], "the owner counts what the field typed")
    try host.tap("Post")
    expect(model.comments.last, equals: "anna: Nice cat")
    expect(host.render(), equals: ["> Write a comment", "0/80 [Post]"], "the field shows the cleared draft")
}

/// bob's cat, the post the screens show.
func cat() throws -> Post {
    try #require(try SampleFeed.feed().post(id: PostID(3)))
}

/// The wrong field: it copies the draft into its own `@State` when it is made, and writes
/// both on each keystroke; when the owner changes the draft, the copy does not follow.
private struct CopyingDraftField: DraftEditing {
    @State private var text: String
    private let draft: Binding<String>

    init(draft: Binding<String>) {
        _text = State(initialValue: draft.wrappedValue)
        self.draft = draft
    }

    var body: any View {
        let (text, draft) = ($text, draft)
        return TextField(
            "Write a comment",
            text: Binding(
                get: { text.wrappedValue },
                set: { (value: String) in
                    text.wrappedValue = value
                    draft.wrappedValue = value
                }))
    }
}

/// A parent evaluated again when the user changes: it makes every screen under it again.
private struct Reparent: View {
    let session: FeedSession
    let post: Post

    var body: any View {
        let viewer = session.user
        return VStack([
            Text("viewer \(viewer)"),
            PostScreen(post: post).environment(session),
            LegacyLikesScreen(title: "\(viewer)'s legacy likes", likes: 1),
            InPlaceLikesScreen(viewer: viewer),
        ])
    }
}

/// The classic bug: an object created in place with `@ObservedObject`, which owns nothing.
private struct InPlaceLikesScreen: View {
    let viewer: String
    @ObservedObject private var model = LegacyLikesModel(likes: 1)

    var body: any View {
        let model = model
        return HStack([Text("in place ♥\(model.likes)"), Button("Like in place") { model.likes += 1 }])
    }
}
