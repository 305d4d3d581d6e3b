import FutubraDeclarative

/// The feed screen on a store: it reads the store's state and sends actions, nothing else.
struct FeedStoreScreen: View {
    let store: FeedStore<FeedFeature>

    var body: any View {
        let store = store
        let state = store.state
        let content: any View
        switch state.phase {
        case .loading:
            content = Text("Loading…")
        case .failed(let message):
            content = HStack([Text(message), Button("Retry", task: { await store.send(.retryTapped) })])
        case .loaded:
            content = ForEach(state.rows) { (row: FeedRow) -> any View in
                FeedStoreRow(row: row, pending: state.pendingLikes.contains(row.id), store: store)
            }
        }
        return VStack([content]).task { await store.send(.appeared) }
    }
}

/// One post: its row and whether its like is on its way, by value.
struct FeedStoreRow: View {
    let row: FeedRow
    let pending: Bool
    let store: FeedStore<FeedFeature>

    var body: any View {
        let (row, store) = (row, store)
        let title = pending ? "…" : row.liked ? "Unlike" : "Like"
        return HStack([
            Text("#\(row.id.rawValue) \(row.author) ♥\(row.likes)"),
            Button(title, task: { await store.send(.likeTapped(row.id)) }),
        ])
    }
}
