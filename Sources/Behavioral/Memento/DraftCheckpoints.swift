/// Keeps a composer's saved drafts, most recent last, without ever looking inside them.
///
/// The caretaker of the pattern: it decides *when* to save and which memento to give back,
/// never *what* a draft contains.
///
/// ```swift
/// var checkpoints = DraftCheckpoints()
/// checkpoints.save(try composer.snapshot())
/// if let last = checkpoints.takeLast() { try composer.restore(last) }
/// ```
struct DraftCheckpoints: Codable, Sendable {
    private var saved: [DraftMemento] = []

    /// How many drafts are kept.
    var count: Int { saved.count }

    /// Keeps `memento` as the most recent checkpoint.
    mutating func save(_ memento: DraftMemento) {
        saved.append(memento)
    }

    /// Removes and returns the most recent checkpoint, if any.
    mutating func takeLast() -> DraftMemento? {
        saved.popLast()
    }
}
