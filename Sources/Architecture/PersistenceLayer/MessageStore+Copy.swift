import FutubraServer

extension MessageStore {
    /// Copies everything this store holds into `other`, through the protocol alone: one
    /// snapshot of this store (``archive()``) restored into `other` as one unit
    /// (``restore(_:)``), so the copy is all of it or none of it, and read marks are copied as
    /// they were marked, even beyond the last message.
    ///
    /// Moving to a new engine is itself written against the protocol, so it works between
    /// any two engines, including ones written later.
    func copy(into other: some MessageStore) throws(StoreError) {
        try other.restore(try archive())
    }
}
