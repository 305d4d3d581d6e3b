/// One way of building the feed feature: MVC, MVP, MVVM and the others.
protocol FeedArchitecture {
    /// One line naming the roles and the flow, printed first by the example.
    static var summary: String { get }
    /// Builds the app's first screen and its collaborators.
    @MainActor static func launch(in environment: FeedEnvironment) -> FeedApp
}
