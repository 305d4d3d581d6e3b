import Futubra
import Synchronization

extension DependencyInjection {
    /// An ambient context: a filter every composer reads from the current task, with a
    /// default for when nobody bound one.
    ///
    /// Fine for what may safely do nothing (this catalogue's tracing works this way); wrong
    /// for a dependency the behaviour needs: forget to bind it and the default runs silently.
    ///
    /// ```swift
    /// AmbientFilter.$current.withValue(filter) { composer.reply(…) }
    /// ```
    enum AmbientFilter {
        /// `@TaskLocal` requires a `static var`; a value is bound only for one task's scope,
        /// and `WordFilter` is an immutable `Sendable` value.
        @TaskLocal static var current: WordFilter = .none
    }

    /// An option to avoid: the composer finds its filter in the ambient context, so nothing
    /// in its interface says it needs one.
    ///
    /// ```swift
    /// AmbientCommentComposer().reply("Buy followers now", to: &post, as: eve)   // added, if unbound
    /// ```
    struct AmbientCommentComposer: Sendable {
        @discardableResult
        func reply(_ text: String, to post: inout Post, as author: UserName) -> Bool {
            CommentComposer().reply(text, to: &post, as: author, checkedBy: AmbientFilter.current)
        }
    }

    /// A registry any object may ask for a service by its type.
    ///
    /// ```swift
    /// locator.register(ServerFeedClient() as any FeedClient)
    /// locator.resolve((any FeedClient).self)
    /// ```
    final class ServiceLocator: Sendable {
        private let services = Mutex<[ObjectIdentifier: any Sendable]>([:])

        /// Registers `service` under its static type `T`.
        func register<T: Sendable>(_ service: T) {
            services.withLock { $0[ObjectIdentifier(T.self)] = service }
        }

        /// The service registered as `type`, if any.
        func resolve<T>(_ type: T.Type) -> T? {
            services.withLock { $0[ObjectIdentifier(type)] } as? T
        }
    }

    /// An option to avoid: the loader asks a service locator for its client when it loads.
    ///
    /// Its initialiser takes the locator, not the client, so it can be built with a locator
    /// that holds no client; the missing dependency shows up only at run time, on first use.
    ///
    /// ```swift
    /// LocatorFeedLoader(locator: locator).headlines()
    /// ```
    struct LocatorFeedLoader: Sendable {
        let locator: ServiceLocator

        func headlines() -> [String] {
            guard let client = locator.resolve((any FeedClient).self) else {
                return ["could not load: no FeedClient registered"]
            }
            return DependencyInjection.headlines(from: client)
        }
    }
}
