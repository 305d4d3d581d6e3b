import Futubra
import MessageTrace

/// Needless complexity: the like line of a post ("3 likes") built through a service, a
/// factory and a strategy, because "it might change".
///
/// Nothing varies: there is one strategy and one factory. A reader who wants to know what the
/// line says opens five declarations; a change to the wording still edits one of them. The
/// refactoring (inline class, collapse hierarchy) leaves one function.
enum NeedlessComplexity {
    /// The smell: two protocols and three types for one wording.
    enum Before {
        /// How a like count is worded.
        protocol LikeTextStrategy: Sendable {
            func text(for count: Int) -> String
        }

        /// The only strategy.
        struct PluralLikeTextStrategy: LikeTextStrategy {
            func text(for count: Int) -> String {
                Trace.note(over: "PluralLikeTextStrategy", "text(for: \(count))")
                return count == 1 ? "1 like" : "\(count) likes"
            }
        }

        /// Makes the strategy.
        protocol LikeTextStrategyFactory: Sendable {
            func makeStrategy() -> any LikeTextStrategy
        }

        /// The only factory.
        struct DefaultLikeTextStrategyFactory: LikeTextStrategyFactory {
            func makeStrategy() -> any LikeTextStrategy {
                Trace.note(over: "DefaultLikeTextStrategyFactory", "makeStrategy()")
                return PluralLikeTextStrategy()
            }
        }

        /// The service the screens call.
        struct LikeTextService: Sendable {
            let factory: any LikeTextStrategyFactory

            func text(for post: Post) -> String {
                Trace.note(over: "LikeTextService", "text(for: \(post.id))")
                return factory.makeStrategy().text(for: post.likeCount)
            }
        }
    }

    /// The refactoring: one function, read in one place; a strategy can still be introduced the
    /// day a second wording exists.
    enum After {
        /// The like line of a post.
        enum LikeText {
            static func text(for post: Post) -> String {
                Trace.note(over: "LikeText", "text(for: \(post.id))")
                return post.likeCount == 1 ? "1 like" : "\(post.likeCount) likes"
            }
        }
    }

    /// The declarations a reader opens to learn what the like line says, in the file's order:
    /// every type and protocol declared in `Before` or in `After`, read from the code.
    static func declarations(in side: String) -> [String] {
        let code = SourceCode.antiPatterns
        let namespace = ["NeedlessComplexity", side]
        return code.files.flatMap { file in
            file.declarations.filter { $0.isType && $0.owner == namespace }.map(\.name)
        }
    }
}
