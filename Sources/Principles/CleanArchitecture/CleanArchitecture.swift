/// Clean architecture on the Futubra "trending posts" screen: four layers in four folders,
/// each naming only the layers inside it.
///
/// - `Entities/`: business rules that outlive any app (``TrendingPolicy``, with Futubra's `Post`);
/// - `UseCases/`: one application action (``ShowTrendingPosts``) and its ports;
/// - `Adapters/`: the presenter and the repository, converting between the use case and the outside;
/// - `Frameworks/`: the HTTP client, the screen and the wiring.
///
/// `Tangled/` holds the same feature with the rule broken, for comparison; ``DependencyRule``
/// checks the folders against each other.
enum CleanArchitecture {}
