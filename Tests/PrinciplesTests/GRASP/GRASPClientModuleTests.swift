import ContractSupport
import Futubra
import Principles
import Testing

// This file imports Principles without `@testable`, as a client module would: it sees only
// what the module made public for it.

/// A host added by another module.
private struct ClientHost: GRASP.MediaHost {
    func address(of post: PostID) -> String { "client://\(post.rawValue)" }
}

/// Protected variations, seen from a client module.
@Suite("GRASP from a client module", .timeLimit(.minutes(1)), .watchdog)
struct GRASPClientModuleTests {
    @Test(
        "protected variations: a new media host, added in another module, changes the links with no change to the client"
    )
    func protectedVariations() throws {
        let post = try SampleFeed.post(4)
        expect(GRASP.ShareLinks(host: ClientHost()).link(for: post), equals: "anna shared client://4")
    }
}
