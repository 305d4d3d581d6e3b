/// The compose flow: writing a post, in screens of its own. Its parent starts it and keeps
/// it while it runs; when it ends, it tells its parent, which removes it.
final class ComposeFlow {
    /// Weak: the parent keeps this flow in its children, so a strong reference back would
    /// make the two keep each other alive while the flow runs.
    weak var parent: AppCoordinator?

    init() {}

    /// The user posted `text`, or cancelled (`nil`): the flow is over.
    func finish(posted text: String?) {
        parent?.flowDidFinish(self, posted: text)
    }
}

/// The app's root coordinator: it starts child flows, keeps each while it runs, and hears
/// when each ends.
final class AppCoordinator {
    /// The flows running now: kept strongly, since nothing else owns a flow while it runs.
    private(set) var childCoordinators: [ComposeFlow] = []
    /// What the finished flows posted, in order.
    private(set) var posted: [String] = []

    init() {}

    /// Starts a compose flow, keeps it while it runs, and returns it (to present its screens).
    func startCompose() -> ComposeFlow {
        let flow = ComposeFlow()
        flow.parent = self
        childCoordinators.append(flow)
        return flow
    }

    /// A flow has ended: note what it posted, and let go of that flow, by identity, and of
    /// no other.
    func flowDidFinish(_ flow: ComposeFlow, posted text: String?) {
        if let text { posted.append(text) }
        childCoordinators.removeAll { $0 === flow }
    }
}
