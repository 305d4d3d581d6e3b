import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

extension Redux {
    /// The Store: holds the state, runs actions through the reducer, runs the effects the
    /// reducer asks for, and pushes every new state to its subscribers.
    @MainActor
    final class FeedStore {
        private(set) var state: FeedState
        private let effects: FeedEffects
        private let work: PendingWork
        private var subscribers: [(subscriber: ObjectIdentifier, render: (FeedState) -> Void)] = []

        init(state: FeedState, effects: FeedEffects, work: PendingWork) {
            self.state = state
            self.effects = effects
            self.work = work
        }

        /// The only way to change the state: runs `action` through the reducer, pushes the
        /// new state to every subscriber, then runs the effect the reducer asked for, if any,
        /// and dispatches its result in turn.
        func dispatch(_ action: FeedAction) {
            Trace.call(from: "FeedStore", to: "feedReducer", action.name)
            let effect = feedReducer(&state, action)
            for subscriber in subscribers {
                subscriber.render(state)
            }
            guard let effect else { return }
            let user = state.user
            work.start {
                Trace.call(from: "FeedStore", to: "FeedEffects", "run(\(effect))")
                let result = await self.effects.run(effect, as: user)
                Trace.reply(from: "FeedEffects", to: "FeedStore", result.name)
                self.dispatch(result)
            }
        }

        /// Adds `subscriber`, which `render` serves, and renders the current state to it
        /// (as ReSwift's `subscribe(_:)` calls `newState(state:)` at once).
        func subscribe(_ subscriber: AnyObject, _ render: @escaping (FeedState) -> Void) {
            subscribers.append((ObjectIdentifier(subscriber), render))
            render(state)
        }

        /// Removes `subscriber`; it gets no more states.
        func unsubscribe(_ subscriber: AnyObject) {
            subscribers.removeAll { $0.subscriber == ObjectIdentifier(subscriber) }
        }
    }

    /// Runs side effects: the only place that talks to the server. Each effect ends as an action.
    struct FeedEffects {
        private let api: FeedAPI

        init(client: FeedClient) {
            api = FeedAPI(client: client, caller: "FeedEffects")
        }

        func run(_ effect: FeedEffect, as user: UserName) async -> FeedAction {
            do throws(FeedClientError) {
                switch effect {
                case .fetchFeed:
                    return .feedLoaded(try await api.feed().posts)
                case .setLike(let liked, let id):
                    return .postUpdated(liked ? try await api.like(id, as: user) : try await api.unlike(id, as: user))
                case .fetchComments(let id):
                    return .commentsLoaded(try await api.comments(on: id))
                case .addComment(let text, let id):
                    return .commentAdded(try await api.addComment(text, on: id, as: user))
                }
            } catch {
                return effect == .fetchFeed ? .feedFailed(error) : .requestFailed(error)
            }
        }
    }
}
