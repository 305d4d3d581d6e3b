import MessageTrace

extension CleanArchitecture {
    /// What the screen shows: text only, ready to draw.
    struct TrendingViewModel: Equatable, Sendable {
        let title: String
        let rows: [String]
    }

    /// The screen as the presenter sees it. Declared in the adapters' layer and implemented by
    /// the screen outside it.
    protocol TrendingDisplay: AnyObject {
        func display(_ viewModel: TrendingViewModel)
    }

    /// An interface adapter: takes the screen's events to the use case's input port, and
    /// turns the use case's response into a view model for the screen.
    ///
    /// ```swift
    /// let presenter = TrendingPresenter()
    /// presenter.connect(input: useCase, display: screen)
    /// presenter.refreshTapped()
    /// ```
    final class TrendingPresenter: ShowTrendingOutput {
        private var input: (any ShowTrendingInput)?
        private weak var display: (any TrendingDisplay)?

        func connect(input: any ShowTrendingInput, display: any TrendingDisplay) {
            self.input = input
            self.display = display
        }

        /// The user asked for the trending posts.
        func refreshTapped() {
            Trace.call(from: "TrendingPresenter", to: "ShowTrendingInput", "showTrending()")
            input?.showTrending()
        }

        func present(_ response: TrendingResponse) {
            let viewModel = Self.viewModel(for: response)
            Trace.call(from: "TrendingPresenter", to: "TrendingDisplay", "display(\(viewModel.rows.count) rows)")
            display?.display(viewModel)
        }

        /// The formatting, a pure function of the response.
        static func viewModel(for response: TrendingResponse) -> TrendingViewModel {
            if let failure = response.failure {
                let reason =
                    switch failure {
                    case .unreachable: "the server could not be reached; try again"
                    case .unreadable: "the server's answer could not be read"
                    }
                return TrendingViewModel(title: "Trending is unavailable", rows: [reason])
            }
            let rows = response.items.map { "#\($0.post.rawValue) by \($0.author), score \($0.score)" }
            return TrendingViewModel(title: "Trending (\(response.items.count) of \(response.total) posts)", rows: rows)
        }
    }
}
