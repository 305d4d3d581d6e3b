extension CleanArchitecture {
    /// The composition root, the outermost code: it alone names every layer and wires them.
    ///
    /// ```swift
    /// let screen = TrendingComposition.screen(client: client)
    /// screen.tapRefresh()
    /// ```
    enum TrendingComposition {
        /// A trending screen wired to `client` through a repository, the use case and a
        /// presenter. The screen keeps the presenter, the presenter the use case.
        static func screen(client: FeedHTTPClient) -> TrendingScreen {
            let screen = TrendingScreen()
            let presenter = TrendingPresenter()
            let useCase = ShowTrendingPosts(gateway: PostRepository(transport: client), output: presenter)
            presenter.connect(input: useCase, display: screen)
            screen.presenter = presenter
            return screen
        }
    }
}
