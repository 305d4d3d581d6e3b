import Futubra
import FutubraServer
import FutubraUI

/// What every architecture's app is launched with: the API client, the signed-in user and
/// the place where screens start their asynchronous work.
///
/// Only the code that assembles an app (a `launch`, a router's module builder, a coordinator)
/// holds it. It hands the client to the one role of its architecture that talks to the
/// server, and gives view controllers only the role they talk to and ``work``: no view
/// controller can reach the server, because none is given anything that could.
@MainActor
struct FeedEnvironment {
    let client: FeedClient
    let user: UserName
    let work: PendingWork
}

/// A launched app: the navigation stack the user sees and whatever must stay alive with it
/// (a coordinator, a store).
@MainActor
struct FeedApp {
    let navigation: NavigationController
    var owner: AnyObject?
}
