import FutubraDeclarative
import Observation

// Small views and models the kit's tests share: one observable post, one legacy store, and
// views that read some of their properties and not others.

/// A post whose properties views read one by one.
@Observable
@MainActor
final class TestPost {
    var likes = 0
    var caption = "cat"
    var showsLikes = true
    var items = ["a", "b", "c"]
}

/// The same post as an `ObservableObject`: it announces every change, whatever changes.
@MainActor
final class LegacyPost: ObservableObject {
    let objectWillChange = ObjectWillChangePublisher()
    var likes = 0 {
        willSet { objectWillChange.send() }
    }
    var caption = "cat" {
        willSet { objectWillChange.send() }
    }
    /// Which one this is, counted by the ownership tests (1 for the first made).
    let serial: Int

    init(counting counter: Counter? = nil) {
        counter?.count += 1
        serial = counter?.count ?? 0
    }
}

/// Counts what a test wants counted (objects made, actions run).
@MainActor
final class Counter {
    var count = 0
}

/// Shows the likes only.
struct LikesLabel: View {
    let post: TestPost
    var body: any View { Text("♥\(post.likes)") }
}

/// Shows the likes or the caption, as the post says: what it reads changes.
struct SwitchingLabel: View {
    let post: TestPost
    var body: any View { Text(post.showsLikes ? "♥\(post.likes)" : post.caption) }
}

/// A fixed text: nothing to read, equal inputs every time.
struct FixedLabel: View {
    let text: String
    var body: any View { Text(text) }
}

/// A view handed a closure: its inputs can never be compared.
struct ClosureButton: View {
    let title: String
    let action: @MainActor () -> Void
    var body: any View { Button(title, action: action) }
}

/// A parent whose body reads the likes and makes three children.
struct LikesParent: View {
    let post: TestPost
    var body: any View {
        VStack([
            Text("likes \(post.likes)"), FixedLabel(text: "fixed"), ClosureButton(title: "Tap") {},
            LikesLabel(post: post),
        ])
    }
}

/// The names of the bodies evaluated, in order.
@MainActor
func evaluated(_ host: ViewHost) -> [String] {
    host.evaluations.map(\.description)
}
