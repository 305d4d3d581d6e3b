import Futubra

extension ObjectOrientationAbusers {
    /// Alternative classes with different interfaces: two types do one job under two names.
    ///
    /// An image attacher throws with a reason; a video maker, written by someone else, returns
    /// an optional. The composer needs a branch for each, and the video branch cannot say
    /// why a link was refused. The refactoring (rename, then extract a protocol) gives both
    /// one interface, `MediaAttacher`, and the composer one path.
    enum AlternativeClasses {
        /// A request to attach an image or a video to a new post.
        struct MediaRequest: Equatable, Sendable {
            var isVideo: Bool
            var url: String
            var caption: String?
        }

        /// Attaches media at a link to a new post; throws ``FutubraError`` saying why a link is refused.
        protocol MediaAttacher: Sendable {
            func attach(_ url: String, caption: String?) throws(FutubraError) -> Content
        }

        /// The smell: the same job, two interfaces.
        enum Before {
            /// Attaches an image; throws the reason a link is refused.
            struct ImageAttacher {
                func attachImage(url: String, caption: String?) throws(FutubraError) -> Content {
                    try .image(url, caption: caption)
                }
            }

            /// Makes a video, under its own names; answers `nil` for a refused link, and drops the reason.
            struct VideoMaker {
                func makeVideo(from address: String, title: String?) -> Content? {
                    try? .video(address, caption: title)
                }
            }

            /// The composer's answer to `request`: a branch per class.
            static func compose(_ request: MediaRequest) -> String {
                if request.isVideo {
                    guard let video = VideoMaker().makeVideo(from: request.url, title: request.caption) else {
                        return "rejected"
                    }
                    return "attached \(video)"
                }
                do {
                    let image = try ImageAttacher().attachImage(url: request.url, caption: request.caption)
                    return "attached \(image)"
                } catch {
                    return "rejected: \(error)"
                }
            }
        }

        /// The refactoring: one protocol, one path in the composer.
        enum After {
            /// Attaches an image through the shared interface.
            struct ImageAttacher: MediaAttacher {
                func attach(_ url: String, caption: String?) throws(FutubraError) -> Content {
                    try .image(url, caption: caption)
                }
            }

            /// Attaches a video through the shared interface.
            struct VideoAttacher: MediaAttacher {
                func attach(_ url: String, caption: String?) throws(FutubraError) -> Content {
                    try .video(url, caption: caption)
                }
            }

            /// The composer's answer to `request`, through whichever attacher fits.
            static func compose(_ request: MediaRequest) -> String {
                var attacher: any MediaAttacher = ImageAttacher()
                if request.isVideo { attacher = VideoAttacher() }
                do {
                    let media = try attacher.attach(request.url, caption: request.caption)
                    return "attached \(media)"
                } catch {
                    return "rejected: \(error)"
                }
            }
        }

        /// Requests made from `seed`: images and videos, good links and bad ones.
        static func requests(seed: UInt64, count: Int = 6) -> [MediaRequest] {
            var random = CodeSmell.Generator(state: seed)
            let links = [
                "https://img.futubra.example/a.jpg", "https://video.futubra.example/b.mp4", "ftp://files.example/c",
                "/local/d.png", "https://",
            ]
            return (0..<count).map { _ in
                MediaRequest(
                    isVideo: random.next() % 2 == 0, url: random.pick(links),
                    caption: random.pick([nil, "launch day", "my desk"]))
            }
        }
    }
}
