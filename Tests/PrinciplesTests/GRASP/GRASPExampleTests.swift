import ContractSupport
import Testing

@testable import Principles

@Test("the grasp example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func graspTranscript() async throws {
    try await checkTranscriptContract(
        of: GRASPExample(),
        equals: """
            == information expert ==
            post #1 has 3 comments (anna twice, eve once)
            the post answers:   participants dana, anna, eve
            an outside tally:   participants dana, anna, eve, by reading the post's author and comments
            a guessing badge:   4 participants
            == creator ==
            the post creates bob's comment: id #4
            an outside maker numbers it #1: the post already has a comment with id '1'
            == controller ==
            like, like again, comment on #3 through FeedController:
              1 like, 1 comment
            remove anna's comment #1 on #1, then bob comments:
              FeedController, which asks the post:    comments #2 #3
              WorkingController, which counts itself: the post already has a comment with id '2'
            == low coupling ==
            the announcer knows one function: eve liked #4 by anna
            LikeAnnouncer names no other type
            BannerBoundAnnouncer names FeedBanner, LikeAnalytics
            == high cohesion ==
            'Nice!': ok
            '   ': empty
            'buy spam now': banned word
            CommentRules: 1 group of methods [["hasBannedWord", "isBlank", "isTooLong", "problems"]]
            CommentDesk: 3 groups of methods [["keepDraft", "lastDraft"], ["problems"], ["stamp"]]
            == polymorphism ==
            #4 Shipped the new feed scr
            #3 [image] My cat, judging me
            #2 [video] https://video.futubra.example/talk.mp4
            #1 Hello, Futubra.
            a poll added later: [poll] Tabs or spaces?
              the caller that checks kinds: (no preview)
            == pure fabrication ==
            PostArchive stored 688 bytes, loads 4 posts back
            a post that stores itself names Data, FutubraJSON
            == indirection ==
            the button tells the relay; badge 1, analytics [4]
            a listener added later hears #3, no edit to the button
            == protected variations ==
            anna shared https://media.futubra.example/p/4
            anna shared https://mirror.futubra.example/posts/4
            with the host written in: anna shared https://media.futubra.example/p/4

            """)
}
