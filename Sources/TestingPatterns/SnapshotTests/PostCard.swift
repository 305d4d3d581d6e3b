import Futubra

/// The post card as the feed shows it, rendered two ways: as text lines (what a text snapshot
/// records) and as pixels (what an image snapshot records).
///
/// ```swift
/// PostCard.text(post)                        // "#4 anna\nShipped the new feed screen today!\n♥ 3 · 0 comments"
/// PostCard.pixels(post, renderer: .smooth)   // a bitmap that depends on the renderer, too
/// ```
enum PostCard {
    /// The card's lines: who, what, and the counts.
    static func text(_ post: Post) -> String {
        let words = post.content.words ?? "(\(post.content.kind))"
        return "\(post.id) \(post.author)\n\(words)\n♥ \(post.likeCount) · \(post.comments.count) comments"
    }

    /// The card's first and last lines drawn as pixels by `renderer`.
    static func pixels(_ post: Post, renderer: GlyphRenderer) -> Bitmap {
        renderer.render("\(post.id) \(post.author) ♥\(post.likeCount)")
    }
}

/// A grey-scale image: `width × height` pixels, 0 (paper) to 255 (ink).
struct Bitmap: Equatable, Sendable {
    var width: Int
    var height: Int
    var pixels: [UInt8]

    /// How many pixels differ from `other` (all of them when the sizes differ).
    func differingPixels(from other: Bitmap) -> Int {
        guard width == other.width, height == other.height else { return max(pixels.count, other.pixels.count) }
        return zip(pixels, other.pixels).filter { $0 != $1 }.count
    }
}

/// Draws text into pixels, in a 3×5 block font, as two versions of a system's text renderer
/// would: `.crisp` draws ink only; `.smooth` (the next OS version, say) also greys the pixels
/// beside the ink. The words are the same; the pixels are not.
enum GlyphRenderer: Sendable {
    case crisp
    case smooth

    /// `text` drawn one glyph after another, with a column of paper between glyphs.
    func render(_ text: String) -> Bitmap {
        let glyphs = Array(text.unicodeScalars)
        let width = glyphs.count * 4
        var pixels = [UInt8](repeating: 0, count: width * 5)
        for (index, scalar) in glyphs.enumerated() where scalar != " " {
            let bits = (scalar.value &* 2_654_435_761) >> 7
            for bit in 0..<15 where bits >> UInt32(bit) & 1 == 1 {
                pixels[(bit / 3) * width + index * 4 + bit % 3] = 255
            }
        }
        guard self == .smooth else { return Bitmap(width: width, height: 5, pixels: pixels) }
        var smoothed = pixels
        for index in pixels.indices where pixels[index] == 0 {
            let (row, column) = (index / width, index % width)
            let beside = [(row, column - 1), (row, column + 1), (row - 1, column), (row + 1, column)]
            if beside.contains(where: {
                $0.0 >= 0 && $0.0 < 5 && $0.1 >= 0 && $0.1 < width && pixels[$0.0 * width + $0.1] == 255
            }) {
                smoothed[index] = 96
            }
        }
        return Bitmap(width: width, height: 5, pixels: smoothed)
    }
}
