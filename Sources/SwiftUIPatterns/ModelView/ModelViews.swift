import FutubraDeclarative

/// The feed: the list of posts read straight from the model, and the selected post's header.
struct ModelFeedScreen: View {
    let model: FeedModel

    var body: any View {
        let model = model
        return VStack([
            SelectedHeader(model: model),
            ForEach(model.posts) { (post: PostObject) -> any View in ModelPostRow(post: post, model: model) },
        ])
    }
}

/// One post: it reads its own object only.
struct ModelPostRow: View {
    let post: PostObject
    let model: FeedModel

    var body: any View {
        let (post, model) = (post, model)
        return HStack([
            Text("#\(post.id) \(post.author) ♥\(post.likes)"),
            Button(post.liked ? "Unlike" : "Like") { post.toggleLike() },
            Button("Open") { model.selected = post },
        ])
    }
}

/// The selected post, at the top: the same object the row shows, so a like shows in both.
struct SelectedHeader: View {
    let model: FeedModel

    var body: any View {
        guard let post = model.selected else { return Text("nothing selected") }
        return Text("open: #\(post.id) by \(post.author), ♥\(post.likes)")
    }
}
