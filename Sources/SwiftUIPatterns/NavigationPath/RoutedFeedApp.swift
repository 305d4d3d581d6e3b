import FutubraDeclarative

/// The app: a navigation stack bound to the router's path, with one destination per route.
/// The screens link to values, never to each other; the router is in the environment for the
/// screens that navigate in code.
struct RoutedFeedApp: View {
    @Bindable var router: FeedRouter

    var body: any View {
        NavigationStack(
            path: $router.path,
            root: FeedRootList()
                .navigationDestination(for: FeedRoute.self) { (route: FeedRoute) -> any View in
                    switch route {
                    case .post(let id): PostDetail(id: id)
                    case .comments(let id): CommentsScreen(id: id)
                    case .author(let name): Text("\(name)'s posts").navigationTitle(name)
                    }
                }
        )
        .environment(router)
    }
}

/// The feed: a link per post, to the post's route.
struct FeedRootList: View {
    var body: any View {
        VStack([
            NavigationLink("#4 anna", value: FeedRoute.post(4)),
            NavigationLink("#3 bob", value: FeedRoute.post(3)),
        ])
        .navigationTitle("Feed")
    }
}

/// A post: links to its comments and to its author.
struct PostDetail: View {
    let id: Int

    var body: any View {
        VStack([
            Text("post #\(id)"),
            NavigationLink("Comments", value: FeedRoute.comments(id)),
            NavigationLink("Author", value: FeedRoute.author(id == 4 ? "anna" : "bob")),
        ])
        .navigationTitle("Post #\(id)")
    }
}

/// A post's comments, with Done, which goes back to the feed through the router.
struct CommentsScreen: View {
    let id: Int
    @Environment(FeedRouter.self) private var router

    var body: any View {
        let router = router
        return VStack([Text("comments on #\(id)"), Button("Done") { router.popToRoot() }])
            .navigationTitle("Comments")
    }
}
