extension CleanArchitecture {
    /// The frameworks' layer's view: draws what it is given as text lines and passes the
    /// user's tap to its presenter.
    ///
    /// ```swift
    /// screen.tapRefresh()
    /// screen.lines   // ["Trending (2 of 4 posts)", "  #1 by dana, score 6", …]
    /// ```
    final class TrendingScreen: TrendingDisplay {
        /// What the screen shows now.
        private(set) var lines: [String] = []
        /// Set by the composition: the screen's events go there.
        var presenter: TrendingPresenter?

        func tapRefresh() { presenter?.refreshTapped() }

        func display(_ viewModel: TrendingViewModel) {
            lines = [viewModel.title] + viewModel.rows.map { "  " + $0 }
        }

        /// Writes lines directly: what a use case that knows the screen does.
        func show(_ lines: [String]) { self.lines = lines }
    }
}
