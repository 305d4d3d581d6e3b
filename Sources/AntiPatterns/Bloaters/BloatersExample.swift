import ExampleKit
import Futubra

/// Plays the five bloaters, each next to its refactoring on the same input.
public struct BloatersExample: Example {
    public static let id = "bloaters"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        transcript.section("long method")
        let long = LongDigest.digest(of: feed, for: SampleFeed.eve)
        for line in long {
            transcript.line("  \(line)")
        }
        transcript.line("FeedDigest says the same: \(FeedDigest.digest(of: feed, for: SampleFeed.eve) == long)")
        if let file = SourceCode.antiPatterns.file("Bloaters/LongMethod.swift") {
            let lengths = { (type: String) in
                file.declarations.filter { $0.keyword == "func" && $0.owner == [type] }.map { file.codeLines(in: $0) }
            }
            let split = lengths("FeedDigest")
            transcript.line(
                "lines of code: LongDigest.digest \(lengths("LongDigest").max() ?? 0); "
                    + "FeedDigest's \(split.count) functions at most \(split.max() ?? 0) each")
        }
        transcript.section("large class")
        let large = LargeAccount(name: SampleFeed.anna)
        large.bio = "iOS at Futubra"
        large.followers = 120
        large.notifyOnMention = false
        var account = Account(profile: Profile(name: SampleFeed.anna, bio: "iOS at Futubra"))
        account.stats.followers = 120
        account.notifications.onMention = false
        for line in large.summary {
            transcript.line("  \(line)")
        }
        transcript.line("Account, four small values, says the same: \(account.summary == large.summary)")
        transcript.line(
            "fields: LargeAccount \(StoredState.names(of: large).count); Account \(StoredState.names(of: account).count), "
                + "its largest part \(StoredState.names(of: account.notifications).count)")
        transcript.section("primitive obsession")
        let drafts: [(String, String, Int)] = [
            ("anna", "https://img.futubra.example/9.jpg", 1), ("an na", "ftp://cat", 7),
        ]
        for (author, url, code) in drafts {
            let primitive = PrimitiveDraft(author: author, imageURL: url, audience: code).announcement
            transcript.line("strings and Int: \(primitive)")
            do throws(FutubraError) {
                transcript.line(
                    "Futubra types:   \(try TypedDraft(author: author, imageURL: url, audienceCode: code).announcement)"
                )
            } catch {
                transcript.line("Futubra types:   refused: \(error)")
            }
        }
        transcript.section("long parameter list")
        guard let post = feed.post(id: PostID(1)) else { return }
        transcript.line("profile card, six loose values: \(LooseCards.profileCard(post))")
        transcript.line("profile card, post and style:   \(PostCards.card(for: post, style: .profile))")
        transcript.section("data clumps")
        for (offset, limit) in [(2, 2), (-4, 2)] {
            let clumped =
                "\(ClumpedPaging.label(offset: offset, limit: limit, total: feed.count)) shows "
                + "\(ClumpedPaging.posts(in: feed, offset: offset, limit: limit))"
            let page = PageRequest(offset: offset, limit: limit)
            let typed = "\(Paging.label(for: page, total: feed.count)) shows \(Paging.posts(in: feed, page: page))"
            transcript.line("offset \(offset), limit \(limit): loose \(clumped); PageRequest \(typed)")
        }
    }
}
