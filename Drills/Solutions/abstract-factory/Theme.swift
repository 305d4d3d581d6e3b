/// A control drawn in a theme: the abstract product.
protocol ThemedControl {
    /// The theme family it belongs to: `light` or `dark`.
    var family: String { get }
    /// What it is: `button`, `badge` or `divider`.
    var kind: String { get }
}

/// Makes one theme's controls: the abstract factory. Every control one factory makes
/// belongs to the same family.
protocol ThemeFactory {
    func makeButton(_ title: String) -> any ThemedControl
    func makeBadge(_ count: Int) -> any ThemedControl
    func makeDivider() -> any ThemedControl
}
