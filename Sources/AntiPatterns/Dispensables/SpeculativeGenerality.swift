import Futubra

extension Dispensables {
    /// Speculative generality: hooks, parameters and abstractions for needs nobody has yet.
    ///
    /// The post store was built for back ends, hooks and conflict policies that might come one
    /// day: a protocol with one conformer, a generic repository, a `willSave` hook nobody
    /// sets, three policies of which one is ever used. The refactoring (collapse hierarchy,
    /// remove parameter, inline class) leaves a store of posts by id.
    enum SpeculativeGenerality {
        /// The smell: a framework around a dictionary.
        enum Before {
            /// What to do when a post with the same id is saved twice.
            enum ConflictPolicy: CaseIterable, Sendable {
                case overwrite, keepExisting, merge
            }

            /// Where posts are kept: one conformer, written for back ends to come.
            protocol PostStorage {
                mutating func write(_ post: Post, policy: ConflictPolicy)
                func read(_ id: PostID) -> Post?
            }

            /// The only storage there is: posts in memory.
            struct MemoryStorage: PostStorage {
                private var posts: [PostID: Post] = [:]
                /// Every policy a write was asked to use.
                private(set) var policiesUsed: Set<ConflictPolicy> = []

                mutating func write(_ post: Post, policy: ConflictPolicy) {
                    policiesUsed.insert(policy)
                    switch policy {
                    case .overwrite: posts[post.id] = post
                    case .keepExisting: posts[post.id] = posts[post.id] ?? post
                    case .merge: posts[post.id] = post
                    }
                }

                func read(_ id: PostID) -> Post? { posts[id] }
            }

            /// A repository generic over its storage, with a hook and a policy nobody changes.
            struct Repository<Storage: PostStorage> {
                var storage: Storage
                var willSave: (@Sendable (Post) -> Post)?
                var policy = ConflictPolicy.overwrite

                mutating func save(_ post: Post) {
                    storage.write(willSave?(post) ?? post, policy: policy)
                }

                func load(_ id: PostID) -> Post? { storage.read(id) }
            }
        }

        /// The refactoring: the store the app needs today.
        enum After {
            /// Posts by id, in memory.
            struct PostStore {
                private var posts: [PostID: Post] = [:]

                mutating func save(_ post: Post) { posts[post.id] = post }

                func load(_ id: PostID) -> Post? { posts[id] }
            }
        }
    }
}
