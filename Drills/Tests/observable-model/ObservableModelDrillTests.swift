import PatternContracts
import Testing

@testable import Drill

extension PostsScreenModel.Phase {
    /// The phase as the checker reads it.
    var contractPhase: LoadPhase {
        switch self {
        case .idle: .idle
        case .loading: .loading
        case .loaded(let posts): .loaded(posts)
        case .failed: .failed
        }
    }
}

@Suite("Observable model drill", .timeLimit(.minutes(1)), .watchdog)
struct ObservableModelDrillTests {
    @Test("the model loads on the main actor, ends loaded or failed, is heard by the view, and the newest load wins")
    @MainActor
    func observableLoading() async {
        await checkObservableLoading(
            make: { load in PostsScreenModel(load: load) },
            load: { model in await model.load() },
            phase: { model in model.phase.contractPhase })
    }
}
