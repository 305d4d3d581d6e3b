import FutubraUI
import MessageTrace

extension VIP {
    /// The feed scene's View Controller: sends requests, displays view models, asks the
    /// router to move on.
    @MainActor
    final class FeedViewController: ViewController, FeedDisplayLogic, TableViewDataSource, TableViewDelegate {
        private let interactor: any FeedBusinessLogic
        private let router: FeedRouter
        private let work: PendingWork
        private let screen = FeedView()
        private var rows: [FeedRow] = []

        init(interactor: any FeedBusinessLogic, router: FeedRouter, work: PendingWork) {
            self.interactor = interactor
            self.router = router
            self.work = work
            super.init(title: FeedText.feedTitle)
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.table.dataSource = self
            screen.table.delegate = self
            screen.retryButton.addTarget(self, action: FeedViewController.retryTapped)
            request("load(Request())") { await $0.load(FeedScene.Load.Request()) }
        }

        private func request(_ message: String, _ send: @escaping @MainActor (any FeedBusinessLogic) async -> Void) {
            Trace.call(from: "FeedViewController", to: "FeedInteractor", message)
            let interactor = interactor
            work.start { await send(interactor) }
        }

        func retryTapped(_ sender: Button) {
            request("load(Request())") { await $0.load(FeedScene.Load.Request()) }
        }

        func likeTapped(_ sender: Button) {
            let row = sender.tag
            request("like(Request(row: \(row)))") { await $0.like(FeedScene.Like.Request(row: row)) }
        }

        func display(_ viewModel: FeedScene.Load.ViewModel) {
            (screen.status.text, screen.retryButton.isHidden, rows) =
                (viewModel.status, !viewModel.showsRetry, viewModel.rows)
            screen.table.reloadData()
        }

        func displaySelection() {
            Trace.call(from: "FeedViewController", to: "FeedRouter", "routeToComments()")
            router.routeToComments()
        }

        func numberOfRows(in tableView: TableView) -> Int { rows.count }

        func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
            let cell = TableViewCell(text: rows[row].text, accessory: rows[row].likeTitle)
            cell.accessoryButton?.tag = row
            cell.accessoryButton?.addTarget(self, action: FeedViewController.likeTapped)
            return cell
        }

        func tableView(_ tableView: TableView, didSelectRow row: Int) {
            Trace.call(
                from: "FeedViewController", to: "FeedInteractor", "select(Request(row: \(row)))")
            interactor.select(FeedScene.Select.Request(row: row))
        }
    }
}
