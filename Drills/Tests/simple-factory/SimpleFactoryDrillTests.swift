import PatternContracts
import Testing

@testable import Drill

@Suite("Simple factory drill", .timeLimit(.minutes(1)), .watchdog)
struct SimpleFactoryDrillTests {
    static let inputs: [FactoryInput<PostContent>] = [
        FactoryInput("text post", "plain", .text("Hello")),
        FactoryInput("text post", "empty", .text("")),
        FactoryInput("image post", "without a caption", .image(url: "cat.jpg", caption: nil)),
        FactoryInput("image post", "with a caption", .image(url: "cat.jpg", caption: "My cat")),
        FactoryInput("video post", "without a caption", .video(url: "run.mp4", caption: nil, seconds: 12)),
        FactoryInput("video post", "with a caption", .video(url: "run.mp4", caption: "5 km", seconds: 12)),
        FactoryInput("poll", "with two options", .poll(question: "Tea?", options: ["yes", "no"])),
        FactoryInput("poll", "with no options yet", .poll(question: "Lunch?", options: [])),
    ]

    @Test("each kind of content gets its own cell type, whatever else the post holds")
    func oneCellPerKind() {
        checkSimpleFactoryContract(
            Self.inputs,
            expected: [
                "text post": "TextCell", "image post": "ImageCell", "video post": "VideoCell", "poll": "PollCell",
            ]
        ) { content in
            String(describing: type(of: CellFactory.makeCell(for: content)))
        }
    }
}
