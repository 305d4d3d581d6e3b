import Observation

/// The posts screen's view model, in the modern shape: `@Observable`, so a SwiftUI view (or
/// `withObservationTracking`) hears each change of what it read, and `@MainActor`, so its
/// state changes where the UI reads it.
@Observable
@MainActor
final class PostsScreenModel {
    /// Where the screen stands.
    enum Phase: Equatable {
        case idle
        case loading
        case loaded([String])
        case failed(String)
    }

    /// What the view draws from.
    private(set) var phase = Phase.idle

    @ObservationIgnored private let loadPosts: @Sendable () async throws -> [String]

    /// A model that loads its posts with `load` (the network, in the app).
    init(load: @escaping @Sendable () async throws -> [String]) {
        self.loadPosts = load
    }

    /// Loads the posts: loading while the request is in flight, then loaded or failed. A
    /// load started while another is in flight wins over it. TODO
    func load() async {}
}
