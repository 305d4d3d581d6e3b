import PatternContracts
import Testing

@testable import Drill

@Suite("Observable collection drill", .timeLimit(.minutes(1)), .watchdog)
struct ObservableCollectionDrillTests {
    static var steps: [ChangeStep<ObservablePostList>] {
        [
            ChangeStep("insert #5 first") { $0.insert("#5", at: 0) },
            ChangeStep("remove the third post") { $0.remove(at: 2) },
            ChangeStep("move the first post to the end") { $0.move(from: 0, to: 3) },
            ChangeStep("move the last post to second") { $0.move(from: 3, to: 1) },
            ChangeStep("move the second post one down") { $0.move(from: 1, to: 2) },
            ChangeStep("add #6 at the end") { $0.insert("#6", at: 4) },
        ]
    }

    @Test("each change is announced once the list shows it, with the indices that turn the old list into the new")
    func announcesChanges() {
        checkCollectionChangeContract(
            Self.steps, make: { ObservablePostList(["#1", "#2", "#3", "#4"]) }, items: \.posts,
            observe: { list, heard in
                list.observe { change in
                    switch change {
                    case .inserted(let index): heard(.inserted(at: index))
                    case .removed(let index): heard(.removed(at: index))
                    case .moved(let from, let to): heard(.moved(from: from, to: to))
                    }
                }
            })
    }
}
