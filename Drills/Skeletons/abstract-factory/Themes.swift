/// A stand-in for the controls still to write. TODO: remove it.
struct UnthemedControl: ThemedControl {
    var family: String { "unthemed" }
    var kind: String
}

/// The light theme's factory. TODO: light controls.
struct LightTheme: ThemeFactory {
    func makeButton(_ title: String) -> any ThemedControl { UnthemedControl(kind: "button") }
    func makeBadge(_ count: Int) -> any ThemedControl { UnthemedControl(kind: "badge") }
    func makeDivider() -> any ThemedControl { UnthemedControl(kind: "divider") }
}

/// The dark theme's factory. TODO: dark controls.
struct DarkTheme: ThemeFactory {
    func makeButton(_ title: String) -> any ThemedControl { UnthemedControl(kind: "button") }
    func makeBadge(_ count: Int) -> any ThemedControl { UnthemedControl(kind: "badge") }
    func makeDivider() -> any ThemedControl { UnthemedControl(kind: "divider") }
}

/// The feed's header: a "New post" button, a badge of unread posts and a divider, all from
/// the theme it is given (the client of the abstract factory). TODO
struct FeedHeader {
    let controls: [any ThemedControl]

    init(theme: any ThemeFactory, unread: Int) {
        controls = []
    }
}
