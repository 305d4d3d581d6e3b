/// The compose flow: writing a post, in screens of its own. Its parent starts it and keeps
/// it while it runs; when it ends, it tells its parent, which removes it.
final class ComposeFlow {
    // BUG 2: a strong reference to the parent, which keeps this flow in its children: while
    // the flow runs, the two keep each other alive, so an app coordinator that goes away
    // with a flow still running never frees either.
    var parent: AppCoordinator?

    init() {}

    /// The user posted `text`, or cancelled (`nil`): the flow is over.
    func finish(posted text: String?) {
        parent?.flowDidFinish(self, posted: text)
    }
}

/// The app's root coordinator: it starts child flows, keeps each while it runs, and hears
/// when each ends.
final class AppCoordinator {
    /// The flows running now.
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

    /// A flow has ended: note what it posted.
    func flowDidFinish(_ flow: ComposeFlow, posted text: String?) {
        if let text { posted.append(text) }
        // BUG 1: the finished flow is never removed, so it stays in memory, with its screens,
        // for as long as the app coordinator lives.
    }
}
