// One product type per kind and family: a light button can only say it is light.

struct LightButton: ThemedControl {
    let title: String
    var family: String { "light" }
    var kind: String { "button" }
}

struct LightBadge: ThemedControl {
    let count: Int
    var family: String { "light" }
    var kind: String { "badge" }
}

struct LightDivider: ThemedControl {
    var family: String { "light" }
    var kind: String { "divider" }
}

struct DarkButton: ThemedControl {
    let title: String
    var family: String { "dark" }
    var kind: String { "button" }
}

struct DarkBadge: ThemedControl {
    let count: Int
    var family: String { "dark" }
    var kind: String { "badge" }
}

struct DarkDivider: ThemedControl {
    var family: String { "dark" }
    var kind: String { "divider" }
}

/// The light theme's factory.
struct LightTheme: ThemeFactory {
    func makeButton(_ title: String) -> any ThemedControl { LightButton(title: title) }
    func makeBadge(_ count: Int) -> any ThemedControl { LightBadge(count: count) }
    func makeDivider() -> any ThemedControl { LightDivider() }
}

/// The dark theme's factory.
struct DarkTheme: ThemeFactory {
    func makeButton(_ title: String) -> any ThemedControl { DarkButton(title: title) }
    func makeBadge(_ count: Int) -> any ThemedControl { DarkBadge(count: count) }
    func makeDivider() -> any ThemedControl { DarkDivider() }
}

/// The feed's header: a "New post" button, a badge of unread posts and a divider, all from
/// the theme it is given (the client of the abstract factory). It names no concrete control.
struct FeedHeader {
    let controls: [any ThemedControl]

    init(theme: any ThemeFactory, unread: Int) {
        controls = [theme.makeButton("New post"), theme.makeBadge(unread), theme.makeDivider()]
    }
}
