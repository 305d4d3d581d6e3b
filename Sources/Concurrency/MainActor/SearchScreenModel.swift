import Foundation
import Futubra
import MessageTrace

/// The search screen's view model, isolated to the main actor.
///
/// Intent: everything a screen shows is read and changed on the main actor, so the model is
/// `@MainActor`: the compiler rejects any change to `rows`, `status` or `badge` from other
/// code, and no `DispatchQueue.main.async` is needed to get back to the main thread. Slow
/// work leaves it: the request awaits the backend, and decoding is `@concurrent`
/// (``FeedDecoder``).
///
/// The main actor is an actor, so it is reentrant too: while one search awaits the server,
/// the user types again and a second search runs. If the first answer lands last, it must
/// not replace the second one's rows, so each search takes a number and only the newest
/// one may show its result.
///
/// Notifications posted by other code (a like arriving from a push) are delivered on the
/// main queue (`queue: .main`), and the block adopts the main actor with
/// `MainActor.assumeIsolated`: a synchronous check, not a hop.
///
/// ```swift
/// let model = SearchScreenModel(backend: backend)
/// await model.search("cat")      // rows: the posts whose words contain "cat"
/// model.title                     // nonisolated: readable anywhere, no await
/// ```
@MainActor
final class SearchScreenModel {
    /// Where the screen is.
    enum Status: Equatable, Sendable {
        case idle
        case searching(String)
        case showing(String)
        case failed(String)
    }

    /// The screen's title. `nonisolated`: a constant of a `Sendable` type, readable from any
    /// isolation without `await`.
    nonisolated let title: String
    /// One line per post found.
    private(set) var rows: [String] = []
    private(set) var status = Status.idle
    /// Likes that arrived since the screen opened.
    private(set) var badge = 0

    private let backend: FeedBackend
    private let decoder: FeedDecoder
    private var latest = 0
    private var observer: (any NSObjectProtocol)?

    /// A search screen over `backend`, decoding with `decoder`.
    init(title: String = "Search", backend: FeedBackend, decoder: FeedDecoder = FeedDecoder()) {
        self.title = title
        self.backend = backend
        self.decoder = decoder
    }

    /// Searches for `query`; only the newest search shows its answer.
    func search(_ query: String) async {
        latest += 1
        let mine = latest
        status = .searching(query)
        Trace.call(from: "SearchScreenModel", to: "FeedBackend", "GET /posts?q=\(query)")
        do {
            let data = try await backend.search(query)
            Trace.reply(from: "FeedBackend", to: "SearchScreenModel", "posts for '\(query)'")
            Trace.call(from: "SearchScreenModel", to: "FeedDecoder", "posts(from:)")
            let posts = try await decoder.posts(from: data)
            guard mine == latest else {
                Trace.note(over: "SearchScreenModel", "drops the answer for '\(query)': a newer search was made")
                return
            }
            rows = posts.map(Self.row)
            status = .showing(query)
        } catch {
            guard mine == latest else { return }
            status = .failed("\(error)")
        }
    }

    /// Counts every `.likeArrived` notification of `center` in `badge`, whoever posts it.
    func countLikes(from center: NotificationCenter) {
        observer = center.addObserver(forName: .likeArrived, object: nil, queue: .main) { [weak self] _ in
            // Delivered on the main queue, which the main actor runs on: checked, not hoped.
            MainActor.assumeIsolated {
                self?.badge += 1
            }
        }
    }

    /// Stops counting likes.
    func stopCountingLikes(from center: NotificationCenter) {
        if let observer { center.removeObserver(observer) }
        observer = nil
    }

    /// `#3 bob: My cat, judging me`.
    private static func row(_ post: Post) -> String {
        "\(post.id) \(post.author.rawValue): \(post.content.words ?? "(\(post.content.kind.rawValue))")"
    }
}

extension SearchScreenModel.Status: CustomStringConvertible {
    nonisolated var description: String {
        switch self {
        case .idle: "idle"
        case .searching(let query): "searching '\(query)'"
        case .showing(let query): "showing '\(query)'"
        case .failed(let reason): "failed: \(reason)"
        }
    }
}

extension Notification.Name {
    /// Someone liked one of the user's posts.
    static let likeArrived = Notification.Name("FutubraLikeArrived")
}
