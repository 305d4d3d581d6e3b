import MessageTrace

/// Operations with dependencies, run together, at most ``width`` at a time, reporting once
/// when every one is done.
///
/// Intent: the queue half of `OperationQueue` (dependencies, `maxConcurrentOperationCount`
/// and a completion for the whole group) as a task group. An operation starts only after
/// all of its dependencies are done, and only when fewer than ``width`` operations are
/// sending; an operation waiting for a dependency holds no place, so a narrow batch cannot
/// deadlock on its own dependencies. Before anything runs, the dependencies are checked: a
/// cycle throws ``ArchitectureError/dependencyCycle(_:)`` and leaves every operation ready.
/// Cancelling the task that runs the batch cancels every operation in it.
///
/// What a failed or cancelled dependency does is ``DependencyPolicy``: by default the
/// dependent is cancelled without running (its `failure` names the dependency);
/// `.runAnyway` runs it, which is what Foundation's `Operation` does.
///
/// ```swift
/// var batch = OperationBatch(width: 4)
/// batch.add(feed)
/// batch.add(profile, after: [feed])
/// let report = try await batch.run(on: clock)
/// ```
struct OperationBatch: Sendable {
    /// What a dependent does when a dependency did not finish.
    enum DependencyPolicy: Sendable {
        /// It is cancelled and never runs.
        case cancelDependents
        /// It runs anyway, as `Operation` does.
        case runAnyway
    }

    /// The final state of each operation, by name, in the order they were added.
    struct Report: Sendable, Equatable {
        var states: [(name: String, state: OperationState)]

        static func == (lhs: Report, rhs: Report) -> Bool {
            lhs.states.map(\.name) == rhs.states.map(\.name) && lhs.states.map(\.state) == rhs.states.map(\.state)
        }
    }

    private(set) var operations: [RequestOperation] = []
    private var dependencies: [String: [String]] = [:]
    /// How many operations may send at once, like `OperationQueue.maxConcurrentOperationCount`.
    let width: Int

    /// An empty batch that runs at most `width` operations at once (no limit by default).
    init(width: Int = .max) {
        self.width = max(width, 1)
    }

    /// Adds `operation`, to start only after every operation in `dependencies` is done.
    mutating func add(_ operation: RequestOperation, after dependencies: [RequestOperation] = []) {
        operations.append(operation)
        self.dependencies[operation.name, default: []] += dependencies.map(\.name)
    }

    /// Makes `operation` wait for `dependency` as well.
    mutating func make(_ operation: RequestOperation, dependOn dependency: RequestOperation) {
        dependencies[operation.name, default: []].append(dependency.name)
    }

    /// A cycle among the dependencies, as names from an operation back to itself, if any.
    func cycle() -> [String]? {
        var visiting: [String] = []
        var done: Set<String> = []
        func visit(_ name: String) -> [String]? {
            if let start = visiting.firstIndex(of: name) { return Array(visiting[start...]) + [name] }
            if done.contains(name) { return nil }
            visiting.append(name)
            for dependency in dependencies[name] ?? [] {
                if let found = visit(dependency) { return found }
            }
            visiting.removeLast()
            done.insert(name)
            return nil
        }
        for operation in operations {
            if let found = visit(operation.name) { return found }
        }
        return nil
    }

    /// Runs every operation, each after its dependencies, and returns (and passes to
    /// `completion`, once) the final states when all are done.
    @discardableResult
    func run<TimeSource: Clock>(
        on clock: TimeSource, policy: DependencyPolicy = .cancelDependents,
        completion: @Sendable (Report) -> Void = { _ in }
    ) async throws(ArchitectureError) -> Report where TimeSource.Duration == Duration {
        if let cycle = cycle() { throw .dependencyCycle(cycle) }
        let byName = Dictionary(operations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let places = Places(width)
        await withTaskGroup(of: Void.self) { group in
            for operation in operations {
                let prerequisites = (dependencies[operation.name] ?? []).compactMap { byName[$0] }
                group.addTask {
                    for dependency in prerequisites {
                        let outcome = await dependency.completion()
                        if outcome != .finished, policy == .cancelDependents {
                            await operation.cancel(becauseOf: dependency.name)
                            return
                        }
                    }
                    await places.take()
                    await operation.run(on: clock)
                    await places.give()
                }
            }
        }
        var states: [(name: String, state: OperationState)] = []
        for operation in operations { states.append((operation.name, await operation.state)) }
        let report = Report(states: states)
        Trace.note(over: "OperationBatch", "all \(states.count) done")
        completion(report)
        return report
    }
}

/// The places of a batch of limited width: taking one waits, in line, until one is free.
private actor Places {
    private var free: Int
    private var line: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) {
        free = count
    }

    /// Takes a free place, or waits for one.
    func take() async {
        guard free == 0 else {
            free -= 1
            return
        }
        await withCheckedContinuation { line.append($0) }
    }

    /// Gives a place back: to the first in line, if any.
    func give() {
        if line.isEmpty {
            free += 1
        } else {
            line.removeFirst().resume()
        }
    }
}
