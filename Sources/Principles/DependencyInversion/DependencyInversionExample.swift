import ExampleKit
import Futubra

/// A store that refuses every save: what a test hands the policy to reach its draft branch.
private final class FullDiskStore: DependencyInversion.PublishedPosts {
    func count(by author: UserName) -> Int { 0 }

    func save(_ post: Post) throws(DependencyInversion.SaveFailure) {
        throw DependencyInversion.SaveFailure(reason: "the disk is full")
    }
}

/// Plays the publishing rule written both ways: on the database, then on a failing store.
package struct DependencyInversionExample: Example {
    package static let id = "dependency-inversion"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let anna = SampleFeed.anna
        let texts = ["Morning!", "Lunch.", "Night."]

        transcript.section("DatabasePublisher: the policy makes its own database")
        let publisher = DependencyInversion.DatabasePublisher()
        for (offset, text) in texts.enumerated() {
            transcript.line("\(text) -> \(publisher.publish(text, by: anna, as: PostID(10 + offset)))")
        }
        transcript.line("rows in its database: \(publisher.database.rows.count)")

        transcript.section("PublishPolicy on the database, through the abstraction it owns")
        let database = DependencyInversion.PostDatabase()
        let policy = DependencyInversion.PublishPolicy(posts: database)
        for (offset, text) in texts.enumerated() {
            transcript.line("\(text) -> \(policy.publish(text, by: anna, as: PostID(10 + offset)))")
        }
        transcript.line("rows in the database: \(database.rows.count)")

        transcript.section("PublishPolicy on a store whose disk is full")
        let failing = DependencyInversion.PublishPolicy(posts: FullDiskStore())
        transcript.line("Morning! -> \(failing.publish("Morning!", by: anna, as: PostID(10)))")
        transcript.line("DatabasePublisher cannot be given this store: it makes its own")
    }
}
