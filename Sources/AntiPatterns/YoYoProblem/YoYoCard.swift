import Futubra

/// The yo-yo problem: a post card spread over four levels of subclasses.
///
/// Each level overrides a step or two and calls `super` for the rest, and each step calls
/// others through `self`. To know what one image card draws, a reader starts in
/// ``render()`` here, goes down to ``YoYoPostCard/header()``, up again for `verb()`, down to
/// ``YoYoMediaCard``, further down to ``YoYoImageCard``, and back: every method says
/// ``YoYoVisit/here(_:fileID:line:)`` as it starts, which records the class its code is in.
///
/// ```swift
/// YoYoCard.card(for: post).render()
/// ```
class YoYoCard {
    let post: Post

    init(post: Post) {
        self.post = post
    }

    /// The card's lines: the header, the body, the footer.
    func render() -> [String] {
        YoYoVisit.here()
        return [header()] + body() + [footer()]
    }

    func header() -> String {
        YoYoVisit.here()
        return "\(post.author) \(verb())"
    }

    func verb() -> String {
        YoYoVisit.here()
        return "posted"
    }

    func body() -> [String] {
        YoYoVisit.here()
        return []
    }

    func footer() -> String {
        YoYoVisit.here()
        return post.likeCount == 1 ? "1 like" : "\(post.likeCount) likes"
    }

    /// The card class for `post`'s kind.
    static func card(for post: Post) -> YoYoCard {
        switch post.content.kind {
        case .text: YoYoPostCard(post: post)
        case .image: YoYoImageCard(post: post)
        case .video: YoYoVideoCard(post: post)
        }
    }
}

/// Level two: adds the post id to the header and the words as the body.
class YoYoPostCard: YoYoCard {
    override func header() -> String {
        YoYoVisit.here()
        return super.header() + " (\(post.id))"
    }

    override func body() -> [String] {
        YoYoVisit.here()
        return [summary()]
    }

    func summary() -> String {
        YoYoVisit.here()
        return post.content.words ?? ""
    }
}

/// Level three: media is "shared", shows a frame above the summary, and the caption as the summary.
class YoYoMediaCard: YoYoPostCard {
    override func verb() -> String {
        YoYoVisit.here()
        return "shared"
    }

    override func body() -> [String] {
        YoYoVisit.here()
        return [frame()] + super.body()
    }

    func frame() -> String {
        YoYoVisit.here()
        return "[media]"
    }

    override func summary() -> String {
        YoYoVisit.here()
        return post.content.words ?? "(no caption)"
    }
}

/// Level four: an image's frame, and a zoom hint in the footer.
final class YoYoImageCard: YoYoMediaCard {
    override func frame() -> String {
        YoYoVisit.here()
        guard case .image(let image) = post.content else { return super.frame() }
        return "[img] \(image.url)"
    }

    override func footer() -> String {
        YoYoVisit.here()
        return super.footer() + " · tap to zoom"
    }
}

/// Level four: a video's frame.
final class YoYoVideoCard: YoYoMediaCard {
    override func frame() -> String {
        YoYoVisit.here()
        guard case .video(let video) = post.content else { return super.frame() }
        return "[> play] \(video.url)"
    }
}
