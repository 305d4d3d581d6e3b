#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// Whether `needle` occurs in the string, compared byte for byte in UTF-8.
    ///
    /// For the generated pages the tests search (ASCII markup around UTF-8 text) this answers
    /// as `contains` does. It exists for speed: on Linux, Foundation's `contains` converts both
    /// strings to UTF-16 on every call, and the site's tests ask it thousands of times over a
    /// thousand pages, about a second of CPU in every test run.
    package func includes(_ needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { text in
            needle.withUTF8 { part in
                guard let first = part.first else { return true }
                guard let textBase = text.baseAddress, let partBase = part.baseAddress else { return false }
                // Each occurrence of the first byte (memchr), then the rest compared (memcmp).
                var offset = 0
                while text.count - offset >= part.count {
                    guard let hit = memchr(textBase + offset, Int32(first), text.count - offset - part.count + 1)
                    else { return false }
                    let start = textBase.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(textBase + start, partBase, part.count) == 0 { return true }
                    offset = start + 1
                }
                return false
            }
        }
    }
}
