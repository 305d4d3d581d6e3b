import ContractSupport
import Testing

@testable import Communication

@Test("the notification example's transcript", .tags(.transcript))
func notificationTranscript() async throws {
    try await checkTranscriptContract(
        of: NotificationExample(),
        equals: """
            == observers register with the centre, not with the service ==
            BadgeCounter observes .postLiked from any object
            Analytics observes .postLiked from the main LikeService only
            TypoObserver observes "Futubra.postLikd": it compiles
            AuthorAlerts observes the typed PostLikedMessage from the main LikeService
            == anna likes post #3 ==
              Analytics: user info says anna liked #3
              BadgeCounter: user info says anna liked #3
              AuthorAlerts: typed message, anna liked #3
            post returned after every observer ran: queue nil delivers synchronously
            the centre chose the order: Analytics heard before BadgeCounter, which registered first
            == bob likes post #2 through another LikeService ==
              BadgeCounter: user info says bob liked #2
            Analytics and AuthorAlerts filter by object, so only BadgeCounter heard
            == BadgeCounter removes its observer ==
            removed twice: the second removal does nothing
              Analytics: user info says chen liked #3
              AuthorAlerts: typed message, chen liked #3
            == what each observer heard ==
            BadgeCounter: 2 notification(s)
            Analytics: 2 notification(s)
            TypoObserver: 0 notification(s)
            AuthorAlerts: 2 typed message(s)

            """)
}
