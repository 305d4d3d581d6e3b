#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calling thread's stack, as the range of addresses the system reserved for it.
///
/// Intent: to say that a value is "on the stack" is to say that its address is inside this
/// range, so the range is read from the system, not guessed from the address of a local.
/// A synchronous function runs on its thread's stack; read the range and the address in the
/// same synchronous function, so that both belong to one thread.
///
/// ```swift
/// var row = PostRow(id: 4, likes: 3, comments: 2)
/// withUnsafePointer(to: &row) { ThreadStack.current().contains(UInt(bitPattern: $0)) }  // true
/// ```
package struct ThreadStack: Equatable, Sendable {
    /// The lowest address of the stack.
    package let low: UInt
    /// One past the highest address of the stack (the stack grows down from here).
    package let high: UInt

    package init(low: UInt, high: UInt) {
        self.low = low
        self.high = high
    }

    /// Whether `address` is inside the stack.
    package func contains(_ address: UInt) -> Bool {
        address >= low && address < high
    }

    /// The size of the stack in bytes.
    package var size: UInt { high - low }

    /// The calling thread's stack, or `nil` when the system does not say.
    ///
    /// Linux (glibc): `pthread_getattr_np` fills the thread's attributes and
    /// `pthread_attr_getstack` gives the LOW address and the size. Darwin:
    /// `pthread_get_stackaddr_np` gives the HIGH address and `pthread_get_stacksize_np` the size.
    package static func current() -> ThreadStack? {
        #if canImport(Glibc)
            var attributes = pthread_attr_t()
            guard let getAttributes = GNUFunctions.pthreadGetattrNP(),
                getAttributes(pthread_self(), &attributes) == 0
            else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var base: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &base, &size) == 0 else { return nil }
            let low = UInt(bitPattern: base)
            return ThreadStack(low: low, high: low + UInt(size))
        #elseif canImport(Darwin)
            let thread = pthread_self()
            let high = UInt(bitPattern: pthread_get_stackaddr_np(thread))
            return ThreadStack(low: high - UInt(pthread_get_stacksize_np(thread)), high: high)
        #else
            return nil
        #endif
    }
}

#if canImport(Glibc)
    /// The two GNU extensions the stack and the image need, looked up by name.
    ///
    /// Swift's `Glibc` module imports glibc's headers without `_GNU_SOURCE`, so
    /// `pthread_getattr_np` and `dladdr` are not in scope, though every glibc exports them.
    /// `dlsym` finds them in the process (`dlopen(nil)` is the program and its libraries), and
    /// each is converted to a `@convention(c)` type that repeats its C declaration exactly:
    /// `int pthread_getattr_np(pthread_t, pthread_attr_t *)` and
    /// `int dladdr(const void *, Dl_info *)`, so the call is the one a C caller makes.
    enum GNUFunctions {
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        typealias AddressInfo = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32

        static func pthreadGetattrNP() -> GetAttributes? {
            symbol("pthread_getattr_np").map { unsafeBitCast($0, to: GetAttributes.self) }
        }

        static func dladdr() -> AddressInfo? {
            symbol("dladdr").map { unsafeBitCast($0, to: AddressInfo.self) }
        }

        private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
            guard let program = dlopen(nil, RTLD_NOW) else { return nil }
            defer { dlclose(program) }
            return dlsym(program, name)
        }
    }
#endif
