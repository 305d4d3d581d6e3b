import Futubra
import FutubraUI

extension VIP {
    /// The feed scene's Router: goes to the comments scene, passing data store to data store.
    @MainActor
    final class FeedRouter {
        weak var viewController: ViewController?
        private let dataStore: any FeedDataStore
        private let environment: FeedEnvironment

        init(dataStore: any FeedDataStore, environment: FeedEnvironment) {
            self.dataStore = dataStore
            self.environment = environment
        }

        func routeToComments() {
            guard let post = dataStore.selectedPost else { return }
            let destination = CommentsInteractor(
                post: post, worker: FeedWorker(api: environment.api(as: "FeedWorker")), user: environment.user,
                transcript: environment.transcript)
            Self.passData(from: dataStore, to: destination)
            environment.transcript.trace(from: "FeedRouter", to: "NavigationController", "push(comments scene)")
            viewController?.navigationController?.push(CommentsViewController(destination, environment))
        }

        /// Clean Swift's `passDataToSomewhere(source:destination:)`: the next scene starts
        /// from what this scene stored.
        static func passData(from source: any FeedDataStore, to destination: CommentsInteractor) {
            if let post = source.selectedPost { destination.post = post }
        }
    }
}
