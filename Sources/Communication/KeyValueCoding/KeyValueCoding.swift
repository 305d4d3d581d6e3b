/// A type whose properties can be read and written by string key, as with Cocoa's KVC.
///
/// Conformers list their keys in a ``KeyTable``; the protocol extension gives them
/// `value(forKey:)`, `setValue(_:forKey:)` and `setValuesForKeys(_:)`. An unknown key is a
/// thrown ``CommunicationError``, never a crash (Cocoa raised `NSUndefinedKeyException`).
protocol KeyValueCoding {
    /// The type's keys.
    static var keys: KeyTable<Self> { get }
}

extension KeyValueCoding {
    /// The value for `key`: `post.value(forKey: "likeCount")` is `.int(3)`.
    func value(forKey key: String) throws(CommunicationError) -> KeyValue {
        try Self.keys.value(of: self, forKey: key)
    }

    /// Writes `value` to `key`; nothing changes if it throws.
    mutating func setValue(_ value: KeyValue, forKey key: String) throws(CommunicationError) {
        try Self.keys.setValue(value, of: &self, forKey: key)
    }

    /// Writes every pair, all or nothing: on the first bad key or value nothing is changed.
    mutating func setValuesForKeys(_ values: [String: KeyValue]) throws(CommunicationError) {
        var copy = self
        for key in values.keys.sorted() {
            if let value = values[key] {
                try copy.setValue(value, forKey: key)
            }
        }
        self = copy
    }
}
