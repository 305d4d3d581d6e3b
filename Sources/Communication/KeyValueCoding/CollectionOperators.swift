/// KVC's simple collection operators, by string key path and by typed key path.
///
/// `posts.value(forKeyPath: "@avg.likeCount")` works as `valueForKeyPath:` does on an
/// `NSArray`; `posts.average(of: \.likeCount)` is the same question asked with a key path, which
/// the compiler checks and which returns a typed value.
extension Sequence where Element: KeyValueCoding {
    /// `@count`, `@sum.key`, `@avg.key`, `@min.key`, `@max.key`, or a plain `key` (one value
    /// per element). Throws for an unknown operator or key, or a key that cannot be summed.
    func value(forKeyPath path: String) throws(CommunicationError) -> KeyValue {
        if path == "@count" {
            return .int(Array(self).count)
        }
        guard path.hasPrefix("@") else {
            var values: [KeyValue] = []
            for element in self {
                values.append(try element.value(forKey: path))
            }
            return .array(values)
        }
        let parts = path.dropFirst().split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw .unknownOperator(path) }
        var values: [KeyValue] = []
        for element in self {
            values.append(try element.value(forKey: parts[1]))
        }
        switch parts[0] {
        case "sum": return try total(values, key: parts[1], operator: "@sum")
        case "avg":
            guard !values.isEmpty else { return .null }
            guard case .int(let total) = try total(values, key: parts[1], operator: "@avg") else {
                throw .unknownOperator(path)
            }
            return .double(Double(total) / Double(values.count))
        case "min": return try extreme(values, key: parts[1], wantsLargest: false)
        case "max": return try extreme(values, key: parts[1], wantsLargest: true)
        default: throw .unknownOperator("@" + parts[0])
        }
    }

    /// The sum of `keyPath` over the elements: `@sum`, typed.
    func sum<Value: AdditiveArithmetic>(of keyPath: KeyPath<Element, Value>) -> Value {
        reduce(.zero) { $0 + $1[keyPath: keyPath] }
    }

    /// The average of `keyPath`, or `nil` when there are no elements: `@avg`, typed.
    func average<Value: BinaryInteger>(of keyPath: KeyPath<Element, Value>) -> Double? {
        let values = map { $0[keyPath: keyPath] }
        guard !values.isEmpty else { return nil }
        return Double(values.reduce(0, +)) / Double(values.count)
    }

    /// The smallest value of `keyPath`: `@min`, typed.
    func minimum<Value: Comparable>(of keyPath: KeyPath<Element, Value>) -> Value? {
        map { $0[keyPath: keyPath] }.min()
    }

    /// The largest value of `keyPath`: `@max`, typed.
    func maximum<Value: Comparable>(of keyPath: KeyPath<Element, Value>) -> Value? {
        map { $0[keyPath: keyPath] }.max()
    }
}

/// The sum of integer values, for `@sum` and `@avg`.
private func total(_ values: [KeyValue], key: String, operator name: String) throws(CommunicationError) -> KeyValue {
    var total = 0
    for value in values {
        guard case .int(let number) = value else {
            throw .typeMismatch(key: key, expected: "numbers for '\(name)', not \(value.typeName)")
        }
        total += number
    }
    return .int(total)
}

/// The smallest (`wantsLargest` false) or largest value; all must be of one comparable kind.
private func extreme(
    _ values: [KeyValue], key: String, wantsLargest: Bool
) throws(CommunicationError) -> KeyValue {
    guard var best = values.first else { return .null }
    for candidate in values.dropFirst() {
        guard let candidateFirst = ascending(candidate, best) else {
            throw .typeMismatch(key: key, expected: "values of one comparable kind")
        }
        let bestFirst = ascending(best, candidate) ?? false
        if wantsLargest ? bestFirst : candidateFirst {
            best = candidate
        }
    }
    return best
}

/// Whether `lhs` sorts before `rhs`; `nil` when they cannot be compared.
private func ascending(_ lhs: KeyValue, _ rhs: KeyValue) -> Bool? {
    switch (lhs, rhs) {
    case (.int(let left), .int(let right)): left < right
    case (.double(let left), .double(let right)): left < right
    case (.string(let left), .string(let right)): left < right
    default: nil
    }
}
