import Futubra

/// One user's avatar, drawn once and shared by every row that shows it: the flyweight.
///
/// It holds only intrinsic state, the same wherever the avatar appears: the user, the
/// initials, the colour and the rendered 32×32 RGBA pixels (4 KiB). Where and how big it is
/// drawn (the extrinsic state) lives in ``AvatarPlacement``. It is an immutable
/// `final class` because sharing one instance is the point; being immutable, it is
/// `Sendable` without locks. Get one from ``AvatarPool``; creating it directly is the
/// expensive step the pool exists to avoid.
///
/// ```swift
/// let glyph = AvatarPool().glyph(for: SampleFeed.anna)
/// glyph.initials        // "AN"
/// ```
final class AvatarGlyph: Sendable {
    /// The side of the square bitmap, in pixels.
    static let side = 32
    /// The bytes of one rendered bitmap: side × side pixels of 4 bytes (RGBA).
    static let pixelByteCount = side * side * MemoryLayout<UInt32>.size

    /// The bytes this instance's bitmap occupies.
    var pixelBytes: Int { pixels.count * MemoryLayout<UInt32>.size }

    /// Whose avatar this is.
    let user: UserName
    /// Up to two capital letters drawn on the avatar.
    let initials: String
    /// The background colour, 0xRRGGBB, derived from the user name (the same on every run).
    let colour: UInt32
    /// The rendered bitmap, one RGBA pixel per element.
    let pixels: [UInt32]

    /// Renders `user`'s avatar; this is the expensive step the pool avoids repeating.
    init(user: UserName) {
        self.user = user
        initials = String(user.rawValue.prefix(2)).uppercased()
        // FNV-1a over the UTF-8 bytes: unlike `Hasher`, it is not seeded per process.
        var hash: UInt32 = 2_166_136_261
        for byte in user.rawValue.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        colour = hash & 0xFF_FFFF
        pixels = Array(repeating: colour << 8 | 0xFF, count: Self.side * Self.side)
    }
}

/// Where one avatar is drawn: the extrinsic state, a few bytes per row.
///
/// A placement is a small value that points to the shared ``AvatarGlyph`` and adds what
/// differs per row.
///
/// ```swift
/// let rows = pool.placements(for: [SampleFeed.anna, SampleFeed.anna], size: 40)
/// rows[0].glyph === rows[1].glyph     // true; rows[0].row == 0, rows[1].row == 1
/// ```
struct AvatarPlacement: Sendable {
    /// The shared avatar.
    let glyph: AvatarGlyph
    /// The feed row it is drawn in.
    let row: Int
    /// The size it is drawn at, in points.
    let size: Int
}
