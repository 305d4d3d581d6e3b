import Futubra

extension ObjectOrientationAbusers {
    /// Refused bequest: a subclass that inherits what it must not have and refuses it.
    ///
    /// A comment is made a subclass of a repliable entry to reuse the author line, but
    /// Futubra's comments are flat: it overrides `reply(_:)` to keep nothing, so code written
    /// against `Entry` loses replies without a word. The refactoring (replace inheritance with
    /// a shared protocol) is Futubra's own `Message`: posts and comments share author and
    /// content, and only `Post` can take a comment.
    enum RefusedBequest {
        /// The smell: a hierarchy in which the comment refuses what it inherited.
        enum Before {
            /// Something in the feed that takes replies.
            class Entry {
                let author: UserName
                let content: Content
                private(set) var replies: [Comment] = []

                init(author: UserName, content: Content) {
                    self.author = author
                    self.content = content
                }

                /// Keeps `reply`; returns whether it was kept.
                func reply(_ reply: Comment) -> Bool {
                    replies.append(reply)
                    return true
                }

                var summary: String {
                    "\(author): \(content.words ?? content.kind.rawValue) (\(replies.count) replies)"
                }
            }

            /// A comment as an entry: it inherits replies and refuses them. It refuses the
            /// interface, a promise of `Entry` (a reply offered is kept): the strong form of the smell.
            final class CommentEntry: Entry {
                override func reply(_ reply: Comment) -> Bool { false }

                override var summary: String { "\(author): \(content.words ?? content.kind.rawValue)" }
            }

            /// A pinned announcement: it shows no reply count, so it refuses an implementation it
            /// inherited (`summary`), but it keeps every reply offered, as `Entry` promises. The
            /// faint form of the smell, usually not worth a refactoring.
            final class AnnouncementEntry: Entry {
                override var summary: String { "pinned \(author): \(content.words ?? content.kind.rawValue)" }
            }

            /// Every post of `feed` followed by its comments, as entries.
            static func entries(of feed: Feed) -> [Entry] {
                var entries: [Entry] = []
                for post in feed.posts {
                    let entry = Entry(author: post.author, content: post.content)
                    for comment in post.comments {
                        _ = entry.reply(comment)
                    }
                    entries.append(entry)
                    entries += post.comments.map { CommentEntry(author: $0.author, content: $0.content) }
                }
                return entries
            }
        }

        /// The refactoring: no hierarchy; `Post` and `Comment` share `Message`.
        enum After {
            /// The author line every message shares.
            static func line(of message: some Message) -> String {
                "\(message.author): \(message.content.words ?? message.content.kind.rawValue)"
            }

            /// Every post of `feed` followed by its comments, summarised.
            static func summaries(of feed: Feed) -> [String] {
                feed.posts.flatMap { post in
                    ["\(line(of: post)) (\(post.comments.count) replies)"] + post.comments.map { line(of: $0) }
                }
            }
        }
    }
}
