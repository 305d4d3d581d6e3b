import ExampleKit
import Futubra

/// Plays the flyweight: a 10,000-row feed drawn with five shared avatars.
package struct FlyweightExample: Example {
    package static let id = "flyweight"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let users = SampleFeed.users
        let authors = (0..<10_000).map { users[$0 % users.count] }

        transcript.section("without a pool: one bitmap per row")
        let unshared = authors.enumerated().map {
            AvatarPlacement(glyph: AvatarGlyph(user: $0.element), row: $0.offset, size: 40)
        }
        let before = AvatarMemory(of: unshared)
        transcript.line("\(before.rows) rows, \(before.distinctGlyphs) avatar instances, \(before.bytes) bytes")

        transcript.section("with a pool: one shared bitmap per user")
        let pool = AvatarPool()
        let shared = pool.placements(for: authors, size: 40)
        let after = AvatarMemory(of: shared)
        transcript.line(
            "\(after.rows) rows, \(after.distinctGlyphs) avatar instances (rendered \(pool.renderedCount)), \(after.bytes) bytes"
        )
        transcript.line(
            "each avatar: \(AvatarGlyph.pixelByteCount) bytes of pixels; each placement: \(MemoryLayout<AvatarPlacement>.stride) bytes"
        )
        let saved = before.bytes - after.bytes
        transcript.line("saved: \(saved) bytes (\(saved * 100 / before.bytes)%)")

        transcript.section("intrinsic state shared, extrinsic state per row")
        for placement in shared.prefix(2) + shared[5...6] {
            let glyph = placement.glyph
            let hex = String(glyph.colour, radix: 16)
            let colour = String(repeating: "0", count: max(0, 6 - hex.count)) + hex
            transcript.line("row \(placement.row): \(glyph.initials) #\(colour) at \(placement.size)pt")
        }
        transcript.line("rows 0 and 5 share one instance: \(shared[0].glyph === shared[5].glyph)")
    }
}
