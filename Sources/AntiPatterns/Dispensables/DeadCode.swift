import Futubra

extension Dispensables {
    /// Dead code: a parameter nobody passes, a branch that never runs, a function nobody calls.
    ///
    /// The caption function kept a `compact` flag from an old design and an older caption
    /// function beside it. Every reader has to work out that neither matters. The refactoring
    /// is to delete them; the characterization test proves nothing else changed.
    enum DeadCode {
        /// The smell: a live function with a dead flag, next to a dead function.
        enum Before {
            static func caption(_ post: Post, compact: Bool = false) -> String {
                if compact {
                    return String((post.content.words ?? "").prefix(10))
                }
                switch post.content {
                case .text(let text): return text.text
                case .image(let image): return image.caption ?? "a photo"
                case .video(let video): return video.caption ?? "a video"
                }
            }

            static func legacyCaption(_ post: Post) -> String {
                "\(post.author) posted \(post.content.kind.rawValue)"
            }
        }

        /// The refactoring: only what runs.
        enum After {
            static func caption(_ post: Post) -> String {
                switch post.content {
                case .text(let text): text.text
                case .image(let image): image.caption ?? "a photo"
                case .video(let video): video.caption ?? "a video"
                }
            }
        }
    }
}
