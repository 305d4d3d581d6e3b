/// The asynchronous work a screen started and has not finished yet.
///
/// UI event handlers are synchronous, as in UIKit, and start network work in tasks. A
/// screen starts them here instead of in bare `Task { }`s, so a test (or a scripted session)
/// can wait until the screen is idle, as `XCTestExpectation` or a run-loop spin would.
///
/// ```swift
/// work.start { await self.viewModel.reload() }   // in an action
/// await work.settle()                            // in the test
/// ```
@MainActor
package final class PendingWork {
    private var tasks: [Task<Void, Never>] = []

    /// No work yet.
    package init() {}

    /// Starts `body` on the main actor and remembers it.
    ///
    /// The work runs in a `Task { }`, which inherits the starting task's task-local values
    /// (a tracer bound around a run, for instance), as an event handler's work would in an
    /// app; `Task.detached` would start it with none.
    package func start(_ body: @escaping @MainActor () async -> Void) {
        tasks.append(Task { await body() })
    }

    /// Whether some started work has not been waited for.
    package var isBusy: Bool { !tasks.isEmpty }

    /// Waits until all started work, including work it starts in turn, has finished.
    package func settle() async {
        while !tasks.isEmpty {
            await tasks.removeFirst().value
        }
    }
}
