import ContractSupport
import Foundation
import Testing

@testable import DrillSkeletons

// How the proofs drive the refactoring drills: each drill's measure (its own test's check,
// repeated with the same bar), the figure the original code measures, and the seeded inputs
// its characterization test replays (repeated from `Drills/Tests/<id>/`).

/// A refactoring drill as the proofs see it.
struct RefactorDrill: Sendable, CustomTestStringConvertible {
    /// The drill's id, and the skeleton's file the learner refactors.
    let id: String
    let file: String
    /// The property the measure's check names, as its issue begins.
    let property: String
    /// The drill's measure check, with the drill's bar.
    let check: @Sendable ([SwiftSource]) -> Void
    /// The figure the check compares with the bar.
    let measure: @Sendable ([SwiftSource]) -> Int
    /// What the original code measures, as the task says.
    let original: Int
    /// Names the learner might rename without changing anything else.
    let renames: [(String, String)]

    var testDescription: String { id }

    /// The skeleton's files as the drill gives them.
    func skeleton() throws -> [SwiftSource] {
        try SwiftSource.files(inFirstOf: ["../../Drills/Skeletons/\(id)"], relativeTo: #filePath)
    }

    /// The skeleton's text of the file the learner refactors.
    func skeletonText() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Drills/Skeletons/\(id)/\(file)").standardizedFileURL
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The skeleton with the refactored file replaced by `text`.
    func variant(_ text: String) throws -> [SwiftSource] {
        try skeleton().map { $0.path == file ? SwiftSource(path: file, text: text) : $0 }
    }
}

enum RefactorDrills {
    static let all: [RefactorDrill] = [
        RefactorDrill(
            id: "god-object", file: "TimelineScreen.swift", property: "no type holds more than 3 stored properties",
            check: { checkNoTypeHoldsMoreThan(3, storedPropertiesIn: $0) },
            measure: { $0.storedFields.values.map(\.count).max() ?? 0 }, original: 6,
            renames: [("TimelineScreen", "TimelineController")]),
        RefactorDrill(
            id: "bloaters", file: "WeeklyDigest.swift", property: "no function is longer than 12 lines of code",
            check: { checkNoMemberLongerThan(12, linesIn: $0) },
            measure: { $0.flatMap(\.members).map(\.codeLines).max() ?? 0 }, original: 66,
            renames: [("static func text(", "static func digest(")]),
        RefactorDrill(
            id: "object-orientation-abusers", file: "StreamRenderer.swift",
            property: "at most 1 place decides by the type code",
            check: { checkTypeCodeDecidedInAtMost(1, places: ["kind"], values: ["text", "image", "video"], in: $0) },
            measure: {
                let kinds: Set = ["text", "image", "video"]
                return $0.members(naming: ["kind"], orLiteral: kinds.contains, orCase: kinds).count
            },
            original: 3, renames: [("icon(for", "symbol(for"), ("title(for", "heading(for"), ("rank(", "score(")]),
        RefactorDrill(
            id: "change-preventers", file: "LikeScreens.swift",
            property: "the wording 'like' is spelled in at most 1 place",
            check: { checkWordingSpelledInAtMost(1, places: "like", numbers: ["1000"], in: $0) },
            measure: { $0.wordingPlaces("like", numbers: ["1000"]).count }, original: 4,
            renames: [
                ("FeedRowText", "RowText"), ("PostFooterText", "FooterText"), ("ProfileTotalText", "TotalText"),
                ("LikeAlertText", "AlertText"),
            ]),
        RefactorDrill(
            id: "couplers", file: "EngagementBoard.swift",
            property: "code outside ScoredPost reads its data in at most 2 places",
            check: { checkStoredPropertiesRead(of: "ScoredPost", fromOutsideInAtMost: 2, in: $0) },
            measure: { $0.reads(ofStoredPropertiesOf: "ScoredPost").count }, original: 18,
            renames: [("EngagementRow", "ScoreRow"), ("EngagementBoard", "HotList")]),
        RefactorDrill(
            id: "yo-yo-problem", file: "StoryCards.swift", property: "no type hierarchy is deeper than 2 levels",
            check: { checkHierarchyAtMost(2, levelsIn: $0) }, measure: { $0.longestHierarchy.count }, original: 4,
            renames: [("StoryCard", "Card")]),
    ]

    static func drill(_ id: String) throws -> RefactorDrill {
        try #require(all.first { $0.id == id })
    }
}

// MARK: - The seeded inputs of the characterization tests (as in Drills/Tests)

enum RefactorInputs {
    static func timelineScript(_ random: inout SeededRandom) -> (posts: [TimelinePost], actions: [TimelineAction]) {
        let users = ["anna", "bob", "eve", "li"]
        let texts = ["Nice", "  spaced  ", "   ", String(repeating: "a", count: 40), String(repeating: "b", count: 41)]
        let posts = (1...3).map { id in
            TimelinePost(
                id: id, author: random.pick(users), text: random.pick(["Shipped the new timeline", "Hello", "ok"]))
        }
        let actions = (0..<30).map { _ -> TimelineAction in
            let id = random.below(4) + 1
            let user = random.pick(users)
            switch random.below(6) {
            case 0: return .like(id, by: user)
            case 1: return .unlike(id, by: user)
            case 2, 3: return .comment(id, by: user, text: random.pick(texts))
            case 4: return .open(id)
            default: return .back
            }
        }
        return (posts, actions)
    }

    static func screens(_ script: (posts: [TimelinePost], actions: [TimelineAction])) -> [[String]] {
        let screen = TimelineScreen(posts: script.posts, maximumCommentLength: 40)
        return script.actions.map { action in
            screen.handle(action)
            return screen.screen
        }
    }

    static func week(_ random: inout SeededRandom) -> (posts: [DigestPost], reader: String) {
        let users = ["anna", "bob", "eve", "li"]
        func sentence() -> String {
            random.pick(["look at this", "thanks", "agreed with", "a very long sentence about the new feed"]) + " @"
                + random.pick(users) + random.pick(["", ",", "!", "?!"]) + " " + random.pick(["today", "again"])
        }
        let posts = (0..<random.below(7)).map { number in
            DigestPost(
                id: number + 1, author: random.pick(users), text: sentence(),
                likedBy: users.filter { _ in random.below(2) == 0 },
                comments: (0..<random.below(3)).map { _ in sentence() })
        }
        return (posts, random.pick(users))
    }

    static func stream(_ random: inout SeededRandom) -> [StreamItem] {
        (0..<random.below(9)).map { _ in
            StreamItem(
                kind: random.pick(["text", "image", "video", "poll"]), author: random.pick(["anna", "bob", "eve"]),
                words: random.pick(["", "sunset", "a long story about the launch of the new stream"]),
                likes: random.below(5))
        }
    }

    static func likedFeed(_ random: inout SeededRandom) -> [LikedPost] {
        let author = random.pick(["anna", "bob", "eve"])
        return (0..<random.below(6)).map { number in
            LikedPost(id: number + 1, author: author, likes: random.pick([0, 1, 2, 999, 1000, 1250, 20_999]))
        }
    }

    static func scoredFeed(_ random: inout SeededRandom) -> (posts: [ScoredPost], showsAge: Bool) {
        let posts = (0..<random.below(7)).map { _ in
            ScoredPost(
                id: random.below(9) + 1, author: random.pick(["anna", "bob", "eve"]), likes: random.below(12),
                comments: random.below(5), shares: random.below(3),
                hoursOld: random.pick([1, 5, 24, 25, 47, 48, 100]))
        }
        return (posts, random.below(2) == 0)
    }

    static func storyFeed(_ random: inout SeededRandom) -> [StoryPost] {
        (0..<random.below(6)).map { number in
            let media: StoryPost.Media
            switch random.below(3) {
            case 0: media = .text(random.pick(["Hello", "Shipped it"]))
            case 1: media = .image(url: "img/\(number).jpg", caption: random.pick([nil, "sunset"]))
            default: media = .video(url: "vid/\(number).mp4", seconds: random.pick([5, 59, 60, 61, 605]))
            }
            return StoryPost(
                id: number + 1, author: random.pick(["anna", "bob"]), media: media, likes: random.below(3))
        }
    }
}
