import ContractSupport
import Futubra
import Testing

@testable import LanguagePatterns

/// What Swift does with `some` and `any`: what a value of each is made of, and how an
/// existential reaches generic code.
@Suite(.timeLimit(.minutes(1)), .watchdog)
struct PlatformTypeErasureTests {
    /// The size of a `T`, in machine words.
    static func words<T>(_: T.Type) -> Int { MemoryLayout<T>.size / MemoryLayout<Int>.size }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a some result is its hidden type, unboxed: the same type on every call, and that type's size") {
            let home = FeedSources.home()
            expect(home == FeedSources.home(), "two results of one some function are one type, so == compiles")
            expect(type(of: home) == TimelineSource.self, "the hidden type is TimelineSource")
            expect(MemoryLayout.size(ofValue: home), equals: MemoryLayout<TimelineSource>.size)
        },
        Check("an any value is a box of five words: a three-word buffer, the type, and a witness table per protocol") {
            expect(Self.words((any FeedSource<Post>).self), equals: 5)
            expect(Self.words((any FeedSource<Post> & CustomStringConvertible).self), equals: 6)
            expect(Self.words((any Hashable).self), equals: 5)
            expect(Self.words((any AnyObject).self), equals: 1)
            expect(Self.words(AnyFeedSource<Post>.self), equals: 9)
        },
        Check("an any value passed to a some parameter is opened: the generic code sees the type inside") {
            let feed = try SampleFeed.feed()
            let profile = FeedSources.profile(of: SampleFeed.bob)
            expect(profile.map { FeedSources.typeName(of: $0) }, equals: ["AuthorSource", "LikedSource"])
            expect(profile.map { FeedSources.count(of: $0, in: feed) }, equals: [1, 2])
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
