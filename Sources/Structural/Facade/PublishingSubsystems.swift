import Futubra

/// A file the user attaches to a draft: its name and size (the bytes themselves do not matter here).
struct MediaFile: Equatable, Sendable {
    var name: String
    var byteCount: Int
}

/// Uploads media and hands back where it now lives: one subsystem behind ``PublishingFacade``.
///
/// It refuses a file above its limit before recording anything, which is why the facade
/// calls it first.
///
/// ```swift
/// var uploader = MediaUploader(limit: 1_000_000)
/// let url = try uploader.upload(MediaFile(name: "sunset.jpg", byteCount: 800_000))
/// ```
struct MediaUploader: Sendable {
    /// The largest file accepted, in bytes.
    let limit: Int
    /// The names of the files uploaded so far, in order.
    private(set) var uploaded: [String] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Uploads `file`; throws ``StructuralError/mediaTooLarge(bytes:limit:)`` above the limit.
    mutating func upload(_ file: MediaFile) throws(StructuralError) -> MediaURL {
        guard file.byteCount <= limit else { throw .mediaTooLarge(bytes: file.byteCount, limit: limit) }
        uploaded.append(file.name)
        do {
            return try MediaURL("https://img.futubra.example/u/\(uploaded.count)-\(file.name)")
        } catch {
            throw .domain(error)
        }
    }
}

/// Keeps the feed and gives new posts their ids: one subsystem behind ``PublishingFacade``.
///
/// ```swift
/// var store = PostStore(startingWith: try SampleFeed.feed())
/// let post = try store.publish(try .text("Hi"), by: SampleFeed.anna)   // post.id == #5
/// ```
struct PostStore: Sendable {
    /// The feed, newest first.
    private(set) var feed: Feed

    /// A store whose feed starts as `feed`.
    init(startingWith feed: Feed) {
        self.feed = feed
    }

    /// Puts a new post by `author` on top of the feed and returns it.
    mutating func publish(_ content: Content, by author: UserName) throws(StructuralError) -> Post {
        do {
            let post = try Post(id: feed.nextPostID, author: author, content: content)
            try feed.add(post)
            return post
        } catch {
            throw .domain(error)
        }
    }
}

/// Finds posts by the words they contain: one subsystem behind ``PublishingFacade``.
///
/// ```swift
/// var index = SearchIndex()
/// index.index(post)                       // "Coffee with @bob"
/// index.posts(matching: "COFFEE")         // [post.id]
/// ```
struct SearchIndex: Sendable {
    private var postsByWord: [String: Set<PostID>] = [:]

    /// Indexes the words of `post` (lowercased letters and digits).
    mutating func index(_ post: Post) {
        for word in Self.words(in: post.content.words ?? "") {
            postsByWord[word, default: []].insert(post.id)
        }
    }

    /// The posts containing `word`, in id order.
    func posts(matching word: String) -> [PostID] {
        (postsByWord[word.lowercased()] ?? []).sorted()
    }

    /// How many distinct words are indexed.
    var wordCount: Int { postsByWord.count }

    private static func words(in text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}

/// Tells users they were mentioned (`@anna`) in a post: one subsystem behind ``PublishingFacade``.
///
/// It needs the post's final id, which is why the facade calls it after the store.
///
/// ```swift
/// var mentions = MentionNotifier()
/// mentions.notifyMentions(in: post)       // "Hi @bob" -> sent == [Mention(user: bob, post: post.id)]
/// ```
struct MentionNotifier: Sendable {
    /// A notification: `user` was mentioned in `post`.
    struct Mention: Equatable, Sendable {
        var user: UserName
        var post: PostID
    }

    /// Every notification sent so far, in order.
    private(set) var sent: [Mention] = []

    /// Notifies every valid user name written as `@name` in `post`.
    mutating func notifyMentions(in post: Post) {
        let text = post.content.words ?? ""
        for token in text.split(whereSeparator: \.isWhitespace) where token.hasPrefix("@") {
            let name = token.dropFirst().prefix { $0.isLetter || $0.isNumber || "._-".contains($0) }
            if let user = try? UserName(String(name)) {
                sent.append(Mention(user: user, post: post.id))
            }
        }
    }
}
