@testable import Drill

// The story cards before the refactoring, exactly as the drill gave them (only their names
// differ): the characterization tests compare yours with them.

enum OriginalStoryCards {
    /// The card for `post`, as lines.
    static func render(_ post: StoryPost) -> [String] {
        let card: OriginalStoryCard
        switch post.media {
        case .text(let words): card = OriginalTextStoryCard(post: post, words: words)
        case .image(let url, let caption): card = OriginalImageStoryCard(post: post, url: url, caption: caption)
        case .video(let url, let seconds): card = OriginalVideoStoryCard(post: post, url: url, seconds: seconds)
        }
        return card.render()
    }
}

class OriginalStoryCard {
    func render() -> [String] {
        ["┌ " + header()] + body().map { "│ " + $0 } + ["└ " + footer()]
    }

    func header() -> String { "story" }
    func body() -> [String] { [] }
    func footer() -> String { "" }
}

class OriginalPostStoryCard: OriginalStoryCard {
    let post: StoryPost

    init(post: StoryPost) {
        self.post = post
    }

    override func header() -> String { "#\(post.id) by \(post.author)" }
    override func footer() -> String { post.likes == 1 ? "1 like" : "\(post.likes) likes" }
}

final class OriginalTextStoryCard: OriginalPostStoryCard {
    let words: String

    init(post: StoryPost, words: String) {
        self.words = words
        super.init(post: post)
    }

    override func body() -> [String] { [words] }
}

class OriginalMediaStoryCard: OriginalPostStoryCard {
    let url: String

    init(post: StoryPost, url: String) {
        self.url = url
        super.init(post: post)
    }

    override func header() -> String { super.header() + " · media" }
    override func body() -> [String] { [url] }
    override func footer() -> String { super.footer() + " · tap to open" }
}

final class OriginalImageStoryCard: OriginalMediaStoryCard {
    let caption: String?

    init(post: StoryPost, url: String, caption: String?) {
        self.caption = caption
        super.init(post: post, url: url)
    }

    override func body() -> [String] { super.body() + [caption ?? "(no caption)"] }
}

final class OriginalVideoStoryCard: OriginalMediaStoryCard {
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
