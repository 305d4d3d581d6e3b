/// The Futubra app split into modules three ways: the graphs the modularization entry checks.
///
/// Every version has the same core (`FutubraCore`: posts, users; `Networking`; `DesignSystem`),
/// the same three features (the feed, a user's profile, the post composer) and the app target.
/// They differ only in how the features reach each other: the feed opens an author's profile,
/// and the profile shows that user's posts as a feed.
enum FutubraModules {
    private static let core = [
        AppModule("FutubraCore", .core),
        AppModule("Networking", .core, imports: ["FutubraCore"]),
        AppModule("DesignSystem", .core),
    ]
    private static let base = ["FutubraCore", "Networking", "DesignSystem"]

    /// Features import each other directly: the feed imports the profile to open it, and the
    /// profile imports the feed to list a user's posts. A cycle: no build order exists.
    static let tangled: [AppModule] =
        core + [
            AppModule("FeedFeature", .feature, imports: base + ["ProfileFeature", "ComposerFeature"]),
            AppModule("ProfileFeature", .feature, imports: base + ["FeedFeature"]),
            AppModule("ComposerFeature", .feature, imports: base),
            AppModule(
                "FutubraApp", .app, imports: ["FutubraCore", "FeedFeature", "ProfileFeature", "ComposerFeature"]),
        ]

    /// The cycle cut the wrong way: the profile lists posts on its own, but the feed still
    /// imports the profile and the composer. It builds; the rule is still broken.
    static let chained: [AppModule] =
        core + [
            AppModule("FeedFeature", .feature, imports: base + ["ProfileFeature", "ComposerFeature"]),
            AppModule("ProfileFeature", .feature, imports: base),
            AppModule("ComposerFeature", .feature, imports: base),
            AppModule(
                "FutubraApp", .app, imports: ["FutubraCore", "FeedFeature", "ProfileFeature", "ComposerFeature"]),
        ]

    /// Each feature offers what others need through an interface module and imports only
    /// interfaces and core; the app imports the features and hands each the others'
    /// implementations.
    static let modular: [AppModule] =
        core + [
            AppModule("FeedInterface", .interface, imports: ["FutubraCore"]),
            AppModule("ProfileInterface", .interface, imports: ["FutubraCore"]),
            AppModule("ComposerInterface", .interface, imports: ["FutubraCore"]),
            AppModule(
                "FeedFeature", .feature, imports: base + ["FeedInterface", "ProfileInterface", "ComposerInterface"]),
            AppModule("ProfileFeature", .feature, imports: base + ["ProfileInterface", "FeedInterface"]),
            AppModule("ComposerFeature", .feature, imports: base + ["ComposerInterface"]),
            AppModule(
                "FutubraApp", .app,
                imports: ["FutubraCore", "FeedFeature", "ProfileFeature", "ComposerFeature"]
                    + ["FeedInterface", "ProfileInterface", "ComposerInterface"]),
        ]
}
