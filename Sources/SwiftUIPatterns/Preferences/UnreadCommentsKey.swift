import FutubraDeclarative

/// How many comments the user has not read: each row reports its own, and a container adds
/// up its rows' reports for the ancestor that reads the key.
///
/// The default, 0, changes nothing when added: a row that reports nothing leaves the total
/// alone, whatever its place among its siblings.
struct UnreadCommentsKey: PreferenceKey {
    static var defaultValue: Int { 0 }

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

/// The preference keys the inbox screen can count with: an `Int` the rows report.
protocol UnreadCounting: PreferenceKey where Value == Int {}

extension UnreadCommentsKey: UnreadCounting {}
