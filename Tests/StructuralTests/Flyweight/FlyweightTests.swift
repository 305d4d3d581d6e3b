import Futubra
import Testing

@testable import Structural

@Suite struct FlyweightTests {
    /// 10,000 rows written by the five sample users in turn.
    private let authors = (0..<10_000).map { SampleFeed.users[$0 % SampleFeed.users.count] }

    @Test("the pool renders one avatar per user, however many rows show it")
    func oneInstancePerUser() {
        let pool = AvatarPool()
        let placements = pool.placements(for: authors, size: 40)
        #expect(placements.count == 10_000)
        #expect(pool.renderedCount == 5)
        #expect(Set(placements.map { ObjectIdentifier($0.glyph) }).count == 5)
        #expect(pool.glyph(for: SampleFeed.anna) === placements[0].glyph)
    }

    @Test("sharing saves memory on a large feed: 10,000 rows hold 5 bitmaps, not 10,000")
    func memorySaved() {
        let shared = AvatarMemory(of: AvatarPool().placements(for: authors, size: 40))
        let placementBytes = 10_000 * MemoryLayout<AvatarPlacement>.stride
        #expect(AvatarGlyph.pixelByteCount == 4_096)
        #expect(shared.distinctGlyphs == 5)
        #expect(shared.bytes == 5 * 4_096 + placementBytes)
        #expect(shared.bytesWithoutSharing == 10_000 * 4_096 + placementBytes)
        #expect(shared.saved == 9_995 * 4_096)
    }

    @Test("without the pool, every row renders its own copy: the count the flyweight avoids")
    func withoutPool() {
        let authors = Array(authors.prefix(100))
        let rows = authors.enumerated().map {
            AvatarPlacement(glyph: AvatarGlyph(user: $0.element), row: $0.offset, size: 40)
        }
        let memory = AvatarMemory(of: rows)
        #expect(memory.distinctGlyphs == 100)
        #expect(memory.saved == 0)
        let pooled = AvatarMemory(of: AvatarPool().placements(for: authors, size: 40))
        #expect(pooled.distinctGlyphs == 5)
        #expect(pooled.bytesWithoutSharing == memory.bytes)
    }

    @Test("extrinsic state stays per row while the intrinsic state is shared")
    func extrinsicPerRow() {
        let pool = AvatarPool()
        let small = pool.placements(for: [SampleFeed.bob], size: 24)[0]
        let large = pool.placements(for: [SampleFeed.bob], size: 64)[0]
        #expect(small.size == 24)
        #expect(large.size == 64)
        #expect(small.glyph === large.glyph)
        #expect(small.glyph.initials == "BO")
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
        #expect(identities.count == 1)
        #expect(pool.renderedCount == 1)
    }
}
