import Futubra
import FutubraUI
import MessageTrace

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
            guard dataStore.selectedPost != nil else { return }
            let destination = CommentsInteractor(worker: FeedWorker(client: environment.client), user: environment.user)
            Self.passData(from: dataStore, to: destination)
            Trace.call(from: "FeedRouter", to: "NavigationController", "push(comments scene)")
            viewController?.navigationController?.push(CommentsViewController(destination, work: environment.work))
        }

        /// Clean Swift's `passDataToSomewhere(source:destination:)`: the next scene starts
        /// from what this scene stored, and from nothing else.
        static func passData(from source: any FeedDataStore, to destination: any CommentsDataStore) {
            destination.post = source.selectedPost
        }
    }
}
