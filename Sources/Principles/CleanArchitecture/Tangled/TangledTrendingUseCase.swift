import Futubra

extension CleanArchitecture {
    /// The same feature with the dependency rule broken: the "use case" names the HTTP
    /// client and the screen, decodes JSON and formats rows itself.
    ///
    /// It works, but it cannot run without that client and that screen, a change of server
    /// format or of screen edits the business action, and its result is only screen text.
    ///
    /// ```swift
    /// TangledTrendingUseCase(client: client, screen: screen).showTrending()
    /// ```
    struct TangledTrendingUseCase {
        let client: FeedHTTPClient
        let screen: TrendingScreen

        func showTrending() {
            do {
                let posts = try FutubraJSON.decode([Post].self, from: client.get("/posts"))
                let trending = posts.filter { $0.likeCount + 2 * $0.comments.count >= 3 }
                    .sorted {
                        ($0.likeCount + 2 * $0.comments.count, $0.id) > ($1.likeCount + 2 * $1.comments.count, $1.id)
                    }
                let rows = trending.map {
                    "  #\($0.id.rawValue) by \($0.author), score \($0.likeCount + 2 * $0.comments.count)"
                }
                screen.show(["Trending (\(trending.count) of \(posts.count) posts)"] + rows)
            } catch {
                screen.show(["Trending is unavailable", "  \(error)"])
            }
        }
    }
}
