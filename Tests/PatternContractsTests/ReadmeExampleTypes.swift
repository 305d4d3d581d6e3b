import Foundation
import PatternContracts
import Synchronization

// The app code the README's PatternContracts examples check (ReadmeExamples.swift): small,
// correct implementations of each pattern, as an app would have them. Each passes its
// checker; the README shows only the tests, which a learner copies and points at their own
// types.

// MARK: - Observer

/// A badge that shows a like count: the app's own observer type.
final class LikeBadge {
    private let onChange: (Int) -> Void
    private(set) var shown = 0

    init(onChange: @escaping (Int) -> Void) {
        self.onChange = onChange
    }

    func show(likes: Int) {
        shown = likes
        onChange(likes)
    }
}

/// A subscription to a `LikePublisher`: cancel it, or let it go, to stop.
final class LikeSubscription {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    deinit { onCancel?() }
}

/// Publishes like counts to badges it holds weakly, in the order they subscribed; a count
/// published during a delivery waits for the current one to reach everyone.
final class LikePublisher {
    private final class Entry {
        weak var badge: LikeBadge?
        var isActive = true
        init(badge: LikeBadge) { self.badge = badge }
    }

    private var entries: [Entry] = []
    private var pending: [Int] = []
    private var isDelivering = false

    func subscribe(_ badge: LikeBadge) -> LikeSubscription {
        let entry = Entry(badge: badge)
        entries.append(entry)
        return LikeSubscription { [weak self, weak entry] in
            entry?.isActive = false
            self?.entries.removeAll { $0 === entry }
        }
    }

    func publish(likes: Int) {
        pending.append(likes)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !pending.isEmpty {
            let likes = pending.removeFirst()
            for entry in entries where entry.isActive {
                entry.badge?.show(likes: likes)
            }
        }
    }
}

/// A screen that shows one badge and must not keep it alive.
final class PostScreen {
    weak var badge: LikeBadge?
}

// MARK: - Undo and memento

/// A caption editor with undo and redo: a history of the caption before and after each edit.
struct CaptionEditor {
    private(set) var caption = ""
    private var done: [(before: String, after: String)] = []
    private var undone: [(before: String, after: String)] = []

    mutating func type(_ words: String) {
        done.append((caption, caption + words))
        undone.removeAll()
        caption += words
    }

    mutating func undo() {
        guard let edit = done.popLast() else { return }
        caption = edit.before
        undone.append(edit)
    }

    mutating func redo() {
        guard let edit = undone.popLast() else { return }
        caption = edit.after
        done.append(edit)
    }
}

/// A draft that can be saved and restored through an opaque checkpoint.
final class Draft {
    struct Checkpoint {
        fileprivate let text: String
    }

    private(set) var text = ""

    func type(_ words: String) { text += words }
    func save() -> Checkpoint { Checkpoint(text: text) }
    func restore(_ checkpoint: Checkpoint) { text = checkpoint.text }
}

// MARK: - Singleton

/// The app's session, one per process: a `static let`, whose initializer calls a hook tests set.
final class AppSession: Sendable {
    static let shared = AppSession()
    /// Called by every creation; tests set it to count them.
    static let onCreate = Mutex<@Sendable () -> Void>({})

    private init() {
        Self.onCreate.withLock { $0 }()
    }
}

/// A value made on first use from a factory given at launch.
final class LaunchValue<Value: AnyObject & Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        stored.withLock { stored in
            if let stored { return stored }
            let created = make()
            stored = created
            return created
        }
    }
}

// MARK: - Flyweight

/// An icon drawn once per symbol name and shared by every row that shows it.
final class Icon: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

/// Hands out one shared icon per symbol name, to any number of tasks.
final class IconCache: Sendable {
    private let icons = Mutex<[String: Icon]>([:])
    private let draw: @Sendable (String) -> Icon

    init(draw: @escaping @Sendable (String) -> Icon = { Icon(name: $0) }) {
        self.draw = draw
    }

    func icon(named name: String) -> Icon {
        icons.withLock { icons in
            if let icon = icons[name] { return icon }
            let icon = draw(name)
            icons[name] = icon
            return icon
        }
    }
}

// MARK: - Builder

/// A request builder, a class whose steps change it in place.
final class UploadBuilder {
    struct Upload: Equatable {
        let file: String
        let retries: Int
    }

    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    private var file = ""
    private var retries = 0

    @discardableResult
    func file(_ file: String) -> Self {
        self.file = file
        return self
    }

    @discardableResult
    func retries(_ retries: Int) -> Self {
        self.retries = retries
        return self
    }

    func build() throws -> Upload {
        guard !file.isEmpty else { throw Invalid(description: "file '\(file)' is empty") }
        guard (0...5).contains(retries) else { throw Invalid(description: "retries '\(retries)' is not 0 to 5") }
        return Upload(file: file, retries: retries)
    }
}

// MARK: - State

enum PlaybackPhase: CaseIterable, Equatable, Sendable {
    case stopped, playing, paused
}

enum PlaybackEvent: CaseIterable, Equatable, Sendable {
    case play, pause, stop
}

/// A player that ignores an event its phase does not handle.
final class Playback {
    static let moves: [Transition<PlaybackPhase, PlaybackEvent>] = [
        Transition(.stopped, on: .play, to: .playing), Transition(.playing, on: .pause, to: .paused),
        Transition(.paused, on: .play, to: .playing), Transition(.playing, on: .stop, to: .stopped),
        Transition(.paused, on: .stop, to: .stopped),
    ]

    private(set) var phase: PlaybackPhase

    init(phase: PlaybackPhase) {
        self.phase = phase
    }

    func handle(_ event: PlaybackEvent) {
        if let move = Self.moves.first(where: { $0.from == phase && $0.event == event }) { phase = move.to }
    }
}

// MARK: - Iterator

/// A playlist whose songs are played in the order of their track numbers.
struct Playlist: Sequence {
    let songs: [(track: Int, title: String)]

    func makeIterator() -> IndexingIterator<[String]> {
        songs.sorted { $0.track < $1.track }.map(\.title).makeIterator()
    }
}

// MARK: - Chain of responsibility

/// A responder in a chain: it handles what it can, and passes the rest up.
final class Responder {
    let next: Responder?
    private let canHandle: (String) -> Bool

    init(next: Responder?, canHandle: @escaping (String) -> Bool) {
        self.next = next
        self.canHandle = canHandle
    }

    func handle(_ action: String) -> Bool {
        canHandle(action) || next?.handle(action) == true
    }
}

// MARK: - Proxy and decorator

/// A feed cached in front of a loader, refreshed after a deletion.
final class CachedFeed {
    private let load: () -> [Int]
    private let delete: (Int) -> Void
    private var copy: [Int]?

    init(load: @escaping () -> [Int], delete: @escaping (Int) -> Void) {
        self.load = load
        self.delete = delete
    }

    func posts() -> [Int] {
        if let copy { return copy }
        let fresh = load()
        copy = fresh
        return fresh
    }

    func delete(_ post: Int) {
        delete(post)
        copy = nil
    }
}

enum LoadError: Error, Equatable {
    case offline, forbidden
}

/// Retries a loader's `offline` failures, up to `attempts` calls in all.
struct RetryingLoader {
    let attempts: Int
    let load: () throws -> [Int]

    func posts() throws -> [Int] {
        var attempt = 1
        while true {
            do {
                return try load()
            } catch LoadError.offline where attempt < attempts {
                attempt += 1
            }
        }
    }
}

// MARK: - The feed script

/// The feed screen's view model, on the checker's scripted server.
final class FeedScreen {
    private let load: () throws -> [(id: Int, author: String, likes: Int, liked: Bool)]
    private let like: (Int) -> (id: Int, author: String, likes: Int, liked: Bool)?
    private var rows: [(id: Int, author: String, likes: Int, liked: Bool)]?
    private var failure: String?

    init(
        load: @escaping () throws -> [(id: Int, author: String, likes: Int, liked: Bool)],
        like: @escaping (Int) -> (id: Int, author: String, likes: Int, liked: Bool)?
    ) {
        self.load = load
        self.like = like
    }

    var lines: [String] {
        if let failure { return ["! \(failure)", "[Retry]"] }
        return (rows ?? []).map { "#\($0.id) \($0.author) ♥\($0.likes) [\($0.liked ? "Unlike" : "Like")]" }
    }

    func appear() {
        do {
            rows = try load()
            failure = nil
        } catch {
            failure = "\(error)"
        }
    }

    func tapLike(_ post: Int) {
        guard let stored = like(post), let index = rows?.firstIndex(where: { $0.id == post }) else { return }
        rows?[index] = stored
    }
}
