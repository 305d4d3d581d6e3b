import Futubra

/// What the profile feature offers the others: open a user's profile. It is all an interface
/// module holds, so the feed can open a profile without importing the profile feature.
protocol ProfileRouting: Sendable {
    /// Shows `user`'s profile; returns its title.
    func openProfile(of user: UserName) -> String
}
