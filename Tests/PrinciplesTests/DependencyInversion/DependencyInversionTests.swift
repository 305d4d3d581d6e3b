import ContractSupport
import Futubra
import Testing

@testable import Principles

private typealias Outcome = DependencyInversion.Outcome

/// A test double for the policy's own abstraction: it counts what it is told and fails the
/// saves it is asked to fail.
private final class StoreDouble: DependencyInversion.PublishedPosts {
    var failSaves = false
    var postsToday = 0
    private(set) var saved: [Post] = []

    func count(by author: UserName) -> Int { postsToday }

    func save(_ post: Post) throws(DependencyInversion.SaveFailure) {
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

/// The lines of the module's source file `path` that are code, comments left out.
private func code(of path: String) throws -> String {
    let file = try #require(Principles.sourceFiles.first { $0.path.hasSuffix(path) })
    return file.text.split(separator: "\n").filter { !$0.trimmingPrefix(while: { $0 == " " }).hasPrefix("//") }
        .joined(separator: "\n")
}

/// Checks that the code of `path` speaks of posts and authors, never of the storage's rows,
/// columns, tables or queries.
private func checkSpeaksThePolicysLanguage(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let words = Set(try code(of: path).split { !$0.isLetter }.map { $0.lowercased() })
    let storage = words.intersection(["row", "rows", "column", "columns", "select", "table", "insertrow"])
    #expect(storage.isEmpty, "\(path) speaks of \(storage.sorted())", sourceLocation: sourceLocation)
}

/// The dependency-inversion principle: the policy owns the abstraction, the detail adapts.
@Suite("Dependency inversion", .timeLimit(.minutes(1)), .watchdog)
struct DependencyInversionTests {
    @Test("the publishing policy is tested with a double because it owns the abstraction: a failed save keeps a draft")
    func policyIsTestedWithADouble() {
        checkPolicyWithDouble { double in DependencyInversion.PublishPolicy(posts: double).publish(_:by:as:) }
        let double = StoreDouble()
        expect(
            DependencyInversion.PublishPolicy(posts: double).publish("Hi", by: SampleFeed.bob, as: PostID(7)),
            equals: .published(PostID(7)))
        expect(double.saved.map(\.id), equals: [PostID(7)])
    }

    @Test("a policy that makes its own database cannot be handed the double, and the check catches it", .tags(.control))
    func policyOnTheDetailFailsTheCheck() {
        withKnownIssue {
            checkPolicyWithDouble { _ in DependencyInversion.DatabasePublisher().publish(_:by:as:) }
        }
    }

    @Test("the same policy runs unchanged on the database: the third post of the day is refused")
    func policyRunsOnTheDetail() {
        let database = DependencyInversion.PostDatabase()
        let policy = DependencyInversion.PublishPolicy(posts: database)
        let outcomes = ["Morning!", "Lunch.", "Night."].enumerated().map { offset, text in
            policy.publish(text, by: SampleFeed.anna, as: PostID(10 + offset))
        }
        expect(
            outcomes,
            equals: [.published(PostID(10)), .published(PostID(11)), .rejected("anna has posted enough today")])
        expect(database.rows.count, equals: 2)
    }

    @Test("the abstraction speaks the policy's language: posts and authors, never the database's rows and columns")
    func abstractionDoesNotDependOnTheDetail() throws {
        try checkSpeaksThePolicysLanguage("DependencyInversion/PublishPolicy.swift")
        expect(
            try code(of: "DependencyInversion/PublishPolicy.swift").contains("func count(by author: UserName) -> Int"))
    }

    @Test("a policy written against the database speaks in rows and columns, and the check catches it", .tags(.control))
    func policyOnTheDetailSpeaksInRows() {
        withKnownIssue {
            try checkSpeaksThePolicysLanguage("DependencyInversion/DatabasePublisher.swift")
        }
    }

    @Test("the policy's code never names the database; the database's code names the policy's abstraction")
    func theArrowPointsFromTheDetailToThePolicy() throws {
        let policy = try code(of: "DependencyInversion/PublishPolicy.swift")
        expect(!policy.contains("PostDatabase"))
        expect(try code(of: "DependencyInversion/PostDatabase.swift").contains("PublishedPosts"))
        expect(try code(of: "DependencyInversion/DatabasePublisher.swift").contains("PostDatabase()"))
    }
}
