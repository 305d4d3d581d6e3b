import Futubra

extension DependencyInjection {
    /// Constructor injection: the loader cannot exist without its client, and says so in its
    /// initialiser. The preferred kind: the dependency is explicit, set once, and `let`.
    ///
    /// ```swift
    /// let loader = FeedLoader(client: ServerFeedClient())
    /// loader.headlines()   // ["#4 anna", "#3 bob", …]
    /// ```
    struct FeedLoader: Sendable {
        let client: any FeedClient

        /// One headline per post, or why the feed could not be loaded.
        func headlines() -> [String] {
            DependencyInjection.headlines(from: client)
        }
    }

    /// Injection without inversion: the client is handed in, but as the concrete class.
    ///
    /// Another instance can be passed, never another implementation: a test cannot give it a
    /// client that fails, so its error path stays out of reach. Injection is about who makes
    /// the dependency; only depending on an abstraction (`dependency-inversion`) frees the type.
    ///
    /// ```swift
    /// ConcreteFeedLoader(client: ServerFeedClient(name: "staging")).headlines()
    /// ```
    struct ConcreteFeedLoader: Sendable {
        let client: ServerFeedClient

        func headlines() -> [String] {
            DependencyInjection.headlines(from: client)
        }
    }

    /// Property injection: a controller the framework creates with no arguments (as a
    /// storyboard does), configured afterwards by setting a property.
    ///
    /// The price: between creation and configuration the object exists without its
    /// dependency, and nothing but a run-time check notices.
    ///
    /// ```swift
    /// let controller = FeedViewController()
    /// controller.loader = FeedLoader(client: client)
    /// controller.viewDidLoad()
    /// ```
    @MainActor
    final class FeedViewController {
        /// Set after creation; `nil` until someone remembers to.
        var loader: FeedLoader?
        /// What the screen shows.
        private(set) var rows: [String] = []

        func viewDidLoad() {
            rows = loader?.headlines() ?? ["not configured: no loader was set"]
        }
    }

    /// Method injection: the dependency is an argument of the one call that needs it, here
    /// the filter that checks a comment, which may differ from call to call.
    ///
    /// ```swift
    /// CommentComposer().reply("Nice!", to: &post, as: eve, checkedBy: filter)
    /// ```
    struct CommentComposer: Sendable {
        /// Adds a comment unless `filter` refuses it; returns whether it was added.
        @discardableResult
        func reply(_ text: String, to post: inout Post, as author: UserName, checkedBy filter: WordFilter) -> Bool {
            guard filter.allows(text), let content = try? Content.text(text) else { return false }
            post.addComment(by: author, content: content)
            return true
        }
    }

    /// The words a comment may not contain.
    struct WordFilter: Sendable {
        let banned: Set<String>

        /// A filter that allows everything.
        static let none = WordFilter(banned: [])

        func allows(_ text: String) -> Bool {
            !text.lowercased().split(separator: " ").contains { banned.contains(String($0)) }
        }
    }
}
