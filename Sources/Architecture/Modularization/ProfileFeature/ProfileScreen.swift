import Futubra

/// The profile feature's implementation of ``ProfileRouting``: a user's profile, titled with
/// the number of posts they wrote. Only the app (and the profile's own tests) name it.
struct ProfileScreen: ProfileRouting {
    /// The feed the profile counts posts in.
    let feed: Feed

    func openProfile(of user: UserName) -> String {
        let count = feed.posts.filter { $0.author == user }.count
        return "\(user): \(count) \(count == 1 ? "post" : "posts")"
    }
}
