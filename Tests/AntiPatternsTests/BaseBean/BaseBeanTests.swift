import ContractSupport
import Futubra
import Testing

@testable import AntiPatterns

/// Checks that every row's second line counts the post's likes and comments.
private func checkFootersCountLikesAndComments(
    _ lines: (Post) -> [String], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    for post in try SampleFeed.feed().posts {
        let likes = post.likeCount == 1 ? "1 like" : "\(post.likeCount) likes"
        let comments = post.comments.count == 1 ? "1 comment" : "\(post.comments.count) comments"
        let row = lines(post)
        expect(row.count > 1 && row[1] == "\(likes) · \(comments)", "post \(post.id) shows \(row)", at: sourceLocation)
    }
}

@Suite("BaseBean", .timeLimit(.minutes(1)), .watchdog)
struct BaseBeanTests {
    @Test("holding the utility instead of inheriting it changes no row the utility-based row drew")
    func characterization() throws {
        try checkCharacterization(
            input: { random in try randomPosts(&random).filter { $0.content.kind != .video } },
            before: { posts in posts.map { UtilityPostRow().lines(for: $0, views: 1234) } },
            after: { posts in posts.map { PostRowLines().lines(for: $0, views: 1234) } })
    }

    @Test("a row that holds its helpers shows the plays and keeps the footer: 1 like · 0 comments, then 1.2k plays")
    func delegatingRowsKeepTheFooter() throws {
        try checkFootersCountLikesAndComments { PostRowLines().lines(for: $0, views: 1234) }
        expect(
            PostRowLines().lines(for: try SampleFeed.post(2), views: 1234),
            equals: [
                "chen: video", "1 like · 0 comments", "1.2k plays",
            ])
    }

    @Test(
        "overriding an inherited helper for the plays rewrites the footer too, and the check catches it",
        .tags(.control))
    func inheritedHelperOverrideBreaksTheFooter() throws {
        expect(
            UtilityRows.row(for: try SampleFeed.post(2)).lines(for: try SampleFeed.post(2), views: 1234),
            equals: [
                "chen: video", "1 plays · 0 plays", "1.2k plays",
            ])
        withKnownIssue {
            try checkFootersCountLikesAndComments { UtilityRows.row(for: $0).lines(for: $0, views: 1234) }
        }
    }
}
