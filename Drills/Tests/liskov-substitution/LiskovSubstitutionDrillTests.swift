import PatternContracts
import Testing

@testable import Drill

@Suite("Liskov substitution drill", .timeLimit(.minutes(1)), .watchdog)
struct LiskovSubstitutionDrillTests {
    /// Posts written in this order, with these likes: #1 (5), #2 (1), #3 (3), #4 (3).
    static let written = [
        RankablePost(id: 1, likes: 5), RankablePost(id: 2, likes: 1), RankablePost(id: 3, likes: 3),
        RankablePost(id: 4, likes: 3),
    ]

    static func ids(_ posts: [RankablePost]) -> String {
        "[" + posts.map { "#\($0.id)" }.joined(separator: ", ") + "]"
    }

    /// The timeline's promises, as its callers rely on them.
    static var promises: [Promise<PostTimeline>] {
        [
            Promise("a post inserted is on top, and the others keep their order") { timeline in
                var shown: [String] = []
                for post in written {
                    timeline.insert(post)
                    shown.append(ids(timeline.posts))
                }
                let expected = ["[#1]", "[#2, #1]", "[#3, #2, #1]", "[#4, #3, #2, #1]"]
                return shown == expected ? nil : "showed \(shown.joined(separator: ", then ")) as #1 to #4 were written"
            },
            Promise("removing a post leaves the others in their order") { timeline in
                for post in written { timeline.insert(post) }
                timeline.remove(id: 3)
                return ids(timeline.posts) == "[#4, #2, #1]" ? nil : "showed \(ids(timeline.posts)) once #3 was removed"
            },
        ]
    }

    @Test("every timeline keeps the promises its callers rely on, the ranked one included")
    func substitutable() {
        checkSubstitutionContract(
            [
                ("PostTimeline", { PostTimeline() }), ("BadgedTimeline", { BadgedTimeline() }),
                ("RankedTimeline", { RankedTimeline() }),
            ],
            promises: Self.promises)
    }

    @Test("the ranked timeline ranks by likes, ties newest first, and reading the ranking changes nothing")
    func ranks() {
        checkSubstitutionContract(
            [("RankedTimeline", { RankedTimeline() })],
            promises: [
                Promise("the ranking shows the posts by likes, most liked first, ties newest first") { ranked in
                    for post in Self.written { ranked.insert(post) }
                    let ranking = Self.ids(ranked.ranked)
                    return ranking == "[#1, #4, #3, #2]" ? nil : "ranked \(ranking)"
                },
                Promise("reading the ranking leaves the timeline as it was") { ranked in
                    for post in Self.written { ranked.insert(post) }
                    let before = Self.ids(ranked.posts)
                    _ = ranked.ranked
                    let after = Self.ids(ranked.posts)
                    return after == before ? nil : "showed \(before), then \(after) once the ranking was read"
                },
            ])
    }
}
