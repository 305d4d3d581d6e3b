/// What the headlines screen needs from storage.
protocol HeadlineStore: AnyObject {
    /// The titles of the newest posts.
    func titles() -> [String]
}

/// The headlines screen's model. Its store comes through its initializer (constructor
/// injection): the model never looks one up for itself, so a test hands it a double and an
/// app hands it the real store.
final class HeadlinesModel {
    private let store: any HeadlineStore

    init(store: any HeadlineStore) {
        self.store = store
    }

    /// The lines the screen shows: the store's titles.
    func headlines() -> [String] {
        store.titles()
    }
}
