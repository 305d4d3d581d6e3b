import ContractSupport
import Testing

@testable import Communication

@Test("the notification example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func notificationTranscript() async throws {
    // Two things differ by platform, and the example says which it saw:
    // - typed messages exist on macOS 26 and iOS 26 (and always in the open-source Foundation
    //   on Linux, where `#available(macOS 26, *)` holds); an older Apple OS skips them;
    // - Darwin's centre calls observers in the order they were added; the open-source
    //   Foundation calls the observers filtered by object first.
    let typed: Bool
    if #available(macOS 26, iOS 26, *) {
        typed = true
    } else {
        typed = false
    }
    #if canImport(Darwin)
        let order = ["BadgeCounter", "Analytics"]
    #else
        let order = ["Analytics", "BadgeCounter"]
    #endif
    try await checkTranscriptContract(
        of: NotificationExample(),
        equals: expectedNotificationTranscript(typed: typed, order: order))
}

/// The run's text where typed messages exist (`typed`) and the centre calls the two
/// observers of anna's like in `order`.
private func expectedNotificationTranscript(typed: Bool, order: [String]) -> String {
    let lines: [String?] = [
        "== observers register with the centre, not with the service ==",
        "BadgeCounter observes .postLiked from any object",
        "Analytics observes .postLiked from the main LikeService only",
        "TypoObserver observes \"Futubra.postLikd\": it compiles",
        typed
            ? "AuthorAlerts observes the typed PostLikedMessage from the main LikeService"
            : "AuthorAlerts: typed messages need macOS 26 or iOS 26, so this run has none",
        "== anna likes post #3 ==",
        "  \(order[0]): user info says anna liked #3",
        "  \(order[1]): user info says anna liked #3",
        typed ? "  AuthorAlerts: typed message, anna liked #3" : nil,
        "post returned after every observer ran: queue nil delivers synchronously",
        "the centre chose the order (\(order.joined(separator: ", "))); the poster has no say",
        "== bob likes post #2 through another LikeService ==",
        "  BadgeCounter: user info says bob liked #2",
        typed
            ? "Analytics and AuthorAlerts filter by object, so only BadgeCounter heard"
            : "Analytics filters by object, so only BadgeCounter heard",
        "== BadgeCounter removes its observer ==",
        "removed twice: the second removal does nothing",
        "  Analytics: user info says chen liked #3",
        typed ? "  AuthorAlerts: typed message, chen liked #3" : nil,
        "== what each observer heard ==",
        "BadgeCounter: 2 notification(s)",
        "Analytics: 2 notification(s)",
        "TypoObserver: 0 notification(s)",
        typed ? "AuthorAlerts: 2 typed message(s)" : nil,
    ]
    return lines.compactMap { $0 }.joined(separator: "\n") + "\n"
}
