import Futubra
import MessageTrace
import Synchronization

/// Hands out one shared ``AvatarGlyph`` per user, rendering each only once: the flyweight factory.
///
/// A `final class` with its cache behind a `Mutex`, so that every screen and task asking
/// for anna's avatar gets the very same instance, even when they ask at the same time.
///
/// ```swift
/// let pool = AvatarPool()
/// pool.glyph(for: SampleFeed.anna) === pool.glyph(for: SampleFeed.anna)   // true
/// ```
final class AvatarPool: Sendable {
    /// The cache and its counter, guarded together by one lock.
    private struct Records {
        var glyphs: [UserName: AvatarGlyph] = [:]
        var rendered = 0
    }

    private let records = Mutex(Records())

    /// An empty pool.
    init() {}

    /// `user`'s avatar: the shared instance, rendered on the first request.
    func glyph(for user: UserName) -> AvatarGlyph {
        records.withLock { records in
            if let glyph = records.glyphs[user] { return glyph }
            Trace.call(from: "AvatarPool", to: "AvatarGlyph", "render(\(user))")
            let glyph = AvatarGlyph(user: user)
            records.glyphs[user] = glyph
            records.rendered += 1
            return glyph
        }
    }

    /// How many avatars the pool has rendered.
    var renderedCount: Int { records.withLock { $0.rendered } }

    /// One placement per row of `authors` (row `i` shows `authors[i]`), all drawn at `size`.
    func placements(for authors: [UserName], size: Int) -> [AvatarPlacement] {
        authors.enumerated().map { AvatarPlacement(glyph: glyph(for: $0.element), row: $0.offset, size: size) }
    }
}

/// What a list of placements costs in memory, counted from the instances it really holds.
///
/// Distinct glyphs are found by identity (`ObjectIdentifier`), so two rows that show equal
/// but separately rendered avatars count twice: the figure measures sharing, not equality.
///
/// ```swift
/// let memory = AvatarMemory(of: pool.placements(for: authors, size: 40))
/// memory.distinctGlyphs      // 5 for the sample users, however many rows
/// ```
struct AvatarMemory: Equatable, Sendable {
    /// How many rows (placements).
    let rows: Int
    /// How many distinct avatar instances the rows point to.
    let distinctGlyphs: Int
    /// Bitmap bytes of the distinct instances plus the placements themselves.
    let bytes: Int
    /// What the same rows would cost if every row held its own bitmap.
    let bytesWithoutSharing: Int

    /// Counts the distinct glyph instances behind `placements` (by identity, not by value).
    init(of placements: [AvatarPlacement]) {
        let distinct = Dictionary(placements.map { (ObjectIdentifier($0.glyph), $0.glyph.pixelBytes) }) { first, _ in
            first
        }
        let placementBytes = placements.count * MemoryLayout<AvatarPlacement>.stride
        rows = placements.count
        distinctGlyphs = distinct.count
        bytes = distinct.values.reduce(0, +) + placementBytes
        bytesWithoutSharing = placements.count * AvatarGlyph.pixelByteCount + placementBytes
    }

    /// The bytes sharing saves.
    var saved: Int { bytesWithoutSharing - bytes }
}
