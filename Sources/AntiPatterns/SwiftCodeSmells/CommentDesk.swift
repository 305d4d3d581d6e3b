import Futubra

/// Signs of bad code: a method whose name needs "And", wrapped in one big `do`/`catch`.
///
/// `validateAndPublish` reads the author, checks the text, finds the post and adds the
/// comment, all inside one `do`, and turns every failure into "something went wrong". The
/// user cannot tell a bad name from a blank comment from a deleted post, and neither can
/// the log.
enum TangledCommentDesk {
    /// Adds the comment and returns "posted", or "something went wrong".
    static func validateAndPublish(_ text: String, by name: String, on id: PostID, in feed: inout Feed) -> String {
        do {
            let author = try UserName(name)
            let content = try Content.text(text)
            try feed.update(id: id) { (post: inout Post) throws(FutubraError) in
                _ = post.addComment(by: author, content: content)
            }
            return "posted"
        } catch {
            return "something went wrong"
        }
    }
}

/// The same job as two methods, each named for one thing, each failing with its own error.
enum CommentDesk {
    /// The comment `name` wants to write; throws the rule it breaks.
    static func validate(_ text: String, by name: String) throws(FutubraError) -> CommentLine {
        CommentLine(author: try UserName(name), content: try .text(text))
    }

    /// Adds `comment` to post `id`; throws when there is no such post.
    static func publish(_ comment: CommentLine, on id: PostID, in feed: inout Feed) throws(FutubraError) {
        try feed.update(id: id) { (post: inout Post) throws(FutubraError) in
            _ = post.addComment(by: comment.author, content: comment.content)
        }
    }

    /// What the screen shows: "posted", or the error in words.
    static func submit(_ text: String, by name: String, on id: PostID, in feed: inout Feed) -> String {
        do throws(FutubraError) {
            try publish(try validate(text, by: name), on: id, in: &feed)
            return "posted"
        } catch {
            return error.description
        }
    }
}
