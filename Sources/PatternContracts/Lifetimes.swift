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
    let property = "a host must not keep what it was given alive"
    var object: Object? = try make()
    if let object {
        try CrashNote.checking(property) { try attach(object) }
    }
    let released = WeakReference(object)
    object = nil
    if released.object != nil {
        violated(property, "the object outlived its last strong reference", at: sourceLocation)
    }
}
