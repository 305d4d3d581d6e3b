/// The stored properties of a value or an object, as Swift's reflection sees them.
///
/// The family measures a god object with it: how much state every method of a type can reach.
///
/// ```swift
/// StoredState.names(of: FeedRouter())   // ["stack"]
/// ```
enum StoredState {
    /// The names of `subject`'s stored properties, in declaration order.
    static func names(of subject: Any) -> [String] {
        Mirror(reflecting: subject).children.compactMap(\.label)
    }
}
