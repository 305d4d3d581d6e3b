import Futubra
import FutubraDeclarative
import MessageTrace

/// The same view model before the Observation framework: an `ObservableObject` that announces
/// every change of any property (what `@Published` does), kept to measure the difference.
///
/// A view holding it with `@ObservedObject` (or `@StateObject`, `@EnvironmentObject`) is
/// evaluated again on every announcement, whatever its body read: a like re-evaluates the
/// badge and every row, and a new post re-evaluates the whole list.
@MainActor
final class LegacyFeedViewModel: ObservableObject {
    let objectWillChange = ObjectWillChangePublisher()
    private(set) var phase = FeedViewModel.Phase.loading {
        willSet { objectWillChange.send() }
    }
    private(set) var rows: [FeedRow] = [] {
        willSet { objectWillChange.send() }
    }
    private(set) var newPosts = 0 {
        willSet { objectWillChange.send() }
    }
    private let service: any FeedService

    /// A view model loading from `service`.
    init(service: any FeedService) {
        self.service = service
    }

    /// Loads the feed, as ``FeedViewModel/load()`` does.
    func load() async {
        phase = .loading
        do {
            Trace.call(from: "LegacyFeedViewModel", to: "FeedService", "posts()")
            rows = try await service.posts().map(FeedRow.init)
            phase = .loaded
        } catch {
            phase = .failed("Couldn't load the feed")
        }
    }

    /// Likes the post, or takes the like back, as ``FeedViewModel/toggleLike(_:)`` does.
    func toggleLike(_ id: PostID) async {
        guard let row = rows.first(where: { $0.id == id }) else { return }
        Trace.call(from: "LegacyFeedViewModel", to: "FeedService", "setLike(\(!row.liked), post: #\(id.rawValue))")
        guard let likes = try? await service.setLike(!row.liked, post: id) else { return }
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
        rows[index].liked = !row.liked
        rows[index].likes = likes
    }

    /// `count` new posts arrived.
    func newPostsArrived(_ count: Int) {
        newPosts += count
    }
}

/// The feed screen on the legacy view model: the same lines, each view holding the model
/// with `@ObservedObject`.
struct LegacyFeedScreen: View {
    @ObservedObject var viewModel: LegacyFeedViewModel

    var body: any View {
        let viewModel = viewModel
        let content: any View
        switch viewModel.phase {
        case .loading:
            content = Text("Loading…")
        case .failed(let message):
            content = HStack([Text(message), Button("Retry", task: { await viewModel.load() })])
        case .loaded:
            content = ForEach(viewModel.rows) { (row: FeedRow) -> any View in
                LegacyFeedRowView(row: row, viewModel: viewModel)
            }
        }
        return VStack([LegacyNewPostsBadge(viewModel: viewModel), content]).task { await viewModel.load() }
    }
}

/// One post on the legacy view model.
struct LegacyFeedRowView: View {
    let row: FeedRow
    @ObservedObject var viewModel: LegacyFeedViewModel

    var body: any View {
        let row = row
        let viewModel = viewModel
        return HStack([
            Text("#\(row.id.rawValue) \(row.author) ♥\(row.likes)"),
            Button(row.liked ? "Unlike" : "Like", task: { await viewModel.toggleLike(row.id) }),
        ])
    }
}

/// The new-posts badge on the legacy view model.
struct LegacyNewPostsBadge: View {
    @ObservedObject var viewModel: LegacyFeedViewModel

    var body: any View { Text(viewModel.newPosts == 0 ? "" : "\(viewModel.newPosts) new posts") }
}
