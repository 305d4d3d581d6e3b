import Synchronization

/// An avatar's drawing: the same for every row that shows the user, so rows share it.
final class AvatarGlyph: Sendable {
    let user: String
    let initials: String
    let hue: Int

    init(user: String) {
        self.user = user
        initials = String(user.prefix(2)).uppercased()
        hue = user.unicodeScalars.reduce(0) { ($0 * 31 + Int($1.value)) % 360 }
    }
}

/// Hands out one shared `AvatarGlyph` per user, to any number of tasks.
///
/// ```swift
/// let pool = AvatarPool()
/// pool.avatar(for: "anna") === pool.avatar(for: "anna")   // true
/// ```
final class AvatarPool: Sendable {
    /// Draws a user's glyph: the costly step the pool shares (a test passes its own, to count
    /// the glyphs drawn).
    private let makeGlyph: @Sendable (String) -> AvatarGlyph

    init(makeGlyph: @escaping @Sendable (String) -> AvatarGlyph = { AvatarGlyph(user: $0) }) {
        self.makeGlyph = makeGlyph
    }

    /// The glyph for `user`. TODO: share one per user, safely from many tasks.
    func avatar(for user: String) -> AvatarGlyph {
        makeGlyph(user)
    }
}
