import Foundation
import Futubra

/// Users' avatars kept in memory with `NSCache`: a cache, never a store, so every miss loads.
///
/// `NSCache` drops objects on its own (past `countLimit` or `totalCostLimit`, or when memory
/// is short on Apple platforms), so the cache answers every request: from memory when it
/// still holds the avatar, from `load` otherwise. Apple documents `NSCache` as thread-safe,
/// but the Foundation of Linux does not mark it `Sendable`, so this type is not either. It
/// copies nothing: keys and values are objects (`NSString`, ``Avatar``).
///
/// ```swift
/// let avatars = AvatarCache(countLimit: 100) { user in try await client.avatar(of: user) }
/// let image = avatars.avatar(of: anna)
/// ```
final class AvatarCache {
    private let cache: NSCache<NSString, Avatar>
    private let load: @Sendable (UserName) -> Avatar

    /// A cache of at most `countLimit` avatars, loading a missing one with `load`.
    init(countLimit: Int, load: @escaping @Sendable (UserName) -> Avatar) {
        cache = NSCache()
        cache.countLimit = countLimit
        self.load = load
    }

    /// The avatar of `user`: the one in memory, or a fresh one, which is then kept.
    func avatar(of user: UserName) -> Avatar {
        let key = user.rawValue as NSString
        if let kept = cache.object(forKey: key) { return kept }
        let loaded = load(user)
        cache.setObject(loaded, forKey: key)
        return loaded
    }

    /// Which of `users` are in memory now.
    func held(of users: [UserName]) -> [UserName] {
        users.filter { cache.object(forKey: $0.rawValue as NSString) != nil }
    }
}

/// A user's avatar image (its bytes stand for the pixels).
final class Avatar: Sendable {
    let user: UserName
    let bytes: Data

    init(user: UserName, bytes: Data) {
        self.user = user
        self.bytes = bytes
    }
}
