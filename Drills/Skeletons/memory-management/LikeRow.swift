/// A feed row with a like button; the row owns the button.
final class LikeRow {
    let button = TapButton()
    private(set) var likes = 0

    init() {
        // BUG: the button keeps this closure, and the closure keeps the row: the row keeps
        // itself alive.
        button.onTap = {
            self.likes += 1
        }
    }
}
