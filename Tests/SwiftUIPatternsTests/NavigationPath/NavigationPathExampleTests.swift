import ContractSupport
import Testing

@testable import SwiftUIPatterns

@Suite("Navigation path example", .timeLimit(.minutes(1)), .watchdog)
struct NavigationPathExampleTests {
    @Test("the navigation-path example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: NavigationPathExample(),
            equals: """
                == links push values on the path the router owns ==
                path []: Feed | #4 anna | #3 bob
                path [post(3)]: [< Back] Post #3 | post #3 | Comments | Author
                path [post(3), author("bob")]: [< Back] bob | bob's posts
                path [post(3)]: [< Back] Post #3 | post #3 | Comments | Author
                == a deep link is a path, assigned at once ==
                path [post(4), comments(4)]: [< Back] Comments | comments on #4 | [Done]
                path [post(4)]: [< Back] Post #4 | post #4 | Comments | Author
                path []: Feed | #4 anna | #3 bob

                """)
        let events = try await run(NavigationPathExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "FeedRouter -> NavigationStack: path = futubra://post/4/comments",
                "CommentsScreen -> FeedRouter: popToRoot()",
            ])
    }
}
