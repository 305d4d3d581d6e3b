/// The string keys of a type, each bound to a key path: what Cocoa finds by naming convention.
///
/// Cocoa's `value(forKey:)` looks for an accessor or instance variable named after the key, at
/// run time. Without that runtime, a type lists its keys here once, each with a typed key path;
/// the compiler checks every key path, and only the string-to-key-path lookup is dynamic. A key
/// bound to a `WritableKeyPath` can also be set.
///
/// ```swift
/// static let keys = KeyTable<FeedSettings>(typeName: "FeedSettings")
///     .writable("postsPerPage", \.postsPerPage)
///     .readOnly("summary", \.summary)
/// ```
struct KeyTable<Root>: Sendable {
    /// How errors name the type: `no key 'x' on FeedSettings`.
    let typeName: String
    private var readers: [String: @Sendable (Root) -> KeyValue] = [:]
    private var writers: [String: Writer] = [:]

    /// Writes one key: `write` returns `false` when the value is of the wrong kind.
    private struct Writer: Sendable {
        let expected: String
        let write: @Sendable (inout Root, KeyValue) -> Bool
    }

    /// A table with no keys.
    init(typeName: String) {
        self.typeName = typeName
    }

    /// Every key, sorted.
    var keys: [String] { readers.keys.sorted() }

    /// Adds a key that can be read but not written.
    func readOnly<Value: KeyValueRepresentable>(
        _ key: String, _ keyPath: KeyPath<Root, Value> & Sendable
    ) -> Self {
        var table = self
        table.readers[key] = { root in root[keyPath: keyPath].keyValue }
        return table
    }

    /// Adds a key that can be read and written.
    func writable<Value: KeyValueRepresentable>(
        _ key: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable
    ) -> Self {
        var table = readOnly(key, keyPath)
        table.writers[key] = Writer(expected: Value.keyValueTypeName) { root, value in
            guard let typed = Value(keyValue: value) else { return false }
            root[keyPath: keyPath] = typed
            return true
        }
        return table
    }

    /// The value of `key` in `root`; throws ``CommunicationError/unknownKey(_:type:)``.
    func value(of root: Root, forKey key: String) throws(CommunicationError) -> KeyValue {
        guard let read = readers[key] else { throw .unknownKey(key, type: typeName) }
        return read(root)
    }

    /// Sets `key` of `root` to `value`; throws for an unknown, read-only or mistyped key.
    func setValue(_ value: KeyValue, of root: inout Root, forKey key: String) throws(CommunicationError) {
        guard let write = writers[key] else {
            throw readers[key] == nil ? .unknownKey(key, type: typeName) : .readOnlyKey(key, type: typeName)
        }
        guard write.write(&root, value) else {
            throw .typeMismatch(key: key, expected: write.expected)
        }
    }
}
