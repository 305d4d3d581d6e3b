import PatternContracts
import Testing

@testable import Drill

/// A seeded feed of up to five posts by one author, with no like, one, a few or thousands.
private func feed(_ random: inout SeededRandom) -> [LikedPost] {
    let author = random.pick(["anna", "bob", "eve"])
    return (0..<random.below(6)).map { number in
        LikedPost(id: number + 1, author: author, likes: random.pick([0, 1, 2, 999, 1000, 1250, 20_999]))
    }
}

/// What the four screens write for `posts`.
private func screens(
    _ posts: [LikedPost], row: (LikedPost) -> String, footer: (LikedPost) -> String,
    total: ([LikedPost]) -> String, alert: (LikedPost, String) -> String
) -> [String] {
    posts.map(row) + posts.map(footer) + [total(posts)] + posts.map { alert($0, "li") }
}

@Suite("Change preventers refactoring drill", .timeLimit(.minutes(1)), .watchdog)
struct ChangePreventersDrillTests {
    @Test("every seeded feed is shown on the four screens as before")
    func behaviourKept() {
        checkCharacterization(
            input: feed,
            original: {
                screens(
                    $0, row: OriginalFeedRowText.text(for:), footer: OriginalPostFooterText.text(for:),
                    total: OriginalProfileTotalText.text(for:), alert: OriginalLikeAlertText.text(for:liker:))
            },
            refactored: {
                screens(
                    $0, row: FeedRowText.text(for:), footer: PostFooterText.text(for:),
                    total: ProfileTotalText.text(for:), alert: LikeAlertText.text(for:liker:))
            })
    }

    @Test("the like wording is spelled in one place, so a change of wording is one edit")
    func wordingInOnePlace() throws {
        let sources = try SwiftSource.files(
            inFirstOf: ["../../Sources/Drill", "../../Solutions/change-preventers"], relativeTo: #filePath)
        checkWordingSpelledInAtMost(1, places: "like", numbers: ["1000"], in: sources)
    }
}
