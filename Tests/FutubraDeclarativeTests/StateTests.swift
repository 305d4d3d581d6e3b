import ContractSupport
import FutubraDeclarative
import Testing

@MainActor
@Suite("FutubraDeclarative: state, bindings and who owns what", .timeLimit(.minutes(1)), .watchdog)
struct StateTests {
    @Test("@State outlives the view value: a parent's new evaluation makes the view again, and the typed draft stays")
    func stateSurvivesParentEvaluation() throws {
        let post = TestPost()
        let host = ViewHost(StateParent(post: post))
        try host.type("hello", into: "Write")
        post.likes = 1
        expect(host.render(), equals: ["♥1", "> hello"])
        expect(evaluated(host).suffix(2), equals: ["StateParent", "LikesDraft"])
    }

    @Test("@State belongs to the view's identity: a new .id(_:) starts from the initial value")
    func stateIsResetWithIdentity() throws {
        let post = TestPost()
        let host = ViewHost(IdentifiedDraft(post: post))
        try host.type("hello", into: "Write")
        expect(host.render(), equals: ["♥0", "> hello"])
        post.caption = "dog"
        expect(host.render(), equals: ["♥0", "> Write"])
    }

    @Test("a binding writes the owner's state: the child edits, the owner's body reads the new value")
    func bindingWritesTheOwner() throws {
        let host = ViewHost(BindingOwner())
        try host.type("hi", into: "Write")
        expect(host.render(), equals: ["owner sees 'hi'", "> hi", "[Clear]"])
        try host.tap("Clear")
        expect(host.render(), equals: ["owner sees ''", "> Write", "[Clear]"])
    }

    @Test("@Bindable makes bindings into an @Observable object the view does not own")
    func bindableWritesTheObject() throws {
        let post = TestPost()
        let host = ViewHost(CaptionEditor(post: post))
        try host.type("dog", into: "Caption")
        expect(post.caption, equals: "dog")
        expect(host.render(), equals: ["> dog"])
    }

    @Test(
        "@State's initial value is made again at each evaluation of the parent, and thrown away; @StateObject's is made once"
    )
    func initialValuesOfStateAndStateObject() {
        let post = TestPost()
        let (state, stateObject) = (Counter(), Counter())
        let host = ViewHost(OwnersParent(post: post, stateMade: state, stateObjectMade: stateObject))
        host.update()
        for likes in 1...3 {
            post.likes = likes
            host.update()
        }
        expect(state.count, equals: 4, "one @State initial value per struct made")
        expect(stateObject.count, equals: 1, "the @StateObject autoclosure ran again")
        expect(host.render(), equals: ["♥3", "state kept the first: 1", "object kept the first: 1"])
    }

    @Test("an object created in place with @ObservedObject is made again with its view, and what it held is lost")
    func observedObjectInPlaceIsRecreated() throws {
        let post = TestPost()
        let made = Counter()
        let host = ViewHost(InPlaceParent(post: post, made: made))
        try host.tap("Like")
        expect(host.render(), equals: ["♥0", "in place ♥1", "[Like]"])
        post.likes = 1
        expect(host.render(), equals: ["♥1", "in place ♥0", "[Like]"], "the object survived its view being made again")
        expect(made.count, equals: 2)
    }

    @Test("writing @State while a body is evaluated is reported, as SwiftUI's 'Modifying state during view update'")
    func stateWrittenDuringBodyIsReported() {
        let host = ViewHost(SelfWritingView())
        host.update()
        expect(host.warnings.contains("Modifying state during view update, this will cause undefined behavior."))
    }

    @Test("a row's state follows its id when the rows move")
    func rowStateFollowsItsID() throws {
        let post = TestPost()
        let host = ViewHost(Rows(post: post))
        try host.tap("b 0")
        expect(host.render(), equals: ["[a 0]", "[b 1]", "[c 0]"])
        post.items = ["c", "b", "a"]
        expect(host.render(), equals: ["[c 0]", "[b 1]", "[a 0]"])
        post.items = ["c", "a"]
        host.update()
        post.items.append("b")
        expect(host.render(), equals: ["[c 0]", "[a 0]", "[b 0]"], "a removed row came back with its old state")
    }
}

private struct LikesDraft: View {
    let likes: Int
    @State private var draft = ""
    var body: any View { VStack([Text("♥\(likes)"), TextField("Write", text: $draft)]) }
}

private struct StateParent: View {
    let post: TestPost
    var body: any View { LikesDraft(likes: post.likes) }
}

private struct IdentifiedDraft: View {
    let post: TestPost
    var body: any View { LikesDraft(likes: post.likes).id(post.caption) }
}

private struct BindingOwner: View {
    @State private var draft = ""
    var body: any View { VStack([Text("owner sees '\(draft)'"), DraftEditor(draft: $draft)]) }
}

private struct DraftEditor: View {
    @Binding var draft: String
    var body: any View { VStack([TextField("Write", text: $draft), Button("Clear") { draft = "" }]) }
}

private struct CaptionEditor: View {
    @Bindable var post: TestPost
    var body: any View { TextField("Caption", text: $post.caption) }
}

/// A view that owns a counted object with @State and another with @StateObject.
private struct Owners: View {
    let likes: Int
    @State private var stateCounter: Counter
    @StateObject private var stateObject: LegacyPost

    init(likes: Int, stateMade: Counter, stateObjectMade: Counter) {
        self.likes = likes
        stateMade.count += 1
        _stateCounter = State(initialValue: Counter())
        _stateObject = StateObject(wrappedValue: LegacyPost(counting: stateObjectMade))
        stateCounter.count = stateMade.count
    }

    var body: any View {
        VStack([
            Text("state kept the first: \(stateCounter.count)"),
            Text("object kept the first: \(stateObject.serial)"),
        ])
    }
}

private struct OwnersParent: View {
    let post: TestPost
    let stateMade: Counter
    let stateObjectMade: Counter
    var body: any View {
        VStack([
            Text("♥\(post.likes)"), Owners(likes: post.likes, stateMade: stateMade, stateObjectMade: stateObjectMade),
        ])
    }
}

private struct InPlace: View {
    let likes: Int
    let made: Counter
    @ObservedObject private var counter: LegacyPost

    init(likes: Int, made: Counter) {
        self.likes = likes
        self.made = made
        counter = LegacyPost(counting: made)
    }

    var body: any View {
        let counter = counter
        return VStack([Text("in place ♥\(counter.likes)"), Button("Like") { counter.likes += 1 }])
    }
}

private struct InPlaceParent: View {
    let post: TestPost
    let made: Counter
    var body: any View { VStack([Text("♥\(post.likes)"), InPlace(likes: post.likes, made: made)]) }
}

private struct SelfWritingView: View {
    @State private var renders = 0
    var body: any View {
        renders += 1
        return Text("rendered")
    }
}

private struct Rows: View {
    let post: TestPost
    var body: any View { VStack([ForEach(post.items, id: \.self) { TapCounter(name: $0) }]) }
}

private struct TapCounter: View {
    let name: String
    @State private var taps = 0
    var body: any View { Button("\(name) \(taps)") { taps += 1 } }
}
