import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

extension MVC {
    /// The Controller of the feed screen: it does everything between the widgets and the model.
    ///
    /// It is the table's data source and delegate, the buttons' target, the formatter and
    /// the navigator. That is MVC in UIKit: simple to follow, and its logic can be tested
    /// only through its view.
    @MainActor
    final class FeedViewController: ViewController, TableViewDataSource, TableViewDelegate {
        private let model: FeedModel
        private let work: PendingWork
        private let screen = FeedView()

        init(_ model: FeedModel, work: PendingWork) {
            self.model = model
            self.work = work
            super.init(title: FeedText.feedTitle)
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.table.dataSource = self
            screen.table.delegate = self
            screen.retryButton.addTarget(self, action: FeedViewController.retryTapped)
            work.start { await self.load() }
        }

        private func load() async {
            screen.status.text = FeedText.loading
            screen.retryButton.isHidden = true
            trace(to: "FeedModel", "loadFeed()")
            do {
                let feed = try await model.loadFeed()
                Trace.reply(from: "FeedModel", to: "FeedViewController", "\(feed.count) posts")
                screen.status.text = ""
            } catch {
                Trace.reply(from: "FeedModel", to: "FeedViewController", FeedText.failure(error))
                screen.status.text = FeedText.loadFailed(error)
                screen.retryButton.isHidden = false
            }
            trace(to: "FeedView", "reloadData()")
            screen.table.reloadData()
        }

        private func trace(to receiver: String, _ message: String) {
            Trace.call(from: "FeedViewController", to: receiver, message)
        }

        func retryTapped(_ sender: Button) {
            work.start { await self.load() }
        }

        func likeTapped(_ sender: Button) {
            guard let post = model.feed?.post(at: sender.tag) else { return }
            work.start {
                self.trace(to: "FeedModel", "toggleLike(\(post.id))")
                do throws(FeedClientError) {
                    let post = try await self.model.toggleLike(post.id)
                    Trace.reply(from: "FeedModel", to: "FeedViewController", "post \(post.id)")
                } catch {
                    Trace.reply(
                        from: "FeedModel", to: "FeedViewController", FeedText.failure(error))
                }
                self.trace(to: "FeedView", "reloadData()")
                self.screen.table.reloadData()
            }
        }

        func numberOfRows(in tableView: TableView) -> Int { model.feed?.count ?? 0 }

        func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
            guard let post = model.feed?.post(at: row) else { return TableViewCell(text: "") }
            let text = FeedText.row(post, viewer: model.user)
            let cell = TableViewCell(text: text.text, accessory: text.likeTitle)
            cell.accessoryButton?.tag = row
            cell.accessoryButton?.addTarget(self, action: FeedViewController.likeTapped)
            return cell
        }

        func tableView(_ tableView: TableView, didSelectRow row: Int) {
            guard let post = model.feed?.post(at: row) else { return }
            trace(to: "NavigationController", "push(comments of \(post.id))")
            navigationController?.push(CommentsViewController(post: post, model: model, work: work))
        }
    }
}
