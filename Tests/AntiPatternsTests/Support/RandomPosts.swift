import Futubra

@testable import AntiPatterns

/// A seeded post: any author, text of any length or an image or a video with or without a
/// caption, a few likes and comments.
func randomPost(_ random: inout SeededGenerator, id: Int) throws -> Post {
    let words = ["Hello", "a rather long sentence about the new feed screen", "ok", "Futubra at night"]
    let caption: String? = random.below(2) == 0 ? nil : random.pick(words)
    let content: Content
    switch random.below(3) {
    case 0: content = try .text(random.pick(words))
    case 1: content = try .image("https://img.futubra.example/\(id).jpg", caption: caption)
    default: content = try .video("https://video.futubra.example/\(id).mp4", caption: caption)
    }
    let nice = try Content.text("Nice")
    let likers = Set(SampleFeed.users.filter { _ in random.below(2) == 0 })
    let comments = (0..<random.below(3)).map { index in
        Comment(id: CommentID(index + 1), author: SampleFeed.eve, content: nice)
    }
    return try Post(
        id: PostID(id), author: random.pick(SampleFeed.users), content: content, likedBy: likers,
        comments: comments)
}

/// Seeded posts `#1` to `#count`.
func randomPosts(_ random: inout SeededGenerator, count: Int = 8) throws -> [Post] {
    try (1...count).map { try randomPost(&random, id: $0) }
}
