extension TermFilter {
    /// Reads `bytes` for a search: returns how many words they hold (their tokens that are not
    /// parts of an identifier, as ``SearchText/Tokens`` reads them), and calls `visit` with each
    /// run of bytes that may hold a token the search keeps: one that passes ``mayMatch(_:)``, or
    /// one that is not ASCII (the index keeps those whatever the filter).
    ///
    /// A search indexes every text of the catalogue for a handful of words; reading each one
    /// token by token was most of its time. Here a run of bytes is read token by token only when
    /// a token may start there with one of the wanted heads; the rest is only counted.
    ///
    /// - A word starts at a letter, a digit or a non-ASCII byte when the last byte before it,
    ///   `_` aside, is none of those. A token starts there too when the byte right before it is
    ///   none of those (so the parts after `_` start one), and at each `@` or `#`.
    /// - A run is a longest stretch of word bytes, `_`, `@`, `#`, `!` and `?`. The tokenizer
    ///   starts afresh after any other byte, so the tokens of a run, read alone, are those of the
    ///   whole text there; each run is visited at most once.
    /// - Eight bytes that hold only ASCII letters, digits and other separators (most of a text)
    ///   are classified at once; any other eight are read byte by byte.
    func scan(_ bytes: UnsafeBufferPointer<UInt8>, visiting visit: (Range<Int>) -> Void) -> Int {
        startBits.withUnsafeBufferPointer { bits in scan(bytes, bits: bits, visiting: visit) }
    }

    private func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, bits: UnsafeBufferPointer<UInt64>, visiting visit: (Range<Int>) -> Void
    ) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var words = 0
        // Whether the last byte that is not `_` is a word byte, and whether the byte before is one.
        var inWord = false
        var afterWordByte = false
        // Where the last visited run ends: no place before it is looked at again.
        var visitedUpTo = 0

        func visitRun(around index: Int) {
            var start = index
            while start > 0, Self.isRunByte(bytes[start - 1]) { start -= 1 }
            var end = index
            while end < count, Self.isRunByte(bytes[end]) { end += 1 }
            visit(start..<end)
            visitedUpTo = end
        }

        var index = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        /// The high bit of each byte of `word` that is in `low...high` (every byte below 0x80).
        func inRange(_ word: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
            (word &+ ones &* (0x80 - low)) & ~(word &+ ones &* (0x80 - high - 1)) & highBits
        }
        /// Whether a byte of `word` is `byte`.
        func holds(_ word: UInt64, _ byte: UInt64) -> Bool {
            let difference = word ^ (ones &* byte)
            return (difference &- ones) & ~difference & highBits != 0
        }
        while index < count {
            if index + 8 <= count {
                let block = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                // Eight bytes of ASCII letters, digits and plain separators are read at once
                // (integer arithmetic on the eight: a bit for each word byte).
                if block & highBits == 0, !holds(block, 0x5F), !holds(block, 0x40), !holds(block, 0x23),
                    !holds(block, 0x21), !holds(block, 0x3F)
                {
                    let flags = inRange(block | (ones &* 0x20), 0x61, 0x7A) | inRange(block, 0x30, 0x39)
                    // The high bits, gathered into one byte: bit j is byte j.
                    let wordBytes = UInt8(truncatingIfNeeded: ((flags >> 7) &* 0x0102_0408_1020_4080) >> 56)
                    let shifted = wordBytes << 1
                    words += (wordBytes & ~(shifted | (inWord ? 1 : 0))).nonzeroBitCount
                    var starts = wordBytes & ~(shifted | (afterWordByte ? 1 : 0))
                    while starts != 0 {
                        let at = index + starts.trailingZeroBitCount
                        if at >= visitedUpTo, mayStartAHead(bytes, at: at, bits: bits) { visitRun(around: at) }
                        starts &= starts - 1
                    }
                    inWord = wordBytes & 0x80 != 0
                    afterWordByte = inWord
                    index += 8
                    continue
                }
            }
            // Byte by byte: eight that hold a joiner, a mark or a non-ASCII byte, and the tail.
            let end = min(index + 8, count)
            while index < end {
                let byte = bytes[index]
                if SearchText.isWordByte(byte) {
                    if !inWord { words += 1 }
                    if index >= visitedUpTo,
                        byte >= 0x80 || (!afterWordByte && mayStartAHead(bytes, at: index, bits: bits))
                    {
                        visitRun(around: index)
                    }
                    inWord = true
                    afterWordByte = true
                } else if byte == UInt8(ascii: "_") {
                    afterWordByte = false
                } else {
                    if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#"), index >= visitedUpTo,
                        mayStartAHead(bytes, at: index, bits: bits)
                    {
                        visitRun(around: index)
                    }
                    inWord = false
                    afterWordByte = false
                }
                index += 1
            }
        }
        return words
    }

    /// Whether a token that starts at `index` may start with one of the heads, by its first
    /// bytes, lowercased (bytes past the token, or 0 past the text, only make the answer yes
    /// more often).
    @inline(__always)
    private func mayStartAHead(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, bits: UnsafeBufferPointer<UInt64>)
        -> Bool
    {
        if keepsAll { return true }
        func isSet(_ bit: Int, at offset: Int) -> Bool {
            bits[offset + bit >> 6] & (1 << UInt64(bit & 63)) != 0
        }
        func lowered(_ offset: Int) -> UInt8 {
            index + offset < bytes.count ? SearchText.lowered(bytes[index + offset]) : 0
        }
        let first = lowered(0)
        guard isSet(Int(first), at: Self.firstBytesAt) else { return false }
        if isSet(Int(first), at: Self.headsOfOneAt) { return true }
        let second = lowered(1)
        if isSet(Int(first) << 8 | Int(second), at: Self.headsOfTwoAt) { return true }
        let third = lowered(2)
        return isSet(Self.hash(first, second, third, 0), at: Self.headsOfThreeAt)
            || isSet(Self.hash(first, second, third, lowered(3)), at: Self.headStartsAt)
    }

    /// A byte a run of tokens is made of (see ``scan(_:visiting:)``).
    static func isRunByte(_ byte: UInt8) -> Bool {
        SearchText.isWordByte(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@")
            || byte == UInt8(ascii: "#")
            || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
    }
}
