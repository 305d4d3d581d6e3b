import ContractSupport
import Foundation
import Testing

@testable import DrillSkeletons

// The classic wrong refactorings each refactoring drill's task names. Those that try to
// improve the measure without removing the smell are source texts, read by the drill's measure
// as the learner's files would be; those that change behaviour run, against the skeleton as
// the original, through the characterization check with the drill's seeded inputs.

/// A wrong refactoring as source: the drill, the property its issue names (the drill's measure
/// when `nil`), and the text of the refactored file (`nil`: the skeleton's other files only).
struct RefactorSourceAnswer: Sendable {
    let drill: String
    let property: String?
    let text: @Sendable (RefactorDrill) throws -> String?
}

enum RefactorWrongAnswers {
    static let sources: [RefactorSourceAnswer] = [
        // God object: the fields moved into one value the screen holds; a tuple; a bag.
        RefactorSourceAnswer(
            drill: "god-object", property: "no type holds more than 3 stored properties, but TimelineState holds 6"
        ) { _ in
            """
            struct TimelineState {
                var posts: [TimelinePost]
                var likes: [Int: Set<String>] = [:]
                var comments: [Int: [String]] = [:]
                var stack: [Int] = []
                var banner: String?
                let maximumCommentLength: Int
            }

            final class TimelineScreen {
                private var state: TimelineState

                init(posts: [TimelinePost], maximumCommentLength: Int = 40) {
                    state = TimelineState(posts: posts, maximumCommentLength: maximumCommentLength)
                }
            }
            """
        },
        RefactorSourceAnswer(drill: "god-object", property: "but TimelineScreen holds 6: [state.1") { _ in
            """
            final class TimelineScreen {
                private var state: (posts: [TimelinePost], likes: [Int: Set<String>], comments: [Int: [String]], stack: [Int], banner: String?, limit: Int)
            }
            """
        },
        RefactorSourceAnswer(drill: "god-object", property: "the state is split into typed parts, not hidden in a bag")
        { _ in
            """
            final class TimelineScreen {
                private var state: [String: Any] = [:]
                private let maximumCommentLength: Int
            }
            """
        },
        // Long method: the body in a closure, in nested functions, on one line.
        RefactorSourceAnswer(drill: "bloaters", property: "but [WeeklyDigest.text is 66 lines]") { drill in
            try drill.skeletonText().replacingOccurrences(
                of: "static func text(of posts: [DigestPost], for reader: String) -> String {",
                with: "static let text: ([DigestPost], String) -> String = { posts, reader in")
        },
        RefactorSourceAnswer(drill: "bloaters", property: "but [WeeklyDigest.text is 69 lines]") { drill in
            try drill.skeletonText()
                .replacingOccurrences(
                    of: "-> String {\n        var lines: [String] = []",
                    with: "-> String {\n        func heading() -> String {\n        var lines: [String] = []"
                )
                .replacingOccurrences(
                    of: "        return lines.joined(separator: \"\\n\")\n",
                    with: "        return lines.joined(separator: \"\\n\")\n        }\n        return heading()\n")
        },
        RefactorSourceAnswer(drill: "bloaters", property: nil) { drill in
            let lines = try drill.skeletonText().split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(where: { $0.contains("static func text(") }) else { return nil }
            let body = lines[(start + 1)...].prefix { $0 != "    }" }.map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.hasPrefix("//") }
            let joined = body.reduce("") { line, next in
                line + (line.isEmpty || line.hasSuffix("{") || next.hasPrefix("}") ? " " : "; ") + next
            }
            return (lines[...start] + [Substring(joined), "    }", "}"]).joined(separator: "\n")
        },
        // Switch statements: if-chains on the kind; lookup tables keyed by it.
        RefactorSourceAnswer(drill: "object-orientation-abusers", property: "3 do: [StreamRenderer.icon") { _ in
            """
            enum StreamRenderer {
                static func icon(for item: StreamItem) -> String {
                    if item.kind == "text" { return "¶" } else if item.kind == "image" { return "▣" }
                    return item.kind == "video" ? "▶" : "?"
                }
                static func title(for item: StreamItem) -> String {
                    if item.kind == "text" { return item.words }
                    return item.kind == "image" ? "a photo" : "a video"
                }
                static func rank(_ item: StreamItem) -> Int {
                    item.kind == "video" ? item.likes * 3 + 2 : item.likes
                }
            }
            """
        },
        RefactorSourceAnswer(drill: "object-orientation-abusers", property: "5 do: [StreamRenderer.icons") { _ in
            """
            enum StreamRenderer {
                static let icons = ["text": "¶", "image": "▣", "video": "▶"]
                static let weights = ["text": 1, "image": 2, "video": 3]
                static func icon(for item: StreamItem) -> String { icons[item.kind] ?? "?" }
                static func rank(_ item: StreamItem) -> Int { weights[item.kind].map { item.likes * $0 + 1 } ?? 0 }
                static func title(for item: StreamItem) -> String { nouns[item.kind].map { "\\(item.author)'s \\($0)" } ?? "" }
            }
            """
        },
        RefactorSourceAnswer(drill: "object-orientation-abusers", property: "4 do: [StreamRenderer.code") { _ in
            """
            enum StreamKind: String { case text, image, video }
            enum StreamRenderer {
                static func code(of item: StreamItem) -> StreamKind? { StreamKind(rawValue: item.kind) }
                static func icon(for item: StreamItem) -> String {
                    switch code(of: item) { case .text: "¶"; case .image: "▣"; case .video: "▶"; case nil: "?" }
                }
                static func title(for item: StreamItem) -> String {
                    switch code(of: item) { case .text?: item.words; case .image?: "a photo"; default: "a video" }
                }
                static func rank(_ item: StreamItem) -> Int {
                    switch code(of: item) { case .video?: item.likes * 3 + 2; default: item.likes }
                }
            }
            """
        },
        // Shotgun surgery: the four screens in one type; a constant per screen.
        RefactorSourceAnswer(drill: "change-preventers", property: "4 places spell it: [LikeScreens.row") { _ in
            """
            enum LikeScreens {
                static func row(_ count: Int) -> String { count == 1 ? "1 like" : "\\(count) likes" }
                static func footer(_ count: Int) -> String { count == 1 ? "1 like · share" : "\\(count) likes · share" }
                static func total(_ count: Int) -> String { count == 1 ? "1 like" : "\\(count) likes" }
                static func alert(_ count: Int) -> String { count == 1 ? "1 like" : "\\(count) likes" }
            }
            """
        },
        RefactorSourceAnswer(drill: "change-preventers", property: "8 places spell it: [FeedRowText.one") { _ in
            ["FeedRowText", "PostFooterText", "ProfileTotalText", "LikeAlertText"].map { screen in
                """
                enum \(screen) {
                    static let one = "1 like"
                    static let many = " likes"
                    static func text(count: Int) -> String { count == 1 ? one : "\\(count)" + many }
                }
                """
            }.joined(separator: "\n")
        },
        RefactorSourceAnswer(
            drill: "change-preventers", property: "5 places spell it: [LikeWords.like, FeedRowText.text"
        ) { _ in
            ["LikeWords", "FeedRowText", "PostFooterText", "ProfileTotalText", "LikeAlertText"].map { screen in
                screen == "LikeWords"
                    ? "enum LikeWords { static let like = \"like\" }"
                    : """
                    enum \(screen) {
                        static func text(count: Int) -> String {
                            count < 1000 ? "\\(count) \\(LikeWords.like)s" : "\\(count / 1000)k \\(LikeWords.like)s"
                        }
                    }
                    """
            }.joined(separator: "\n")
        },
        // Feature envy: the score as the board's function; the post's numbers copied first; a
        // getter on the post that hands the numbers back.
        RefactorSourceAnswer(drill: "couplers", property: "places do: [EngagementBoard.score reads .likes") { _ in
            """
            enum EngagementBoard {
                static func score(_ post: ScoredPost) -> Int {
                    let raw = post.likes + post.comments * 3 + post.shares * 5
                    return post.hoursOld > 24 ? raw / 2 : raw
                }
            }
            """
        },
        RefactorSourceAnswer(drill: "couplers", property: "places do: [EngagementRow.line reads .likes") { _ in
            """
            struct EngagementRow {
                func line(for post: ScoredPost) -> String {
                    let (likes, comments, shares) = (post.likes, post.comments, post[keyPath: \\ScoredPost.shares])
                    return "\\(likes + comments * 3 + shares * 5)"
                }
            }
            """
        },
        RefactorSourceAnswer(drill: "couplers", property: "places do: [EngagementRow.line reads .numbers") { _ in
            """
            extension ScoredPost {
                var numbers: (Int, Int, Int) { (likes, comments, shares) }
            }
            struct EngagementRow {
                func line(for post: ScoredPost) -> String {
                    "\\(post.numbers.0 + post.numbers.1 * 3 + post.numbers.2 * 5)"
                }
            }
            """
        },
        // Yo-yo: the same chain as protocols with default implementations.
        RefactorSourceAnswer(
            drill: "yo-yo-problem", property: "but ImageStoryCard → MediaStoryCard → PostStoryCard → StoryCard is 4"
        ) { _ in
            """
            protocol StoryCard { func header() -> String }
            protocol PostStoryCard: StoryCard { var post: StoryPost { get } }
            protocol MediaStoryCard: PostStoryCard { var url: String { get } }
            extension PostStoryCard { func header() -> String { "#\\(post.id) by \\(post.author)" } }
            extension MediaStoryCard { func body() -> [String] { [url] } }
            struct ImageStoryCard: MediaStoryCard {
                let post: StoryPost
                let url: String
            }
            """
        },
    ]

    /// The refactorings that change behaviour, each run through its drill's characterization
    /// check with the skeleton as the original.
    static let behaviours: [@Sendable () -> Void] = [
        // God object: a split that drops the banner; one that never clears it.
        {
            checkCharacterization(
                input: RefactorInputs.timelineScript, original: RefactorInputs.screens,
                refactored: { RefactorInputs.screens($0).map { $0.filter { !$0.hasPrefix("! ") } } })
        },
        {
            checkCharacterization(
                input: RefactorInputs.timelineScript, original: RefactorInputs.screens,
                refactored: { script in
                    var last: String?
                    return RefactorInputs.screens(script).map { screen in
                        if let banner = screen.first(where: { $0.hasPrefix("! ") }) { last = banner }
                        return screen.contains { $0.hasPrefix("! ") } ? screen : screen + (last.map { [$0] } ?? [])
                    }
                })
        },
        // Long method: the top post kept on a tie with `>=` (the last of equals); a mention
        // that keeps its punctuation.
        {
            checkCharacterization(
                input: RefactorInputs.week, original: { WeeklyDigest.text(of: $0.posts, for: $0.reader) },
                refactored: { week in
                    var lines = WeeklyDigest.text(of: week.posts, for: week.reader).split(separator: "\n").map(
                        String.init)
                    let top = week.posts.reduce(nil) { (top: DigestPost?, post: DigestPost) -> DigestPost? in
                        top.map { post.likedBy.count >= $0.likedBy.count ? post : $0 } ?? post
                    }
                    if let top {
                        let title = top.text.count > 24 ? String(top.text.prefix(23)) + "…" : top.text
                        lines[2] = "Top: #\(top.id) \(title) by \(top.author), \(top.likedBy.count) likes"
                    }
                    return lines.joined(separator: "\n")
                })
        },
        {
            checkCharacterization(
                input: RefactorInputs.week, original: { WeeklyDigest.text(of: $0.posts, for: $0.reader) },
                refactored: { week in
                    var lines = WeeklyDigest.text(of: week.posts, for: week.reader).split(separator: "\n").map(
                        String.init)
                    let ids = week.posts.filter { post in
                        ([post.text] + post.comments).contains { $0.split(separator: " ").contains("@" + week.reader) }
                    }.map { "#\($0.id)" }
                    lines[3] = ids.isEmpty ? "Nobody mentioned you" : "Mentioned in " + ids.joined(separator: ", ")
                    return lines.joined(separator: "\n")
                })
        },
        // Switch statements: a factory that has no card for an unknown kind, so it is skipped.
        {
            checkCharacterization(
                input: RefactorInputs.stream, original: StreamRenderer.lines(for:),
                refactored: { StreamRenderer.lines(for: $0.filter { ["text", "image", "video"].contains($0.kind) }) })
        },
        // Shotgun surgery: one wording type that says "1 likes".
        {
            checkCharacterization(
                input: RefactorInputs.likedFeed,
                original: { posts in
                    posts.map(FeedRowText.text(for:)) + posts.map(PostFooterText.text(for:))
                        + [ProfileTotalText.text(for: posts)] + posts.map { LikeAlertText.text(for: $0, liker: "li") }
                },
                refactored: { posts in
                    func wording(_ count: Int) -> String {
                        count == 0
                            ? "no likes yet"
                            : count < 1000 ? "\(count) likes" : "\(count / 1000).\(count % 1000 / 100)k likes"
                    }
                    let total = posts.reduce(0) { $0 + $1.likes }
                    let plural = posts.count == 1 ? "" : "s"
                    return posts.map { "#\($0.id) \($0.author) · \(wording($0.likes))" }
                        + posts.map { "\(wording($0.likes)) · share" }
                        + ["\(posts.first?.author ?? "nobody"): \(wording(total)) on \(posts.count) post\(plural)"]
                        + posts.map { "li → #\($0.id): \(wording($0.likes))" }
                })
        },
        // Feature envy: the score moved onto the post, but hot from 21 instead of 20.
        {
            checkCharacterization(
                input: RefactorInputs.scoredFeed,
                original: { feed in
                    let row = EngagementRow(showsAge: feed.showsAge)
                    return feed.posts.map { row.line(for: $0) } + EngagementBoard.hot(feed.posts)
                },
                refactored: { feed in
                    let row = EngagementRow(showsAge: feed.showsAge)
                    let hot = feed.posts.filter { $0.hoursOld <= 24 && $0.likes + $0.comments * 3 + $0.shares * 5 > 20 }
                    let rows = feed.posts.map { post in
                        let line = row.line(for: post)
                        let stillHot = hot.contains(post)
                        return line.hasSuffix(" · hot") && !stillHot ? String(line.dropLast(6)) : line
                    }
                    return rows + EngagementBoard.hot(hot)
                })
        },
        // Yo-yo: a flat card that forgot what the media level added to a video's header.
        {
            checkCharacterization(
                input: RefactorInputs.storyFeed, original: { $0.map(StoryCards.render) },
                refactored: { posts in
                    posts.map {
                        StoryCards.render($0).map { $0.replacingOccurrences(of: " · media · video", with: " · video") }
                    }
                })
        },
    ]
}
