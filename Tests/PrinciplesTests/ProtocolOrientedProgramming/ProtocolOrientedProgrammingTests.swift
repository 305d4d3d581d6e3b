import ContractSupport
import Futubra
import Testing

@testable import Principles

/// Checks the long-press menus: a post can be liked, shared and reported; a comment only
/// reported; a profile shared and reported, never liked.
private func checkMenus(
    post: [String], comment: [String], profile: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(post == ["like", "share", "report"], sourceLocation: sourceLocation)
    #expect(comment == ["report"], sourceLocation: sourceLocation)
    #expect(profile == ["share", "report"], "a profile cannot be liked", sourceLocation: sourceLocation)
}

/// What protocols, extensions and value types change, each as a broken and a kept design
/// run on the same data.
@Suite("Protocol-oriented programming", .timeLimit(.minutes(1)), .watchdog)
struct ProtocolOrientedProgrammingTests {
    @Test(
        "composing capabilities gives each thing only the actions it has: a profile offers share and report, never like"
    )
    func compositionGivesOnlyWhatIsThere() throws {
        let post = try SampleFeed.post(4)
        let comment = try SampleFeed.post(1).comments[1]
        checkMenus(
            post: ActionMenu.actions(for: post), comment: ActionMenu.actions(for: comment),
            profile: ActionMenu.actions(for: SampleFeed.anna))
        let profile = ProfileItem(user: SampleFeed.anna)
        expect(profile.menu().contains("like"))
        expect(profile.like(by: SampleFeed.bob))
        expect(!(SampleFeed.anna as Any is any Likeable))
    }

    @Test(
        "one base class offering every action gives a profile a like it cannot have, and the check catches it",
        .tags(.control))
    func baseClassFailsTheMenuCheck() throws {
        let post = try SampleFeed.post(4)
        let comment = try SampleFeed.post(1).comments[1]
        withKnownIssue {
            checkMenus(
                post: PostItem(post: post).menu(), comment: CommentItem(comment: comment).menu(),
                profile: ProfileItem(user: SampleFeed.anna).menu())
        }
    }

    @Test(
        "a protocol extension adds behaviour to Futubra's own post, on its own likes; a wrapper subclass keeps likes of its own"
    )
    func extensionWorksOnTheRealValue() throws {
        var post = try SampleFeed.post(4)
        expect(post.toggleLike(by: SampleFeed.bob), equals: false)
        expect(post.likeCount, equals: 2)
        expect(post.toggleLike(by: SampleFeed.eve), equals: true)
        expect(post.likedBy, equals: [SampleFeed.chen, SampleFeed.dana, SampleFeed.eve])
        let wrapped = PostItem(post: try SampleFeed.post(4))
        expect(wrapped.like(by: SampleFeed.bob), "the wrapper does not know bob already likes the post")
        expect(wrapped.likedBy != wrapped.post.likedBy)
    }

    @Test("a requirement with a default is dispatched dynamically: through the protocol the post's own title is used")
    func requirementIsDispatchedDynamically() throws {
        let post = try SampleFeed.post(4)
        expect(ShareSheet.card(for: post), equals: "anna on Futubra - https://futubra.example/p/4")
        expect(ShareSheet.card(for: SampleFeed.anna), equals: "Shared from Futubra - https://futubra.example/u/anna")
    }

    @Test(
        "a title declared only in the extension is chosen statically: through the protocol the post's own title is skipped"
    )
    func extensionOnlyIsDispatchedStatically() throws {
        let post = try SampleFeed.post(4)
        expect(post.shareTitle(), equals: "anna on Futubra")
        expect(ShareSheet.card(forLink: post), equals: "Shared from Futubra - https://futubra.example/p/4")
        expect(ShareSheet.card(forLink: post) != ShareSheet.card(for: post))
    }

    @Test(
        "a struct draft is copied, so the preview cannot shorten the composer's text; a class draft is shared and loses it"
    )
    func valueTypesDoNotAlias() {
        let text = "Trying out the new composer today"
        let draft = Draft(text: text)
        let preview = DraftPreview.preview(of: draft)
        expect(preview.text, equals: "Trying out the...")
        expect(draft.text, equals: text)
        let box = DraftBox(text: text)
        let boxPreview = DraftPreview.preview(of: box)
        expect(boxPreview === box)
        expect(box.text, equals: "Trying out the...")
    }
}
