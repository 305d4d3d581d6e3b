#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an address is: on the calling thread's stack, in a loaded binary's image, or on the
/// heap.
///
/// Intent: classify an address by measuring, not by the kind of value it holds. The stack is
/// the calling thread's range (`ThreadStack`); the image is any loaded executable or library
/// (`dladdr` finds the one containing the address: its code, constants and string literals);
/// the heap is everything else a value can be in (`malloc`'s memory, including the task
/// allocator's slabs that hold async frames).
package enum Region: String, Equatable, Sendable {
    case stack
    case image
    case heap

    /// Where `address` is, seen from the calling thread. Call it in the synchronous function
    /// that took the address, so that "the stack" is that function's thread's.
    package static func of(_ address: UInt) -> Region {
        if let stack = ThreadStack.current(), stack.contains(address) { return .stack }
        if isInLoadedImage(address) { return .image }
        return .heap
    }

    /// Where the memory `pointer` points to is.
    package static func of(_ pointer: UnsafeRawPointer?) -> Region {
        of(UInt(bitPattern: pointer))
    }

    /// Whether a loaded executable or library contains `address` (`dladdr` finds one).
    private static func isInLoadedImage(_ address: UInt) -> Bool {
        guard let pointer = UnsafeRawPointer(bitPattern: address) else { return false }
        #if canImport(Glibc)
            guard let addressInfo = GNUFunctions.dladdr() else { return false }
            // `Dl_info` is four pointer-sized fields (file name, file base, symbol name, symbol
            // address): four pointers in a row have its size and alignment, so they stand in for
            // the struct glibc's headers do not give Swift.
            return withUnsafeTemporaryAllocation(of: UnsafeRawPointer?.self, capacity: 4) { info in
                info.initialize(repeating: nil)
                return addressInfo(pointer, UnsafeMutableRawPointer(info.baseAddress)) != 0
            }
        #elseif canImport(Darwin)
            var info = Dl_info()
            return dladdr(pointer, &info) != 0
        #else
            return false
        #endif
    }
}
