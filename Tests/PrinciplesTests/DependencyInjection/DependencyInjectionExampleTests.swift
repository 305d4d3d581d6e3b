import ContractSupport
import Testing

@testable import Principles

@Test(
    "the dependency-injection example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func dependencyInjectionTranscript() async throws {
    try await checkTranscriptContract(
        of: DependencyInjectionExample(),
        equals: """
            == constructor injection ==
            FeedLoader(client: ServerFeedClient()): ["#4 anna", "#3 bob", "#2 chen", "#1 dana"]
            FeedLoader(client: DownClient()):       ["could not load: the server is down"]
            == property injection ==
            viewDidLoad before the loader is set: ["not configured: no loader was set"]
            viewDidLoad after:                    ["#4 anna", "#3 bob", "#2 chen", "#1 dana"]
            == method injection, and an ambient context ==
            CommentComposer, filter passed in:   spam refused
            AmbientCommentComposer, none bound:  spam added
            AmbientCommentComposer, filter bound: spam refused
            == a service locator ==
            built on an empty locator; first use: ["could not load: no FeedClient registered"]
            after registering a client:           4 headlines
            == a container with lifetimes ==
            two loaders (transient) share one client (singleton in the container): true
            another container makes its own client: true
            an empty container: nothing is registered for 'FeedLoader'
            == down a chain, from a singleton, or injected ==
            wanted: avatars from https://img.staging.futubra.example
            TrampCommentList(host:):     https://img.staging.futubra.example/avatars/anna.png anna
            SingletonCommentList():      https://img.futubra.example/avatars/anna.png anna
            CommentList(avatars:):       https://img.staging.futubra.example/avatars/anna.png anna

            """)
}
