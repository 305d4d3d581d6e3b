import ExampleKit
import Futubra
import FutubraServer
import FutubraUI

extension Redux {
    /// The Store: holds the state, runs actions through the reducer, runs the effects the
    /// reducer asks for, and pushes every new state to its subscribers.
    @MainActor
    final class FeedStore {
        private(set) var state: FeedState
        private let effects: FeedEffects
        private let work: PendingWork
        private let transcript: Transcript
        private var subscribers: [(name: String, render: (FeedState) -> Void)] = []

        init(state: FeedState, effects: FeedEffects, work: PendingWork, transcript: Transcript) {
            self.state = state
            self.effects = effects
            self.work = work
            self.transcript = transcript
        }

        /// The only way to change the state: `sender` (a view, for the trace) sends `action`.
        func dispatch(_ action: FeedAction, from sender: String) {
            transcript.trace(from: sender, to: "FeedStore", "dispatch(\(action.name))")
            apply(action)
        }

        private func apply(_ action: FeedAction) {
            transcript.trace(from: "FeedStore", to: "feedReducer", action.name)
            let effect = feedReducer(&state, action)
            for subscriber in subscribers {
                transcript.trace(from: "FeedStore", to: subscriber.name, "newState")
                subscriber.render(state)
            }
            guard let effect else { return }
            let user = state.user
            work.start {
                self.transcript.trace(from: "FeedStore", to: "FeedEffects", "run(\(effect))")
                let result = await self.effects.run(effect, as: user)
                self.transcript.reply(from: "FeedEffects", to: "FeedStore", result.name)
                self.apply(result)
            }
        }

        /// Adds a subscriber, named for the trace, and renders the current state to it.
        func subscribe(as name: String, _ render: @escaping (FeedState) -> Void) {
            subscribers.append((name, render))
            render(state)
        }

        /// Removes the subscriber named `name`.
        func unsubscribe(_ name: String) {
            subscribers.removeAll { $0.name == name }
        }
    }

    /// Runs side effects: the only place that talks to the server. Each effect ends as an action.
    struct FeedEffects {
        let api: FeedAPI

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
