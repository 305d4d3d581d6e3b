import ContractSupport
import Futubra
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct FlyweightTests {
    /// 10,000 rows written by the five sample users in turn.
    private let authors = (0..<10_000).map { SampleFeed.users[$0 % SampleFeed.users.count] }

    @Test("the pool renders one avatar per user, however many rows show it")
    func oneInstancePerUser() {
        let pool = AvatarPool()
        let placements = pool.placements(for: authors, size: 40)
        expect(placements.count, equals: 10_000)
        expect(pool.renderedCount, equals: 5)
        expect(Set(placements.map { ObjectIdentifier($0.glyph) }).count, equals: 5)
        expect(pool.glyph(for: SampleFeed.anna) === placements[0].glyph)
    }

    @Test("the saving is counted on instances, not values: equal avatars rendered twice cost twice, pooled ones once")
    func savingCountsInstances() {
        let authors = [SampleFeed.anna, SampleFeed.anna, SampleFeed.bob]
        let unshared = AvatarMemory(
            of: authors.enumerated().map {
                AvatarPlacement(glyph: AvatarGlyph(user: $0.element), row: $0.offset, size: 40)
            }
        )
        let pooled = AvatarMemory(of: AvatarPool().placements(for: authors, size: 40))
        expect(unshared.distinctGlyphs, equals: 3, "two equal bitmaps rendered separately are two bitmaps in memory")
        expect(pooled.distinctGlyphs, equals: 2)
        expect(unshared.saved, equals: 0)
        expect(unshared.bytes - pooled.bytes, equals: AvatarGlyph.pixelByteCount, "sharing anna's row saves one bitmap")
        expect(pooled.saved, equals: unshared.bytes - pooled.bytes)
    }

    @Test("the pool keys on the whole identity: two users with the same initials get their own avatars")
    func keyedByUser() throws {
        let pool = AvatarPool()
        let anna = pool.glyph(for: SampleFeed.anna)
        let annika = pool.glyph(for: try UserName("annika"))
        expect(anna.initials, equals: annika.initials)
        expect(anna !== annika)
        expect(annika.user.rawValue, equals: "annika")
        expect(annika.colour != anna.colour)
        expect(pool.renderedCount, equals: 2)
    }

    @Test("extrinsic state stays per row while the intrinsic state is shared")
    func extrinsicPerRow() {
        let pool = AvatarPool()
        let small = pool.placements(for: [SampleFeed.bob], size: 24)[0]
        let large = pool.placements(for: [SampleFeed.bob], size: 64)[0]
        expect(small.size, equals: 24)
        expect(large.size, equals: 64)
        expect(small.glyph === large.glyph)
        expect(small.glyph.initials, equals: "BO")
    }

    @Test("the pool shares one instance even when 200 tasks ask for the same avatar at once")
    func concurrentRequests() async {
        let pool = AvatarPool()
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<200 {
                group.addTask { ObjectIdentifier(pool.glyph(for: SampleFeed.chen)) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        expect(identities.count, equals: 1)
        expect(pool.renderedCount, equals: 1)
    }
}
