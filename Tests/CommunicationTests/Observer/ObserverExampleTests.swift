import ContractSupport
import Testing

@testable import Communication

@Test("the observer example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func observerTranscript() async throws {
    try await checkTranscriptContract(
        of: ObserverExample(),
        equals: """
            == three subscribers, none known to the publisher ==
            subscribed, in order: LikeBadge, ActivityLog, AuthorAlerts
            live subscriptions: 3
            == anna likes post #3: everyone hears, in subscription order ==
              LikeBadge: likes heard: 1
              ActivityLog: postLiked(#3, by: anna)
              AuthorAlerts: tell bob that anna liked post #3
            == ActivityLog cancels ==
            cancelled twice (the second time does nothing)
            live subscriptions: 2
            eve comments on post #4
              LikeBadge: not a like, ignored
              AuthorAlerts: tell anna that eve commented on post #4
            == the alerts screen closes: AuthorAlerts is released ==
            AuthorAlerts deallocated: yes
            live subscriptions: 1
            chen likes post #1
              LikeBadge: likes heard: 2
            == chen likes post #1 again: nothing changed, nothing published ==
            LikeBadge still shows 2 likes heard

            """)
}
