/// A feed row with a like button; the row owns the button.
final class LikeRow {
    let button = TapButton()
    private(set) var likes = 0

    init() {
        // The button keeps this closure for as long as the row keeps the button: the closure
        // holds the row weakly, or the row would keep itself alive.
        button.onTap = { [weak self] in
            self?.likes += 1
        }
    }
}
