import PatternContracts
import Testing

@testable import Drill

/// The four subsystems as doubles that write what they are asked in one log.
private final class Subsystems: ModerationService, MediaUploader, TimelineWriter, FollowerNotifier {
    var calls: [String] = []

    func check(_ text: String) throws {
        calls.append("check '\(text)'")
        if text == "spam" { throw PublishError.refused(text) }
    }

    func upload(_ file: String) throws -> String {
        calls.append("upload \(file)")
        if file == "broken.jpg" { throw PublishError.uploadFailed(file) }
        return "cdn/\(file)"
    }

    func insert(text: String, media: String?) -> Int {
        calls.append("insert '\(text)' with \(media ?? "no media")")
        return 41
    }

    func notifyFollowers(ofPost id: Int) {
        calls.append("notify followers of #\(id)")
    }
}

/// Fresh subsystems, the facade in front of them, one publish.
private func publish(_ text: String, photo: String?) -> (succeeded: Bool, calls: [String]) {
    let subsystems = Subsystems()
    let facade = PublishingFacade(
        moderation: subsystems, uploader: subsystems, timeline: subsystems, notifier: subsystems)
    let succeeded = (try? facade.publish(text, photo: photo)) == 41
    return (succeeded, subsystems.calls)
}

@Suite("Facade drill", .timeLimit(.minutes(1)), .watchdog)
struct FacadeDrillTests {
    @Test("one publish moderates, uploads, inserts and notifies in order; a refusal or failed upload stops it")
    func publishing() {
        checkFacadeContract(
            whole: [
                .succeeds(
                    "a post with a photo",
                    calls: [
                        "check 'Hi'", "upload photo.jpg", "insert 'Hi' with cdn/photo.jpg", "notify followers of #41",
                    ]
                ) { publish("Hi", photo: "photo.jpg") },
                .succeeds(
                    "a post without a photo",
                    calls: ["check 'Hi'", "insert 'Hi' with no media", "notify followers of #41"]
                ) { publish("Hi", photo: nil) },
            ],
            refusals: [
                .fails("a post moderation refuses", calls: ["check 'spam'"]) { publish("spam", photo: "photo.jpg") },
                .fails("a photo that fails to upload", calls: ["check 'Hi'", "upload broken.jpg"]) {
                    publish("Hi", photo: "broken.jpg")
                },
            ])
    }
}
