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

    /// Keyed on the whole user name: two users with the same initials differ.
    private let glyphs = Mutex<[String: AvatarGlyph]>([:])

    /// The glyph for `user`, made on first use; looking up and storing are one step.
    func avatar(for user: String) -> AvatarGlyph {
        glyphs.withLock { glyphs in
            if let glyph = glyphs[user] { return glyph }
            let glyph = makeGlyph(user)
            glyphs[user] = glyph
            return glyph
        }
    }
}
