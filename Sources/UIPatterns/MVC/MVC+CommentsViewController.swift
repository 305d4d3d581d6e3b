import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

extension MVC {
    /// The Controller of the comments screen: loads, validates, sends and redraws.
    @MainActor
    final class CommentsViewController: ViewController {
        private let post: Post
        private let model: FeedModel
        private let work: PendingWork
        private let screen = CommentsView()
        private let rows = TextRows()

        init(post: Post, model: FeedModel, work: PendingWork) {
            self.post = post
            self.model = model
            self.work = work
            super.init(title: FeedText.commentsTitle(post.id))
        }

        override func loadView() -> View { screen }

        override func viewDidLoad() {
            screen.header.text = FeedText.header(post)
            screen.table.dataSource = rows
            screen.sendButton.addTarget(self, action: CommentsViewController.sendTapped)
            work.start {
                self.trace(to: "FeedModel", "comments(on: \(self.post.id))")
                do throws(FeedClientError) {
                    let comments = try await self.model.comments(on: self.post.id)
                    self.replied("\(comments.count) comments")
                    self.rows.texts = comments.map(FeedText.comment)
                } catch {
                    self.replied(FeedText.failure(error))
                    self.screen.error.text = FeedText.requestFailed(error)
                }
                self.screen.table.reloadData()
            }
        }

        private func trace(to receiver: String, _ message: String) {
            Trace.call(from: "CommentsViewController", to: receiver, message)
        }

        private func replied(_ message: String) {
            Trace.reply(from: "FeedModel", to: "CommentsViewController", message)
        }

        func sendTapped(_ sender: Button) {
            let text = screen.field.text
            guard (try? TextContent(text)) != nil else {
                Trace.note(over: "CommentsViewController", "refused: empty text")
                screen.error.text = FeedText.emptyComment
                return
            }
            work.start {
                self.trace(to: "FeedModel", "addComment(on: \(self.post.id))")
                do throws(FeedClientError) {
                    let comment = try await self.model.addComment(text, on: self.post.id)
                    self.replied("comment \(comment.id)")
                    self.rows.texts.append(FeedText.comment(comment))
                    (self.screen.field.text, self.screen.error.text) = ("", "")
                } catch {
                    self.replied(FeedText.failure(error))
                    self.screen.error.text = FeedText.requestFailed(error)
                }
                self.screen.table.reloadData()
            }
        }
    }
}
