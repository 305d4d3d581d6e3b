/// Futubra's story cards, in one type: a reader finds the whole card of each kind of media in
/// one place, top to bottom.
enum StoryCards {
    /// The card for `post`, as lines.
    static func render(_ post: StoryPost) -> [String] {
        let card = FlatStoryCard(post: post)
        return ["┌ " + card.header] + card.body.map { "│ " + $0 } + ["└ " + card.footer]
    }
}

/// One post's card: its header, body and footer, each reading the media once.
struct FlatStoryCard {
    let post: StoryPost

    var header: String {
        let byline = "#\(post.id) by \(post.author)"
        switch post.media {
        case .text: return byline
        case .image: return byline + " · media"
        case .video: return byline + " · media · video"
        }
    }

    var body: [String] {
        switch post.media {
        case .text(let words): [words]
        case .image(let url, let caption): [url, caption ?? "(no caption)"]
        case .video(let url, _): [url]
        }
    }

    var footer: String {
        let likes = post.likes == 1 ? "1 like" : "\(post.likes) likes"
        switch post.media {
        case .text: return likes
        case .image: return likes + " · tap to open"
        case .video(_, let seconds):
            return likes + " · tap to open · \(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        }
    }
}
