import FutubraDeclarative
import MessageTrace

/// The post's likes as an `ObservableObject`, the model SwiftUI used before the Observation
/// framework (iOS 13 to 16): it announces every change, and `@Published` would send the
/// announcement for it.
@MainActor
final class LegacyLikesModel: ObservableObject {
    let objectWillChange = ObjectWillChangePublisher()
    var likes: Int {
        willSet { objectWillChange.send() }
    }

    /// A model starting at `likes`.
    init(likes: Int) {
        self.likes = likes
    }
}

/// Owns its `ObservableObject` with `@StateObject`: the object is made the first time the
/// view is built and kept for as long as the view's identity lives (the iOS 13 to 16 way;
/// with `@Observable` it is `@State`, as ``PostScreen`` does).
struct LegacyLikesScreen: View {
    let title: String
    @StateObject private var model: LegacyLikesModel

    /// A screen titled `title` whose model starts at `likes`; the autoclosure runs once.
    init(title: String, likes: Int) {
        self.title = title
        _model = StateObject(wrappedValue: LegacyLikesModel(likes: likes))
    }

    var body: any View { VStack([Text(title), LegacyLikesRow(model: model)]) }
}

/// Shows and changes an `ObservableObject` someone else owns: `@ObservedObject` observes it
/// and owns nothing.
struct LegacyLikesRow: View {
    @ObservedObject var model: LegacyLikesModel

    var body: any View {
        let model = model
        return HStack([
            Text("legacy ♥\(model.likes)"),
            Button("Like legacy") {
                Trace.call(from: "LegacyLikesRow", to: "LegacyLikesModel", "likes += 1")
                model.likes += 1
            },
        ])
    }
}
