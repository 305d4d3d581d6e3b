import Foundation
import Futubra

/// What the code-smell entries share: seeded Futubra inputs and a feed item with an open kind.
///
/// Every smell is shown twice, the code that has it and the code after the refactoring, and
/// both run on the same inputs. The inputs come from a seed, so a run and a test see the same
/// feeds every time.
///
/// ```swift
/// let feed = try CodeSmell.feed(seed: 7)   // six posts, newest first
/// ```
enum CodeSmell {
    /// Every seed that characterization tests run both versions on.
    static let seeds: ClosedRange<UInt64> = 1...24

    /// How often the code `needle` occurs in one smell's code before and after its refactoring:
    /// in the module's file `path` (relative to `Sources/AntiPatterns/`), inside its `Before`
    /// type and in the rest of the file. `nil` when there is no such file or it has no single
    /// `Before` type.
    ///
    /// Code only: comments and doc comments never count, and a string literal counts only
    /// when `needle` is one (`#""likes""#`). Each occurrence is a place that a change of that
    /// piece of knowledge has to edit.
    static func places(of needle: String, in path: String) -> (before: Int, after: Int)? {
        guard let file = SourceCode.antiPatterns.file(path), let before = file.body(ofType: "Before") else {
            return nil
        }
        let inBefore = file.occurrences(of: needle, in: before)
        return (inBefore, file.occurrences(of: needle) - inBefore)
    }

    /// How many comments, documentation comments left out, are inside the `Before` type and
    /// inside the `After` type of the module's file `path`.
    static func comments(in path: String) -> (before: Int, after: Int)? {
        guard let file = SourceCode.antiPatterns.file(path) else { return nil }
        let types = ["Before", "After"].map { name in file.declarations.filter { $0.isType && $0.name == name } }
        guard types.allSatisfy({ $0.count == 1 }) else { return nil }
        return (file.comments(in: types[0][0].lines).count, file.comments(in: types[1][0].lines).count)
    }

    /// A small random number generator (SplitMix64) whose output depends only on its seed.
    struct Generator: RandomNumberGenerator, Sendable {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }

        /// An index below `count`.
        mutating func index(below count: Int) -> Int {
            Int(next() % UInt64(max(count, 1)))
        }

        /// One of `choices`.
        mutating func pick<Choice>(_ choices: [Choice]) -> Choice {
            choices[index(below: choices.count)]
        }
    }

    /// A feed of `count` posts made from `seed`: every kind of content, likes, and comments
    /// that mention users, some followed by punctuation.
    static func feed(seed: UInt64, posts count: Int = 6) throws(FutubraError) -> Feed {
        var random = Generator(state: seed)
        var posts: [Post] = []
        for number in 1...count {
            let author = random.pick(SampleFeed.users)
            let likedBy = SampleFeed.users.filter { _ in random.next() % 2 == 0 }
            let content: Content
            switch random.index(below: 3) {
            case 0: content = try .text(sentence(&random))
            case 1: content = try .image("https://img.futubra.example/\(number).jpg", caption: caption(&random))
            default: content = try .video("https://video.futubra.example/\(number).mp4", caption: caption(&random))
            }
            var post = try Post(id: PostID(number), author: author, content: content, likedBy: Set(likedBy))
            for _ in 0..<random.index(below: 4) {
                post.addComment(by: random.pick(SampleFeed.users), content: try .text(sentence(&random)))
            }
            posts.append(post)
        }
        return try Feed(posts: posts.reversed())
    }

    /// A short sentence that mentions one user, sometimes with punctuation right after.
    static func sentence(_ random: inout Generator) -> String {
        let opening = random.pick(["look at this", "thanks", "agreed with", "nice one", "ask"])
        let mark = random.pick(["", ",", "!", "?"])
        let ending = random.pick(["today", "again", "for the tip", "really"])
        return "\(opening) @\(random.pick(SampleFeed.users))\(mark) \(ending)"
    }

    private static func caption(_ random: inout Generator) -> String? {
        random.next() % 3 == 0 ? nil : random.pick(["sunset", "my desk", "launch day", "the team"])
    }

    /// A feed item as a server sends it: the kind is a type code any string can hold, so a
    /// kind the app has never heard of can arrive.
    struct FeedItem: Equatable, Sendable {
        /// `text`, `image`, `video`, or a kind added later.
        var kind: String
        var author: UserName
        var words: String
        var likes: Int

        init(kind: String, author: UserName, words: String, likes: Int) {
            self.kind = kind
            self.author = author
            self.words = words
            self.likes = likes
        }

        /// The item for `post`.
        init(post: Post) {
            self.init(
                kind: post.content.kind.rawValue, author: post.author, words: post.content.words ?? "",
                likes: post.likeCount)
        }
    }
}
