import ContractSupport
import FutubraDeclarative
import Testing

@MainActor
@Suite(
    "FutubraDeclarative: a body is evaluated again exactly when what it read changed", .timeLimit(.minutes(1)),
    .watchdog)
struct EvaluationTests {
    @Test("a body is evaluated again when a property it read changes, and not when another one does")
    func onlyWhatItRead() {
        let post = TestPost()
        let host = ViewHost(LikesLabel(post: post))
        expect(host.render(), equals: ["♥0"])
        expect(evaluated(host), equals: ["LikesLabel"])
        host.resetEvaluations()
        post.caption = "dog"
        expect(!host.needsUpdate, "a property the body did not read marked it dirty")
        host.update()
        expect(evaluated(host), equals: [])
        post.likes = 1
        expect(host.needsUpdate)
        expect(host.render(), equals: ["♥1"])
        expect(evaluated(host), equals: ["LikesLabel"])
    }

    @Test("changes made between two updates are evaluated once, as SwiftUI evaluates once per frame")
    func changesCoalesce() {
        let post = TestPost()
        let host = ViewHost(LikesLabel(post: post))
        host.update()
        host.resetEvaluations()
        post.likes = 1
        post.likes = 2
        post.likes = 3
        expect(host.render(), equals: ["♥3"])
        expect(evaluated(host), equals: ["LikesLabel"])
    }

    @Test(
        "what a body reads is worked out again at each evaluation: after it stops reading a property, that property no longer matters"
    )
    func trackingIsRearmed() {
        let post = TestPost()
        let host = ViewHost(SwitchingLabel(post: post))
        host.update()
        post.showsLikes = false
        expect(host.render(), equals: ["cat"])
        host.resetEvaluations()
        post.likes = 5
        host.update()
        expect(evaluated(host), equals: [], "the likes, no longer read, evaluated the body")
        post.caption = "dog"
        expect(host.render(), equals: ["dog"])
        expect(evaluated(host), equals: ["SwitchingLabel"])
    }

    @Test("when a parent is evaluated, a child with equal inputs is not, and a child handed a closure always is")
    func childrenWithEqualInputsAreSkipped() {
        let post = TestPost()
        let host = ViewHost(LikesParent(post: post))
        host.update()
        expect(evaluated(host), equals: ["LikesParent", "FixedLabel", "ClosureButton", "LikesLabel"])
        host.resetEvaluations()
        post.likes = 1
        expect(host.render(), equals: ["likes 1", "fixed", "[Tap]", "♥1"])
        // LikesLabel read the likes itself: it is evaluated once, by its own observation, even
        // though its parent was evaluated too (its input, the post, is the same object).
        expect(evaluated(host), equals: ["LikesParent", "ClosureButton", "LikesLabel"])
    }

    @Test(
        "an observation armed by an older evaluation is ignored: a child evaluated for new inputs no longer hears what it read before"
    )
    func staleObservationIsIgnored() {
        let post = TestPost()
        let mode = TestPost()
        let host = ViewHost(ModeParent(mode: mode, post: post))
        expect(host.render(), equals: ["♥0"])
        mode.showsLikes = false
        expect(host.render(), equals: ["cat"])
        host.resetEvaluations()
        post.likes = 9
        host.update()
        expect(evaluated(host), equals: [], "the likes, read only by the child's earlier evaluation, evaluated it")
    }

    @Test("writing an equal value changes nothing: no evaluation, for @Observable properties and for @State")
    func equalWritesAreIgnored() {
        let post = TestPost()
        let host = ViewHost(DraftOwner(post: post))
        host.update()
        host.resetEvaluations()
        post.likes = 0
        try? host.type("", into: "Write")
        host.update()
        expect(evaluated(host), equals: [])
    }

    @Test("a child handed another object through @ObservedObject is evaluated again, and shows the new object")
    func observedObjectInputIsCompared() {
        let post = TestPost()
        let (first, second) = (LegacyPost(), LegacyPost())
        first.likes = 1
        second.likes = 2
        let host = ViewHost(PickingParent(post: post, first: first, second: second))
        expect(host.render(), equals: ["true", "legacy ♥1"])
        post.showsLikes = false
        expect(host.render(), equals: ["false", "legacy ♥2"])
    }
}

/// Makes a child whose inputs say what it shows; the child reads the post itself.
private struct ModeParent: View {
    let mode: TestPost
    let post: TestPost
    var body: any View { ModeChild(showsLikes: mode.showsLikes, post: post) }
}

private struct ModeChild: View {
    let showsLikes: Bool
    let post: TestPost
    var body: any View { Text(showsLikes ? "♥\(post.likes)" : post.caption) }
}

/// Owns a draft and shows the likes.
struct DraftOwner: View {
    let post: TestPost
    @State private var draft = ""
    var body: any View { VStack([Text("♥\(post.likes)"), TextField("Write", text: $draft)]) }
}

/// Hands its child one of two objects, as the post says.
private struct PickingParent: View {
    let post: TestPost
    let first: LegacyPost
    let second: LegacyPost
    var body: any View {
        VStack([Text("\(post.showsLikes)"), ObservedLikes(model: post.showsLikes ? first : second)])
    }
}

/// Shows the likes of the object it observes.
private struct ObservedLikes: View {
    @ObservedObject var model: LegacyPost
    var body: any View { Text("legacy ♥\(model.likes)") }
}
