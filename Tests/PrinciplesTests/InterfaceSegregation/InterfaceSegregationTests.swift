import ContractSupport
import ExampleKit
import Futubra
import Testing

@testable import Principles

/// A stand-in for the fat protocol: two real answers and four stubs it was forced to write.
private final class FatServiceSpy: InterfaceSegregation.FeedService {
    var called: Set<String> = []
    let posts: [Post]

    init(posts: [Post]) { self.posts = posts }

    func feed() -> [Post] {
        called.insert("feed")
        return posts
    }
    func like(_ id: PostID, by user: UserName) { called.insert("like") }
    func publish(_ post: Post) { called.insert("publish") }
    func delete(_ id: PostID) { called.insert("delete") }
    func ban(_ user: UserName) { called.insert("ban") }
    func pin(_ id: PostID) { called.insert("pin") }
}

/// A stand-in for the two roles the screen uses: nothing else to write.
private final class RoleSpy: InterfaceSegregation.FeedReading, InterfaceSegregation.PostLiking {
    var called: Set<String> = []
    let posts: [Post]

    init(posts: [Post]) { self.posts = posts }

    func feed() -> [Post] {
        called.insert("feed")
        return posts
    }
    func like(_ id: PostID, by user: UserName) { called.insert("like") }
}

/// Drives every behaviour of a feed screen (its rows, its like button) and returns how many
/// requirements its stand-in had to implement without the screen ever calling them.
private func stubsForced(
    requirements: Int, drive: () -> Set<String>
) -> Int {
    requirements - drive().count
}

/// Checks the interface-segregation contract: a stand-in for the screen implements nothing
/// the screen never calls.
private func checkNoForcedStubs(_ stubs: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(stubs == 0, "a stand-in for the screen had to write \(stubs) stubs", sourceLocation: sourceLocation)
}

private func fatStubs() throws -> Int {
    let spy = FatServiceSpy(posts: try SampleFeed.feed().posts)
    return stubsForced(requirements: InterfaceSegregation.requirementCount(of: "FeedService")) {
        let screen = InterfaceSegregation.FatFeedScreen(service: spy)
        _ = screen.rows()
        screen.tapLike(PostID(3), as: SampleFeed.eve)
        return spy.called
    }
}

private func roleStubs() throws -> Int {
    let spy = RoleSpy(posts: try SampleFeed.feed().posts)
    let requirements =
        InterfaceSegregation.requirementCount(of: "FeedReading")
        + InterfaceSegregation.requirementCount(of: "PostLiking")
    return stubsForced(requirements: requirements) {
        let screen = InterfaceSegregation.FeedScreen(feed: spy, likes: spy)
        _ = screen.rows()
        screen.tapLike(PostID(3), as: SampleFeed.eve)
        return spy.called
    }
}

/// The interface-segregation principle: clients depend only on what they call.
@Suite("Interface segregation", .timeLimit(.minutes(1)), .watchdog)
struct InterfaceSegregationTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check(
            "the fat protocol forces a stand-in for the feed screen to write 4 stubs for the 2 calls the screen makes"
        ) {
            expect(InterfaceSegregation.requirementCount(of: "FeedService"), equals: 6)
            expect(try fatStubs() == 4)
        },
        Check("split by role, a stand-in for the feed screen implements exactly the 2 requirements the screen calls") {
            checkNoForcedStubs(try roleStubs())
        },
        Check("one backend serves both designs: the role protocols cost the implementation nothing") {
            let backend = InterfaceSegregation.FeedBackend(feed: try SampleFeed.feed())
            InterfaceSegregation.FatFeedScreen(service: backend).tapLike(PostID(3), as: SampleFeed.eve)
            let screen = InterfaceSegregation.FeedScreen(feed: backend, likes: backend)
            screen.tapLike(PostID(3), as: SampleFeed.dana)
            expect(screen.rows().contains("#3 bob, likes: 2"))
            let moderation: any InterfaceSegregation.Moderating = backend
            moderation.pin(PostID(1))
            expect(backend.pinned, equals: PostID(1))
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "a stand-in for the fat protocol carries stubs the screen never calls, and the check catches it",
        .tags(.control))
    func fatProtocolFailsTheCheck() {
        withKnownIssue {
            checkNoForcedStubs(try fatStubs())
        }
    }

    @Test(
        "the requirements are counted from the code: static, initialiser, subscript, associated type, attributed, split over lines, and inherited"
    )
    func requirementsAreCountedFromTheCode() {
        let text = """
            protocol Base {
                // func commented() is no requirement
                associatedtype Item
                static func make() -> Self
            }
            protocol Roles: Base, AnyObject {
                init(name: String)
                subscript(index: Int) -> Item { get }
                @discardableResult
                mutating func update(
                    with value: Int
                ) -> Bool
                var count: Int { get set }
                static var shared: Self { get }
            }
            """
        let files = [TextFile(path: "Roles.swift", text: text)]
        expect(InterfaceSegregation.requirementCount(of: "Base", in: files), equals: 2)
        expect(InterfaceSegregation.requirementCount(of: "Roles", in: files), equals: 7)
        expect(InterfaceSegregation.requirementCount(of: "Missing", in: files), equals: 0)
    }

}
