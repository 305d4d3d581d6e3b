/// A change to the list, with the indices a table view applies it with.
enum ListChange: Equatable, Sendable {
    /// A post was inserted; its index in the list after the change.
    case inserted(Int)
    /// A post was removed; its index in the list before the change.
    case removed(Int)
    /// A post moved from its index before the change to its index after it, as
    /// `UITableView.moveRow(at:to:)` reads it.
    case moved(from: Int, to: Int)
}

/// The posts of a feed screen, observable: each change is announced to the observers (the
/// table view's data source), which update their rows with its indices.
final class ObservablePostList {
    private(set) var posts: [String]
    private var observers: [(ListChange) -> Void] = []

    init(_ posts: [String]) {
        self.posts = posts
    }

    /// Calls `observer` with every change from now on, once the list shows it.
    func observe(_ observer: @escaping (ListChange) -> Void) {
        observers.append(observer)
    }

    func insert(_ post: String, at index: Int) {
        announce(.inserted(index)) { posts.insert(post, at: index) }
    }

    func remove(at index: Int) {
        announce(.removed(index)) { posts.remove(at: index) }
    }

    /// Moves the post at `from` so that it ends up at `to` in the list after the move.
    func move(from: Int, to: Int) {
        announce(.moved(from: from, to: to)) {
            let post = posts.remove(at: from)
            // BUG 2: "the removal shifted the later posts down by one", so a move forward lands
            // one place early: but `to` is already an index in the list after the move.
            posts.insert(post, at: to > from ? to - 1 : to)
        }
    }

    /// Makes `change` by running `apply`, and tells every observer.
    private func announce(_ change: ListChange, by apply: () -> Void) {
        // BUG 1: the observers hear of the change before it is made: a table view that reads
        // `posts` in its callback still sees the old list.
        for observer in observers { observer(change) }
        apply()
    }
}
