// Futubra's story cards, four classes deep: `StoryCard` draws a frame and asks its subclasses
// for the parts; `PostStoryCard` adds the author and the likes; `MediaStoryCard` the media's
// address; `ImageStoryCard` and `VideoStoryCard` their own details, each calling super. To
// learn what an image card draws, a reader goes up and down four classes.
//
// Refactor it: keep `StoryCards.render(_:)` as it is (the tests call it), and every card it
// draws.

enum StoryCards {
    /// The card for `post`, as lines.
    static func render(_ post: StoryPost) -> [String] {
        let card: StoryCard
        switch post.media {
        case .text(let words): card = TextStoryCard(post: post, words: words)
        case .image(let url, let caption): card = ImageStoryCard(post: post, url: url, caption: caption)
        case .video(let url, let seconds): card = VideoStoryCard(post: post, url: url, seconds: seconds)
        }
        return card.render()
    }
}

class StoryCard {
    func render() -> [String] {
        ["┌ " + header()] + body().map { "│ " + $0 } + ["└ " + footer()]
    }

    func header() -> String { "story" }
    func body() -> [String] { [] }
    func footer() -> String { "" }
}

class PostStoryCard: StoryCard {
    let post: StoryPost

    init(post: StoryPost) {
        self.post = post
    }

    override func header() -> String { "#\(post.id) by \(post.author)" }
    override func footer() -> String { post.likes == 1 ? "1 like" : "\(post.likes) likes" }
}

final class TextStoryCard: PostStoryCard {
    let words: String

    init(post: StoryPost, words: String) {
        self.words = words
        super.init(post: post)
    }

    override func body() -> [String] { [words] }
}

class MediaStoryCard: PostStoryCard {
    let url: String

    init(post: StoryPost, url: String) {
        self.url = url
        super.init(post: post)
    }

    override func header() -> String { super.header() + " · media" }
    override func body() -> [String] { [url] }
    override func footer() -> String { super.footer() + " · tap to open" }
}

final class ImageStoryCard: MediaStoryCard {
    let caption: String?

    init(post: StoryPost, url: String, caption: String?) {
        self.caption = caption
        super.init(post: post, url: url)
    }

    override func body() -> [String] { super.body() + [caption ?? "(no caption)"] }
}

final class VideoStoryCard: MediaStoryCard {
    let seconds: Int

    init(post: StoryPost, url: String, seconds: Int) {
        self.seconds = seconds
        super.init(post: post, url: url)
    }

    override func header() -> String { super.header() + " · video" }
    override func footer() -> String {
        let length = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        return super.footer() + " · " + length
    }
}
