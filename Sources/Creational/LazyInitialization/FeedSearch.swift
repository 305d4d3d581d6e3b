import Futubra

/// Searches the feed's words; builds its index on the first search, not when it is made.
///
/// Most visits to the feed never open search, and building the index reads every post.
/// So the index is a ``LazyValue``: a screen that is never searched never pays for it, and
/// the first search (from whichever task comes first) pays once. A value: copies share the
/// one lazily built index, which is the same whoever builds it.
///
/// ```swift
/// let search = FeedSearch(feed: feed)   // cheap: no index yet
/// search.posts(matching: "cat")         // builds the index, then answers
/// ```
struct FeedSearch: Sendable {
    private let index: LazyValue<FeedSearchIndex>

    /// A search over `feed`; nothing is indexed yet.
    init(feed: Feed) {
        index = LazyValue { FeedSearchIndex(feed: feed) }
    }

    /// The ids of the posts whose words include `word` (ignoring case), newest first.
    func posts(matching word: String) -> [PostID] {
        index.value.posts(matching: word)
    }

    /// Whether the index has been built.
    var isIndexed: Bool { index.isInitialized }

    /// How many times the index was built: 0 until the first search, then 1.
    var indexBuilds: Int { index.initializationCount }
}

/// Which posts use which word: built by reading every post once.
///
/// ```swift
/// FeedSearchIndex(feed: feed).posts(matching: "Cat")   // [#3]
/// ```
struct FeedSearchIndex: Equatable, Sendable {
    private let postsByWord: [String: Set<PostID>]

    /// The index of every word of every post in `feed`.
    /// - Complexity: O(n) in the total length of the posts' words.
    init(feed: Feed) {
        var postsByWord: [String: Set<PostID>] = [:]
        for post in feed.posts {
            for word in Self.words(in: post.content.words ?? "") {
                postsByWord[word, default: []].insert(post.id)
            }
        }
        self.postsByWord = postsByWord
    }

    /// The ids of the posts that use `word`, newest first.
    func posts(matching word: String) -> [PostID] {
        (postsByWord[word.lowercased()] ?? []).sorted(by: >)
    }

    /// How many different words the index knows.
    var wordCount: Int { postsByWord.count }

    private static func words(in text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
