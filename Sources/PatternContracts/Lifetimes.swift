import Testing

/// Checks that `attach` does not keep the object from `make` alive: after the caller drops
/// its last strong reference, a weak reference to the object must be `nil`.
///
/// Use it for anything a host must not own: a delegate, a data source, an observer.
///
/// ```swift
/// checkNotRetained({ RecordingDelegate() }, by: { table.delegate = $0 })
/// ```
public func checkNotRetained<Object: AnyObject>(
    _ make: () throws -> Object,
    by attach: (Object) throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) rethrows {
    var object: Object? = try make()
    if let object {
        try attach(object)
    }
    weak let released = object
    object = nil
    if released != nil {
        violated(
            "a host must not keep what it was given alive", "the object outlived its last strong reference",
            at: sourceLocation)
    }
}
