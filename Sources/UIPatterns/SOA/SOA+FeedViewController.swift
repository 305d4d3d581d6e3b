import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

extension SOA {
    /// The feed screen: a thin controller that composes the feed and like services.
    @MainActor
    final class FeedViewController: ViewController, TableViewDataSource, TableViewDelegate {
        private let services: Services
        private let user: UserName
        private let work: PendingWork
        private let screen = FeedView()
        private var posts: [Post] = []

        init(_ services: Services, user: UserName, work: PendingWork) {
            self.services = services
            self.user = user
            self.work = work
            super.init(title: FeedText.feedTitle)
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.table.dataSource = self
            screen.table.delegate = self
            screen.retryButton.addTarget(self, action: FeedViewController.retryTapped)
            work.start { await self.refresh() }
        }

        private func use(_ service: String, _ message: String) {
            Trace.call(from: "FeedViewController", to: service, message)
        }

        private func refresh() async {
            (screen.status.text, screen.retryButton.isHidden) = (FeedText.loading, true)
            use("FeedService", "refresh()")
            do throws(FeedClientError) {
                posts = try await services.feed.refresh()
                Trace.reply(from: "FeedService", to: "FeedViewController", "\(posts.count) posts")
                screen.status.text = ""
            } catch {
                Trace.reply(from: "FeedService", to: "FeedViewController", FeedText.failure(error))
                (posts, screen.status.text, screen.retryButton.isHidden) = ([], FeedText.loadFailed(error), false)
            }
            screen.table.reloadData()
        }

        func retryTapped(_ sender: Button) {
            work.start { await self.refresh() }
        }

        func likeTapped(_ sender: Button) {
            guard posts.indices.contains(sender.tag) else { return }
            let id = posts[sender.tag].id
            work.start {
                self.use("LikeService", "toggle(\(id))")
                do throws(FeedClientError) {
                    let post = try await self.services.likes.toggle(id)
                    Trace.reply(from: "LikeService", to: "FeedViewController", "post \(post.id)")
                } catch {
                    Trace.reply(
                        from: "LikeService", to: "FeedViewController", FeedText.failure(error))
                }
                self.posts = self.services.feed.posts
                self.screen.table.reloadData()
            }
        }

        func numberOfRows(in tableView: TableView) -> Int { posts.count }

        func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
            let text = FeedText.row(posts[row], viewer: user)
            let cell = TableViewCell(text: text.text, accessory: text.likeTitle)
            cell.accessoryButton?.tag = row
            cell.accessoryButton?.addTarget(self, action: FeedViewController.likeTapped)
            return cell
        }

        func tableView(_ tableView: TableView, didSelectRow row: Int) {
            Trace.call(from: "FeedViewController", to: "NavigationController", "push(comments)")
            navigationController?.push(CommentsViewController(post: posts[row], services, work: work))
        }
    }
}
