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
    /// The number of the latest load: an answer to an older one is dropped.
    @ObservationIgnored private var generation = 0

    /// A model that loads its posts with `load` (the network, in the app).
    init(load: @escaping @Sendable () async throws -> [String]) {
        self.loadPosts = load
    }

    /// Loads the posts: loading while the request is in flight, then loaded or failed. A
    /// load started while another is in flight wins over it.
    func load() async {
        generation += 1
        let mine = generation
        phase = .loading
        do {
            let posts = try await loadPosts()
            // Back on the main actor after the await; a newer load may have started meanwhile.
            guard mine == generation else { return }
            phase = .loaded(posts)
        } catch {
            guard mine == generation else { return }
            phase = .failed("\(error)")
        }
    }
}
