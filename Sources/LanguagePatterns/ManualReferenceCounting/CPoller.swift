/// A C-style polling API as Swift sees it: it keeps a `@convention(c)` function pointer and an
/// opaque `void *` context, and calls the one with the other on every poll, as
/// `CFRunLoopTimer`'s info pointer, `sqlite3_exec`'s callback argument or `pthread_create`'s
/// argument do.
///
/// Like any C library, it cannot retain a Swift object: whoever registers a context decides,
/// with `Unmanaged`, whether the poller's copy of the pointer owns a reference, and must give
/// that reference back when `unregister()` returns the pointer.
package final class CPoller {
    /// The C callback type: a plain function, no captures, the context as a raw pointer.
    package typealias Callback = @convention(c) (UnsafeMutableRawPointer?) -> Void

    private var registration: (context: UnsafeMutableRawPointer, callback: Callback)?

    package init() {}

    package func register(context: UnsafeMutableRawPointer, callback: Callback) {
        registration = (context, callback)
    }

    /// Whether a context is registered.
    package var isRegistered: Bool { registration != nil }

    /// Calls the callback with the context, if one is registered.
    package func poll() {
        guard let registration else { return }
        registration.callback(registration.context)
    }

    /// Forgets the registration and hands its context back to the caller, to release.
    package func unregister() -> UnsafeMutableRawPointer? {
        defer { registration = nil }
        return registration?.context
    }
}
