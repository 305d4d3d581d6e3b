import ExampleKit
import MessageTrace
import Synchronization

/// Plays the singleton: two screens reach the one app object and share its badge.
package struct SingletonExample: Example {
    package static let id = "singleton"

    /// Runs of this example in one process take turns: the badge is global, and a second
    /// run could otherwise reset it in the middle of this one.
    private static let turns = Mutex(())

    package init() {}

    package func run(in transcript: Transcript) async throws {
        Self.turns.withLock { _ in play(in: transcript) }
    }

    private func play(in transcript: Transcript) {
        // The process makes its app before any screen asks for it, as `UIApplicationMain`
        // makes `UIApplication.shared` first. That first use is not traced, so the diagram is
        // the same whether this run made the app or an earlier run in the process did.
        Tracer.$current.withValue(nil) { _ = FutubraApp.shared }

        transcript.section("two screens, one app")
        let feed = FeedScreen()
        let profile = ProfileScreen()
        feed.showUnread(3)
        transcript.line("the feed screen sets the badge to 3")
        let seen = profile.readBadge()
        transcript.line("the profile screen sees the badge the feed screen set: \(seen)")
        let same = feed.app === profile.app
        transcript.line("both screens hold the same object: \(same ? "yes" : "no")")

        transcript.section("no second app")
        transcript.line("`FutubraApp()` does not compile: the initializer is private")
        transcript.line("`FutubraApp.shared = ...` does not compile: `shared` is a `static let`")
        transcript.line("this object is initialization number \(FutubraApp.shared.creationNumber)")
        transcript.line("initializations in this process: \(FutubraApp.initializationCount())")

        transcript.section("the price")
        transcript.line(
            "the badge is global state: it is still \(FutubraApp.shared.badgeNumber) for whoever comes next")
        feed.showUnread(0)
        transcript.line("the feed screen sets the badge to 0")
        transcript.line("so whoever changed it must put it back: \(FutubraApp.shared.badgeNumber)")
        transcript.line("and two runs of this example in one process must take turns under a lock")
    }
}

/// The feed screen: tells the app how many notifications are unread.
private struct FeedScreen {
    let app = FutubraApp.shared

    func showUnread(_ count: Int) {
        Trace.call(from: "FeedScreen", to: "FutubraApp", "setBadgeNumber(\(count))")
        app.setBadgeNumber(count)
    }
}

/// The profile screen: reads the badge the app shows.
private struct ProfileScreen {
    let app = FutubraApp.shared

    func readBadge() -> Int {
        Trace.call(from: "ProfileScreen", to: "FutubraApp", "badgeNumber")
        let number = app.badgeNumber
        Trace.reply(from: "FutubraApp", to: "ProfileScreen", "\(number)")
        return number
    }
}
