import ContractSupport
import Foundation
import Testing

@testable import Futubra

@Suite("Content keeps the seed's contracts in its types", .timeLimit(.minutes(1)), .watchdog)
struct ContentTests {
    @Test("text content needs at least one character that is not white space", arguments: ["", " ", "\n\t", "  \n"])
    func blankTextIsRejected(text: String) {
        #expect(throws: FutubraError.emptyText) { try TextContent(text) }
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("text content keeps its text exactly, surrounding spaces included") {
            expect(try TextContent(" hi ").text == " hi ")
            expect(try TextContent("x").text == "x")
        },
        Check("a rejected URL is quoted in the error message") {
            #expect(throws: FutubraError.invalidMediaURL("ftp://x/y", reason: "must start with http:// or https://")) {
                try MediaURL("ftp://x/y")
            }
            let message = FutubraError.invalidMediaURL("ftp://x/y", reason: "must start with http:// or https://")
                .description
            expect(message.contains("'ftp://x/y'"))
        },
        Check("captions are optional, and a blank caption is stored as none") {
            let url = try MediaURL("https://img.example/cat.jpg")
            expect(ImageContent(url: url).caption == nil)
            expect(ImageContent(url: url, caption: "  ").caption == nil)
            expect(ImageContent(url: url, caption: "cat").caption, equals: "cat")
            expect(VideoContent(url: url, caption: "talk").caption, equals: "talk")
            expect(VideoContent(url: url, caption: "").caption == nil)
        },
        Check("an image is never equal to a video with the same URL and caption") {
            let image = try Content.image("https://m.example/a", caption: "a")
            let video = try Content.video("https://m.example/a", caption: "a")
            expect(image != video)
            expect(image.kind, equals: .image)
            expect(video.kind, equals: .video)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "image and video content need an absolute http or https URL with a host",
        arguments: [
            "", "cat.jpg", "/tmp/cat.jpg", "file:///tmp/cat.jpg", "ftp://host/cat.jpg", "https://", "http:///x",
        ])
    func badMediaURLsAreRejected(url: String) {
        #expect(throws: FutubraError.self) { try Content.image(url) }
        #expect(throws: FutubraError.self) { try Content.video(url) }
    }

}

@Suite("User names", .timeLimit(.minutes(1)), .watchdog)
struct UserNameTests {
    @Test(
        "a user name is 1 to 32 letters, digits, '.', '_' or '-'", arguments: ["a", "anna", "bob_1", "d.e-f", "Ёжик"])
    func validNames(name: String) throws {
        expect(try UserName(name).rawValue == name)
    }

    @Test(
        "an empty, too long or spaced user name is rejected",
        arguments: ["", "an na", "a/b", String(repeating: "x", count: 33)])
    func invalidNames(name: String) {
        #expect(throws: FutubraError.self) { try UserName(name) }
    }

    @Test("every sample user name is valid")
    func sampleUsersAreValid() throws {
        for user in SampleFeed.users {
            expect(try UserName(user.rawValue) == user)
        }
    }
}
