import ContractSupport
import Futubra
import Testing

@testable import Creational

/// The prototype's contract: copies are values, storage is shared until a write, and a
/// deep copy differs from a shallow one exactly in the reference-typed part.
@Suite("Prototype", .timeLimit(.minutes(1)), .watchdog)
struct PrototypeTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("writing to a copy gives it its own storage, and the original keeps its storage and its values") {
            let original = Draft(text: "Weekend hike", tags: ["outdoors"])
            let before = original.storageIdentity
            var copy = original
            copy.tags.append("photos")
            expect(copy.storageIdentity != original.storageIdentity)
            expect(original.storageIdentity, equals: before)
            expect(original.tags, equals: ["outdoors"])
            expect(copy.tags, equals: ["outdoors", "photos"])
        },
        Check("a write to a draft nobody else holds happens in place, without copying the storage") {
            var draft = Draft(text: "Weekend hike")
            let before = draft.storageIdentity
            draft.text = "Weekend hike, day two"
            draft.tags = ["outdoors"]
            expect(draft.storageIdentity, equals: before)
            expect(draft.text, equals: "Weekend hike, day two")
        },
        Check("a shallow copy shares its reference-typed photo: an edit through the copy shows in the original") {
            let original = Draft(text: "Summit", photo: try photo())
            var shallow = original
            shallow.text = "Summit at dawn"
            shallow.photo?.filter = "mono"
            expect(shallow.photo === original.photo)
            expect(original.photo?.filter, equals: "mono")
            expect(original.text, equals: "Summit")
        },
        Check("a deep copy owns its photo: an edit through it leaves the original untouched") {
            let original = Draft(text: "Summit", photo: try photo())
            let deep = original.deepCopy()
            deep.photo?.filter = "sepia"
            expect(deep.photo !== original.photo)
            expect(original.photo?.filter, equals: "none")
            expect(deep.photo?.filter, equals: "sepia")
            expect(deep.storageIdentity != original.storageIdentity)
            expect(deep.text, equals: original.text)
        },
        Check("a deep copy starts equal to its original in every field, photo included; only the objects differ") {
            let photo = AttachedPhoto(
                url: try MediaURL("https://img.futubra.example/prototype-tests.jpg"), filter: "mono", caption: "Dawn")
            let original = Draft(text: "Summit", tags: ["outdoors", "hike"], photo: photo)
            let deep = original.deepCopy()
            let copied = try #require(deep.photo)
            expect(copied !== photo)
            expect(deep.text, equals: "Summit")
            expect(deep.tags, equals: ["outdoors", "hike"])
            expect(copied.url, equals: photo.url)
            expect(copied.filter, equals: "mono")
            expect(copied.caption, equals: "Dawn")
        },
        Check(
            "every draft made from a template is a deep copy: editing one changes neither the template nor the others"
        ) {
            var templates = DraftTemplates()
            let prototype = Draft(text: "What's new", tags: ["release"], photo: try photo())
            templates.register("release notes", prototype)
            let first = try #require(templates.makeDraft("release notes"))
            let second = try #require(templates.makeDraft("release notes"))
            first.photo?.caption = "Version 2.1"
            expect(second.photo?.caption == nil)
            expect(templates.template("release notes")?.photo?.caption == nil)
            expect(prototype.photo?.caption == nil)
            expect(second.text, equals: "What's new")
            expect(templates.makeDraft("no such template") == nil)
        },
        Check("a registered template is a copy: editing the draft it came from afterwards leaves the template alone") {
            var templates = DraftTemplates()
            let prototype = Draft(text: "What's new", photo: try photo())
            templates.register("release notes", prototype)
            prototype.photo?.caption = "edited after registering"
            let template = try #require(templates.template("release notes"))
            expect(template.photo !== prototype.photo)
            expect(template.photo?.caption == nil)
            expect(templates.makeDraft("release notes")?.photo?.caption == nil)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "every setter copies shared storage before writing: a write through any field of a copy leaves the original as it was",
        arguments: DraftField.allCases)
    func everySetterCopiesSharedStorage(field: DraftField) throws {
        let photo = try photo()
        let original = Draft(text: "Weekend hike", tags: ["outdoors"], photo: photo)
        var copy = original
        field.write(to: &copy)
        expect(copy.storageIdentity != original.storageIdentity)
        expect(original.text, equals: "Weekend hike")
        expect(original.tags, equals: ["outdoors"])
        expect(original.photo === photo)
    }

}

/// The draft's settable fields, each written the way the composer would.
enum DraftField: CaseIterable, Sendable {
    case text, tags, photo

    /// Writes a new value into this field of `draft`.
    func write(to draft: inout Draft) {
        switch self {
        case .text: draft.text = "Weekend hike, with photos"
        case .tags: draft.tags.append("photos")
        case .photo: draft.photo = nil
        }
    }
}

private func photo() throws -> AttachedPhoto {
    AttachedPhoto(url: try MediaURL("https://img.futubra.example/prototype-tests.jpg"))
}
