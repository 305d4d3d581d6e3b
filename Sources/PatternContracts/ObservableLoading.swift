import Dispatch
import Observation
import Synchronization
import Testing

/// Where a screen's load stands, as the observable-model contract reads it from your model.
public enum LoadPhase: Equatable, Sendable, CustomStringConvertible {
    case idle
    case loading
    case loaded([String])
    case failed

    public var description: String {
        switch self {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let items): "loaded \(listed(items))"
        case .failed: "failed"
        }
    }
}

/// Checks a modern MVVM view model: an `@Observable`, `@MainActor` model that loads
/// asynchronously (idle → loading → loaded, or failed), heard by a view through
/// `withObservationTracking`.
///
/// `make` builds your model on the loader given (call it to load; the checker decides when
/// each call answers, and with what); `load` runs your model's load; `phase` says where your
/// model stands, and is what the checker's view reads. The view renders `phase` inside
/// `withObservationTracking`, as SwiftUI does, and renders again at the next moment the
/// checker looks (while the load is in flight, after it ended) if it heard a change: so
/// its renders show what a screen would.
///
/// - While the load is in flight the model is loading (the loader is the moment).
/// - A successful load ends loaded, with the posts; a failed load ends failed (not
///   loading).
/// - The view hears each change it read: it renders again and shows the new state (a model
///   that is not `@Observable`, or whose state is `@ObservationIgnored`, leaves it stale).
/// - The model's state changes on the main actor (every change the view hears is checked).
/// - When a second load starts before the first has answered, the older answer never
///   replaces the newer one: the second call is answered first, the first afterwards.
///
/// ```swift
/// await checkObservableLoading(
///     make: { load in FeedModel(load: load) },
///     load: { model in await model.load() },
///     phase: { model in model.phase.contractPhase })
/// ```
@MainActor
public func checkObservableLoading<Model: AnyObject & Sendable>(
    make: @MainActor (_ load: @escaping @MainActor @Sendable () async throws -> [String]) -> Model,
    load: @escaping @MainActor @Sendable (Model) async -> Void,
    phase: @escaping @MainActor @Sendable (Model) -> LoadPhase,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    await runMainActorClauses(at: sourceLocation) { (check: LoadingCheck) async -> Violation? in
        let loader = ScriptedLoads()
        let model = make { try await loader.load() }
        let view = TrackingView { phase(model) }
        switch check {
        case .loadingWhileInFlight, .loadedAfterSuccess, .viewHearsChanges, .changesOnMainActor:
            let loading = Task { @MainActor in await load(model) }
            await loader.waitForCall(1, orEnd: loading)
            let during = phase(model)
            view.lookAgain()
            loader.answer(1, with: .success(["#2", "#1"]))
            await loading.value
            view.lookAgain()
            let after = phase(model)
            switch check {
            case .loadingWhileInFlight:
                guard loader.calls >= 1 else {
                    return Violation(property: check.property, observed: "the model never called its loader")
                }
                guard during != .loading else { return nil }
                return Violation(
                    property: check.property, observed: "while the loader was busy, the model was \(during)")
            case .loadedAfterSuccess:
                guard after != .loaded(["#2", "#1"]) else { return nil }
                return Violation(
                    property: check.property, observed: "after the loader answered [#2, #1], the model was \(after)")
            case .viewHearsChanges:
                guard view.renders != [.idle, .loading, .loaded(["#2", "#1"])] else { return nil }
                return Violation(
                    property: check.property,
                    observed:
                        "the view rendered \(counted(view.renders.count, "time")): \(listed(view.renders)), while the model went idle, loading, \(after)"
                )
            case .changesOnMainActor:
                let offMain = view.changesHeardOffMain
                guard offMain > 0 else { return nil }
                return Violation(
                    property: check.property,
                    observed: "\(counted(offMain, "change")) of its state happened off the main actor")
            default:
                return nil
            }
        case .failedAfterFailure:
            let loading = Task { @MainActor in await load(model) }
            await loader.waitForCall(1, orEnd: loading)
            loader.answer(1, with: .failure(ScriptedLoads.Offline()))
            await loading.value
            let after = phase(model)
            guard after != .failed else { return nil }
            return Violation(property: check.property, observed: "after the loader failed, the model was \(after)")
        case .newestAnswerWins:
            let first = Task { @MainActor in await load(model) }
            await loader.waitForCall(1, orEnd: first)
            let second = Task { @MainActor in await load(model) }
            await loader.waitForCall(2, orEnd: second, settle: true)
            // A model that waits for the first load before starting the second has not
            // called again: the first answers, then the second.
            let overlapped = loader.calls >= 2
            if overlapped { loader.answer(2, with: .success(["new"])) }
            loader.answer(1, with: .success(["old"]))
            if !overlapped {
                await loader.waitForCall(2, orEnd: second)
                loader.answer(2, with: .success(["new"]))
            }
            await first.value
            await second.value
            let after = phase(model)
            let expected: LoadPhase = loader.calls >= 2 ? .loaded(["new"]) : .loaded(["old"])
            guard after != expected else { return nil }
            return Violation(
                property: check.property,
                observed:
                    "the second load's answer [new] came first and the first load's [old] after it, and the model ended \(after)"
            )
        }
    }
}

/// ``runClauses(_:needs:property:at:check:)`` on the main actor, where the model lives: each
/// clause once, after the clauses it needs; a clause whose prerequisite failed is not judged.
@MainActor
private func runMainActorClauses(
    at sourceLocation: SourceLocation, _ check: @MainActor (LoadingCheck) async -> Violation?
) async {
    var verdicts: [LoadingCheck: Bool] = [:]
    for clause in LoadingCheck.allCases {
        var holds = clause.needs.allSatisfy { verdicts[$0] == true }
        if holds, let violation = await check(clause) {
            violated(violation.property, violation.observed, at: sourceLocation)
            holds = false
        }
        verdicts[clause] = holds
    }
}

/// The checker's view: renders the model's phase inside `withObservationTracking`, and
/// renders again when the checker looks if it heard a change since.
@MainActor
private final class TrackingView {
    private let render: @MainActor () -> LoadPhase
    /// What each render showed.
    private(set) var renders: [LoadPhase] = []
    private let heard = HeardChanges()

    init(render: @escaping @MainActor () -> LoadPhase) {
        DispatchQueue.main.setSpecific(key: mainQueueMark, value: true)
        self.render = render
        renderTracked()
    }

    /// How many changes the view heard off the main queue (off the main actor).
    var changesHeardOffMain: Int {
        heard.state.withLock { $0.offMain }
    }

    /// Renders again if a change was heard since the last render.
    func lookAgain() {
        let changed = heard.state.withLock { heard in
            defer { heard.changed = false }
            return heard.changed
        }
        if changed { renderTracked() }
    }

    private func renderTracked() {
        let heard = self.heard
        let shown = withObservationTracking {
            render()
        } onChange: {
            // The main actor runs its jobs on the main queue; its mark is seen there only
            // (Foundation's `Thread.isMainThread` is false for them under `swift test` on Linux).
            let onMain = DispatchQueue.getSpecific(key: mainQueueMark) != nil
            heard.state.withLock { heard in
                heard.changed = true
                if !onMain { heard.offMain += 1 }
            }
        }
        renders.append(shown)
    }
}

/// The mark the checker puts on the main queue, to tell a change made there from one made
/// on another thread.
private let mainQueueMark = DispatchSpecificKey<Bool>()

/// What the view heard since its last render, from whichever thread changed the model.
private final class HeardChanges: Sendable {
    struct State {
        var changed = false
        var offMain = 0
    }

    let state = Mutex(State())
}

/// The loader the checker gives the model: each call waits until the checker answers it.
@MainActor
private final class ScriptedLoads {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "the network is down" }
    }

    private var waiting: [Int: CheckedContinuation<[String], any Error>] = [:]
    private var early: [Int: Result<[String], any Error>] = [:]
    private var callWaiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?
    /// How many times the model called the loader.
    private(set) var calls = 0

    func load() async throws -> [String] {
        calls += 1
        let number = calls
        if let waiter = callWaiter, calls >= waiter.count {
            callWaiter = nil
            waiter.continuation.resume()
        }
        if let answer = early.removeValue(forKey: number) { return try answer.get() }
        return try await withCheckedThrowingContinuation { waiting[number] = $0 }
    }

    /// Answers call `number`, now if it is waiting, or as soon as it comes.
    func answer(_ number: Int, with answer: Result<[String], any Error>) {
        if let continuation = waiting.removeValue(forKey: number) {
            continuation.resume(with: answer)
        } else {
            early[number] = answer
        }
    }

    /// Returns once the loader has had `count` calls, or `task` (the model's load) has
    /// ended. With `settle`, at the latest once the main actor has run everything it was
    /// given a few times over: a model that waits for an earlier load before it starts the
    /// next calls nothing until that one ends, and the checker must answer it first.
    func waitForCall(_ count: Int, orEnd task: Task<Void, Never>, settle: Bool = false) async {
        guard calls < count else { return }
        let ended = Task { @MainActor [weak self] in
            await task.value
            guard let self, let waiter = self.callWaiter else { return }
            self.callWaiter = nil
            waiter.continuation.resume()
        }
        let settled = Task { @MainActor [weak self] in
            guard settle else { return }
            for _ in 0..<50 { await Task.yield() }
            guard let self, let waiter = self.callWaiter else { return }
            self.callWaiter = nil
            waiter.continuation.resume()
        }
        await withCheckedContinuation { callWaiter = (count, $0) }
        ended.cancel()
        settled.cancel()
    }
}

/// The clauses of the observable-model contract.
private enum LoadingCheck: CaseIterable {
    case loadingWhileInFlight, loadedAfterSuccess, failedAfterFailure, viewHearsChanges, changesOnMainActor
    case newestAnswerWins

    var property: String {
        switch self {
        case .loadingWhileInFlight: "while a load is in flight, the model is loading"
        case .loadedAfterSuccess: "a successful load ends loaded, with the posts"
        case .failedAfterFailure: "a failed load ends failed, not loading"
        case .viewHearsChanges:
            "the view hears each change it read (withObservationTracking): it renders again and shows the new state"
        case .changesOnMainActor: "the model's state changes on the main actor"
        case .newestAnswerWins:
            "when a second load starts before the first answers, the older answer never replaces the newer one"
        }
    }

    var needs: [Self] {
        switch self {
        case .loadingWhileInFlight: []
        case .loadedAfterSuccess, .failedAfterFailure: [.loadingWhileInFlight]
        case .viewHearsChanges, .changesOnMainActor, .newestAnswerWins: [.loadedAfterSuccess]
        }
    }
}
