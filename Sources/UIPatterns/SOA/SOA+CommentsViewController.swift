import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

extension SOA {
    /// The comments screen: a thin controller over the comment service.
    @MainActor
    final class CommentsViewController: ViewController {
        private let post: Post
        private let services: Services
        private let work: PendingWork
        private let screen = CommentsView()
        private let rows = TextRows()

        init(post: Post, _ services: Services, work: PendingWork) {
            self.post = post
            self.services = services
            self.work = work
            super.init(title: FeedText.commentsTitle(post.id))
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.header.text = FeedText.header(post)
            screen.table.dataSource = rows
            screen.sendButton.addTarget(self, action: CommentsViewController.sendTapped)
            work.start {
                self.use("comments(on: \(self.post.id))")
                do throws(FeedClientError) {
                    self.rows.texts = try await self.services.comments.comments(on: self.post.id).map(FeedText.comment)
                    self.answer("\(self.rows.texts.count) comments")
                } catch {
                    self.answer(FeedText.failure(error))
                    self.screen.error.text = FeedText.requestFailed(error)
                }
                self.screen.table.reloadData()
            }
        }

        private func use(_ message: String) {
            Trace.call(from: "CommentsViewController", to: "CommentService", message)
        }

        private func answer(_ message: String) {
            Trace.reply(from: "CommentService", to: "CommentsViewController", message)
        }

        func sendTapped(_ sender: Button) {
            let text = screen.field.text
            work.start {
                self.use("add(…, on: \(self.post.id))")
                do throws(CommentService.Failure) {
                    let comment = try await self.services.comments.add(text, on: self.post.id)
                    self.answer("comment \(comment.id)")
                    self.rows.texts.append(FeedText.comment(comment))
                    (self.screen.field.text, self.screen.error.text) = ("", "")
                } catch {
                    switch error {
                    case .emptyText:
                        self.answer("refused: empty text")
                        self.screen.error.text = FeedText.emptyComment
                    case .server(let error):
                        self.answer(FeedText.failure(error))
                        self.screen.error.text = FeedText.requestFailed(error)
                    }
                }
                self.screen.table.reloadData()
            }
        }
    }
}
