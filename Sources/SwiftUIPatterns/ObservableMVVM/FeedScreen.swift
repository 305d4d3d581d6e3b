import FutubraDeclarative

/// The feed screen: it reads the view model's phase and rows and nothing else, starts the
/// load when it appears (`.task`), and sends the view model the user's commands.
///
/// The view model is a plain `let`: an `@Observable` object needs no property wrapper to be
/// observed; whoever owns it (an app's `@State`) keeps it alive.
struct FeedScreen: View {
    let viewModel: FeedViewModel

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
                FeedRowView(row: row, viewModel: viewModel)
            }
        }
        return VStack([NewPostsBadge(viewModel: viewModel), content]).task { await viewModel.load() }
    }
}

/// One post: it is given its row by value, so it is evaluated again only when that row changes.
struct FeedRowView: View {
    let row: FeedRow
    let viewModel: FeedViewModel

    var body: any View {
        let row = row
        let viewModel = viewModel
        return HStack([
            Text("#\(row.id.rawValue) \(row.author) ♥\(row.likes)"),
            Button(row.liked ? "Unlike" : "Like", task: { await viewModel.toggleLike(row.id) }),
        ])
    }
}

/// The new-posts badge: it reads `newPosts` only.
struct NewPostsBadge: View {
    let viewModel: FeedViewModel

    var body: any View { Text(viewModel.newPosts == 0 ? "" : "\(viewModel.newPosts) new posts") }
}
