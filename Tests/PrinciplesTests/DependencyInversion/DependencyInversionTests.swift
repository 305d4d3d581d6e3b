import ContractSupport
import Futubra
import Testing

@testable import Principles

private typealias Outcome = DependencyInversion.Outcome

/// A test double for the policy's own abstraction: it records what it is asked, answers the
/// count it is told, and fails the saves it is asked to fail.
private final class StoreDouble: DependencyInversion.PublishedPosts {
    var failSaves = false
    var postsToday = 0
    private(set) var saved: [Post] = []
    private(set) var calls: [String] = []

    func count(by author: UserName) -> Int {
        calls.append("count(by: \(author))")
        return postsToday
    }

    func save(_ post: Post) throws(DependencyInversion.SaveFailure) {
        calls.append("save(\(post.id))")
        if failSaves { throw DependencyInversion.SaveFailure(reason: "the disk is full") }
        saved.append(post)
    }
}

/// The policy's contract, checked through a double: a failed save keeps the text as a draft,
/// and the daily limit is the double's count, not a database's. `make` builds the publishing
/// function under test from the double (a design that cannot take one ignores it).
private func checkPolicyWithDouble(
    make: (StoreDouble) -> (String, UserName, PostID) -> Outcome, sourceLocation: SourceLocation = #_sourceLocation
) {
    let failing = StoreDouble()
    failing.failSaves = true
    #expect(
        make(failing)("Hello", SampleFeed.anna, PostID(5)) == .keptAsDraft("Hello"),
        "a failed save must keep the text as a draft", sourceLocation: sourceLocation)
    let busy = StoreDouble()
    busy.postsToday = DependencyInversion.dailyLimit
    #expect(
        make(busy)("Hello", SampleFeed.anna, PostID(5)) == .rejected("anna has posted enough today"),
        "the limit must come from the store the policy was given", sourceLocation: sourceLocation)
}

/// The module's source file `path`, read as code: comments and string text left out.
private func code(of path: String) throws -> SwiftSourceFile {
    let file = try #require(Principles.sourceFiles.first { $0.path.hasSuffix(path) })
    return SwiftSourceFile(path: file.path, text: file.text)
}

/// Checks that the code of `path` speaks of posts and authors, never of the storage's rows,
/// columns, tables or queries.
private func checkSpeaksThePolicysLanguage(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let words = Set(try code(of: path).words.map { $0.lowercased() })
    let storage = words.intersection(["row", "rows", "column", "columns", "select", "table", "insertrow"])
    #expect(storage.isEmpty, "\(path) speaks of \(storage.sorted())", sourceLocation: sourceLocation)
}

/// Checks the direction of the source dependency between the file `policy` and the file
/// `detail`: the policy's code names nothing the detail's file declares, and the detail's
/// code names the abstraction the policy's file declares.
private func checkDetailDependsOnThePolicy(
    policy: String, detail: String, abstraction: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let policyCode = try code(of: policy)
    let detailCode = try code(of: detail)
    let named = policyCode.words.intersection(detailCode.declaredTypes)
    #expect(named.isEmpty, "the policy names \(named.sorted())", sourceLocation: sourceLocation)
    #expect(
        policyCode.declaredTypes.contains(abstraction), "the policy's file declares no \(abstraction)",
        sourceLocation: sourceLocation)
    #expect(
        detailCode.words.contains(abstraction), "the detail does not name \(abstraction)",
        sourceLocation: sourceLocation)
}

/// The dependency-inversion principle: the policy owns the abstraction, the detail adapts.
@Suite("Dependency inversion", .timeLimit(.minutes(1)), .watchdog)
struct DependencyInversionTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check(
            "the publishing policy is tested with a double because it owns the abstraction: a failed save keeps a draft"
        ) {
            checkPolicyWithDouble { double in DependencyInversion.PublishPolicy(posts: double).publish(_:by:as:) }
            let double = StoreDouble()
            expect(
                DependencyInversion.PublishPolicy(posts: double).publish("Hi", by: SampleFeed.bob, as: PostID(7)),
                equals: .published(PostID(7)))
            expect(double.saved.map(\.id), equals: [PostID(7)])
        },
        Check("the same policy runs unchanged on the database: the third post of the day is refused") {
            let database = DependencyInversion.PostDatabase()
            let policy = DependencyInversion.PublishPolicy(posts: database)
            let outcomes = ["Morning!", "Lunch.", "Night."].enumerated().map { offset, text in
                policy.publish(text, by: SampleFeed.anna, as: PostID(10 + offset))
            }
            expect(
                outcomes,
                equals: [.published(PostID(10)), .published(PostID(11)), .rejected("anna has posted enough today")])
            expect(database.rows.count, equals: 2)
        },
        Check("the abstraction speaks the policy's language: posts and authors, never the database's rows and columns")
        {
            try checkSpeaksThePolicysLanguage("DependencyInversion/PublishPolicy.swift")
            let index = principlesSources("DependencyInversion/")
            expect(
                index.members(of: ["DependencyInversion", "PublishedPosts"]).map(\.name), equals: ["count", "save"])
        },
        Check("the policy's code never names the database; the database's code names the policy's abstraction") {
            try checkDetailDependsOnThePolicy(
                policy: "DependencyInversion/PublishPolicy.swift", detail: "DependencyInversion/PostDatabase.swift",
                abstraction: "PublishedPosts")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("a policy that makes its own database cannot be handed the double, and the check catches it", .tags(.control))
    func policyOnTheDetailFailsTheCheck() {
        withKnownIssue {
            checkPolicyWithDouble { _ in DependencyInversion.DatabasePublisher().publish(_:by:as:) }
        }
    }

    @Test(
        "inversion turns the source dependency, not the flow of control: the policy still calls the store, yet the store's code names the policy's abstraction"
    )
    func controlFlowsOnTheSourceArrowTurns() throws {
        let store = StoreDouble()
        _ = DependencyInversion.PublishPolicy(posts: store).publish("Hello", by: SampleFeed.anna, as: PostID(5))
        expect(store.calls, equals: ["count(by: anna)", "save(#5)"], "the policy calls the store")
        try checkDetailDependsOnThePolicy(
            policy: "DependencyInversion/PublishPolicy.swift", detail: "DependencyInversion/PostDatabase.swift",
            abstraction: "PublishedPosts")
    }

    @Test("a policy written against the database speaks in rows and columns, and the check catches it", .tags(.control))
    func policyOnTheDetailSpeaksInRows() {
        withKnownIssue {
            try checkSpeaksThePolicysLanguage("DependencyInversion/DatabasePublisher.swift")
        }
    }

    @Test(
        "a policy that makes its own database names the detail, and the arrow runs from the policy to it: the check catches it",
        .tags(.control))
    func policyOnTheDetailNamesIt() {
        withKnownIssue {
            try checkDetailDependsOnThePolicy(
                policy: "DependencyInversion/DatabasePublisher.swift", detail: "DependencyInversion/PostDatabase.swift",
                abstraction: "PublishedPosts")
        }
    }
}
