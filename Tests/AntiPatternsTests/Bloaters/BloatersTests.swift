import ContractSupport
import Futubra
import Testing

@testable import AntiPatterns

/// The body length of every function in the family's source file `path`, keyed
/// `Type.function`: the lines of code a reader must hold in mind to change it (blank lines and
/// comments do not count), read from the code.
private func functionLengths(in path: String) throws -> [String: Int] {
    let file = try #require(SourceCode.antiPatterns.file(path))
    var lengths: [String: Int] = [:]
    for function in file.declarations where function.keyword == "func" {
        lengths["\(function.owner.last ?? "").\(function.name)"] = file.codeLines(in: function)
    }
    return lengths
}

/// Checks that no function of `type` in `path` is longer than `limit` lines.
private func checkFunctionsAreShort(
    of type: String, in path: String, limit: Int = 10, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let lengths = try functionLengths(in: path).filter { $0.key.hasPrefix("\(type).") }
    expect(!lengths.isEmpty, "\(type) has functions in \(path)", at: sourceLocation)
    for (name, length) in lengths {
        expect(length <= limit, "\(name) is \(length) lines long", at: sourceLocation)
    }
}

/// Checks that every draft built from `inputs` that breaks a rule is refused.
private func checkInvalidDraftsAreRefused(
    _ make: (String, String, Int) -> String?, sourceLocation: SourceLocation = #_sourceLocation
) {
    for (author, url, code) in [
        ("an na", "https://img.futubra.example/1.jpg", 0), ("anna", "ftp://cat", 0),
        ("anna", "https://img.futubra.example/1.jpg", 7),
    ] {
        expect(make(author, url, code) == nil, "'\(author)', '\(url)', \(code) was accepted", at: sourceLocation)
    }
}

/// Checks that the profile card is compact and shows no avatar.
private func checkProfileCard(_ card: (Post) -> String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let line = card(try SampleFeed.post(4))
    expect(line, equals: "anna: Shipped the … · 3♥ 0✎", "the profile card", at: sourceLocation)
}

/// Checks that a page's title and its posts agree, whatever offset was asked for.
private func checkLabelMatchesPosts(
    _ page: (Feed, Int, Int) -> (label: String, first: PostID?), sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let feed = try SampleFeed.feed()
    for offset in [-4, 0, 2] {
        let (label, first) = page(feed, offset, 2)
        let index = feed.posts.firstIndex { $0.id == first } ?? 0
        expect(
            label.hasPrefix("page \(index / 2 + 1) "), "offset \(offset): '\(label)' over \(String(describing: first))",
            at: sourceLocation)
    }
}

@Suite("Bloaters", .timeLimit(.minutes(1)), .watchdog)
struct BloatersTests {

    @Test("a long method fails the short-function check", .tags(.control))
    func longMethodFailsTheCheck() {
        withKnownIssue {
            try checkFunctionsAreShort(of: "LongDigest", in: "Bloaters/LongMethod.swift", limit: 4)
        }
    }

    @Test("a class of twelve fields fails the four-field check", .tags(.control))
    func largeClassFailsTheCheck() {
        withKnownIssue {
            checkNoPartHoldsMoreThan(4, in: LargeAccount(name: SampleFeed.dana))
        }
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("splitting the long digest into four functions changes no digest") {
            try checkCharacterization(
                input: { random in (try Feed(posts: try randomPosts(&random)), random.pick(SampleFeed.users)) },
                before: { LongDigest.digest(of: $0.0, for: $0.1) },
                after: { FeedDigest.digest(of: $0.0, for: $0.1) })
        },
        Check("the long digest is one 35-line method; after the split no function is longer than two lines") {
            let lengths = try functionLengths(in: "Bloaters/LongMethod.swift")
            expect(lengths["LongDigest.digest"], equals: 35)
            try checkFunctionsAreShort(of: "FeedDigest", in: "Bloaters/LongMethod.swift", limit: 2)
        },
        Check(
            "splitting the large account into four values changes no summary, and no part holds more than four fields"
        ) {
            try checkCharacterization(
                input: { random in
                    (random.below(500), random.below(2) == 0, random.pick(["", "iOS", "cats"]), random.below(24))
                },
                before: { followers, mentions, bio, hour in
                    let account = LargeAccount(name: SampleFeed.dana)
                    (account.followers, account.notifyOnMention, account.bio, account.digestHour) = (
                        followers, mentions, bio, hour
                    )
                    return account.summary
                },
                after: { followers, mentions, bio, hour in
                    var account = Account(profile: Profile(name: SampleFeed.dana, bio: bio))
                    (account.stats.followers, account.notifications.onMention, account.notifications.digestHour) =
                        (followers, mentions, hour)
                    return account.summary
                })
            expect(StoredState.names(of: LargeAccount(name: SampleFeed.dana)).count, equals: 12)
            let account = Account(profile: Profile(name: SampleFeed.dana))
            let parts = StoredState.parts(of: account, declaredIn: ["AntiPatterns"]).map { "\(type(of: $0.value))" }
            expect(parts, equals: ["Account", "Profile", "NotificationPreferences", "AccountStats", "Privacy"])
            checkNoPartHoldsMoreThan(4, in: account)
        },
        Check("with Futubra's types a bad name, a bad URL and an unknown audience cannot become a draft") {
            checkInvalidDraftsAreRefused { try? TypedDraft(author: $0, imageURL: $1, audienceCode: $2).announcement }
        },
        Check("with a named style the profile card is compact and has no avatar") {
            try checkProfileCard { PostCards.card(for: $0, style: .profile) }
        },
        Check("with the clump made a type, a page's title always matches its posts") {
            try checkLabelMatchesPosts { feed, offset, limit in
                let page = PageRequest(offset: offset, limit: limit)
                return (Paging.label(for: page, total: feed.count), Paging.posts(in: feed, page: page).first)
            }
        },
        Check("typed fields change no announcement of a valid draft") {
            try checkCharacterization(
                input: { random in
                    (
                        random.pick(SampleFeed.users).rawValue, "https://img.futubra.example/\(random.below(99)).jpg",
                        random.below(3)
                    )
                },
                before: { PrimitiveDraft(author: $0.0, imageURL: $0.1, audience: $0.2).announcement },
                after: { try TypedDraft(author: $0.0, imageURL: $0.1, audienceCode: $0.2).announcement })
        },
        Check("a post and a named style draw the same feed card as six loose values") {
            try checkCharacterization(
                input: { random in try randomPosts(&random) },
                before: { posts in posts.map(LooseCards.feedCard) },
                after: { posts in posts.map { PostCards.card(for: $0, style: .feed) } })
        },
        Check("a page request changes nothing for pages that were asked for correctly") {
            let feed = try SampleFeed.feed()
            try checkCharacterization(
                input: { random in (random.below(5), random.below(4) + 1) },
                before: { offset, limit in
                    [ClumpedPaging.label(offset: offset, limit: limit, total: feed.count)]
                        + ClumpedPaging.posts(in: feed, offset: offset, limit: limit).map(\.description)
                },
                after: { offset, limit in
                    let page = PageRequest(offset: offset, limit: limit)
                    return [Paging.label(for: page, total: feed.count)]
                        + Paging.posts(in: feed, page: page).map(\.description)
                })
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("a draft of strings and an Int accepts all three, and the check catches it", .tags(.control))
    func primitiveDraftsAreCaught() {
        withKnownIssue {
            checkInvalidDraftsAreRefused { PrimitiveDraft(author: $0, imageURL: $1, audience: $2).announcement }
        }
    }

    @Test("six loose values let the profile screen swap two flags, and the check catches it", .tags(.control))
    func swappedFlagsAreCaught() {
        withKnownIssue {
            try checkProfileCard(LooseCards.profileCard)
        }
    }

    @Test(
        "loose offset and limit give offset -4 the title \"page -1\" over the first page, and the check catches it",
        .tags(.control))
    func looseClumpIsCaught() {
        withKnownIssue {
            try checkLabelMatchesPosts { feed, offset, limit in
                (
                    ClumpedPaging.label(offset: offset, limit: limit, total: feed.count),
                    ClumpedPaging.posts(in: feed, offset: offset, limit: limit).first
                )
            }
        }
    }
}
