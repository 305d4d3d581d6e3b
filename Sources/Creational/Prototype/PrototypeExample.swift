import ExampleKit
import Futubra

/// Plays the prototype: drafts copied cheaply with copy-on-write, a shallow copy that
/// shares its photo, a deep copy that does not, and drafts stamped from a template.
package struct PrototypeExample: Example {
    package static let id = "prototype"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("copy-on-write")
        let original = Draft(text: "Weekend hike", tags: ["outdoors"])
        var copy = original
        transcript.line("copy = original: same storage? \(yesNo(copy.storageIdentity == original.storageIdentity))")
        copy.text = "Weekend hike, with photos"
        transcript.line("copy.text changed: same storage? \(yesNo(copy.storageIdentity == original.storageIdentity))")
        transcript.line("original still says '\(original.text)', the copy '\(copy.text)'")

        transcript.section("a shallow copy shares the photo")
        let url = try MediaURL("https://img.futubra.example/hike.jpg")
        var withPhoto = Draft(text: "Summit", photo: AttachedPhoto(url: url))
        withPhoto.tags = ["outdoors"]
        var shallow = withPhoto
        shallow.text = "Summit at dawn"
        shallow.photo?.filter = "mono"
        transcript.line("the shallow copy got its own text, and set its photo's filter to mono")
        transcript.line("original text: '\(withPhoto.text)', original photo filter: \(filter(of: withPhoto))")
        transcript.line("one photo object for both? \(yesNo(shallow.photo === withPhoto.photo))")

        transcript.section("a deep copy owns its photo")
        let deep = withPhoto.deepCopy()
        deep.photo?.filter = "sepia"
        transcript.line("the deep copy set its photo's filter to sepia")
        transcript.line("original photo filter: \(filter(of: withPhoto)), deep copy's: \(filter(of: deep))")
        transcript.line("one photo object for both? \(yesNo(deep.photo === withPhoto.photo))")

        transcript.section("drafts from a template")
        var templates = DraftTemplates()
        let banner = try MediaURL("https://img.futubra.example/release-banner.png")
        templates.register(
            "release notes", Draft(text: "What's new in Futubra", tags: ["release"], photo: AttachedPhoto(url: banner)))
        let monday = templates.makeDraft("release notes")
        let friday = templates.makeDraft("release notes")
        monday?.photo?.caption = "Version 2.1"
        transcript.line("two drafts from 'release notes'; Monday's captions its banner 'Version 2.1'")
        transcript.line("Friday's banner caption: \(friday?.photo?.caption ?? "none")")
        transcript.line(
            "the template's banner caption: \(templates.template("release notes")?.photo?.caption ?? "none")")
    }

    private func filter(of draft: Draft) -> String {
        draft.photo?.filter ?? "no photo"
    }

    private func yesNo(_ value: Bool) -> String {
        value ? "yes" : "no"
    }
}
