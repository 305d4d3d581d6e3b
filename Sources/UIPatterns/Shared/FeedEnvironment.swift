import ExampleKit
import Futubra
import FutubraServer
import FutubraUI

/// What every architecture's app gets: the API, the signed-in user, the transcript and
/// the place where screens start their asynchronous work.
@MainActor
struct FeedEnvironment {
    let client: FeedClient
    let user: UserName
    let transcript: Transcript
    let work: PendingWork

    /// The API as `caller` uses it, traced.
    func api(as caller: String) -> FeedAPI {
        FeedAPI(client: client, transcript: transcript, caller: caller)
    }
}

/// A launched app: the navigation stack the user sees and whatever must stay alive with it
/// (a coordinator, a store).
@MainActor
struct FeedApp {
    let navigation: NavigationController
    var owner: AnyObject?
}
