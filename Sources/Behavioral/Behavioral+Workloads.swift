import Futubra

extension Behavioral {
    /// The family's mechanisms as workloads that `patterns bench` times: each returned function
    /// sends `n` messages through the catalogue's own implementation and returns a checksum of
    /// what the receiver got, so the optimizer cannot drop the work.
    ///
    /// ```swift
    /// let tap = Behavioral.Workloads.targetAction()
    /// let checksum = tap(1_000)   // 1,000 taps, each delivered to one target
    /// ```
    package enum Workloads {
        /// ``FeedButton/sendActions(for:)`` to one target, held weakly, with an unbound method
        /// reference as its action.
        @MainActor
        package static func targetAction() -> @MainActor (Int) -> Int {
            let button = FeedButton(title: "Like", post: PostID(3))
            let target = TapTally()
            button.addTarget(target, action: TapTally.buttonTapped, for: .touchUpInside)
            return { count in
                for _ in 0..<count {
                    button.sendActions(for: .touchUpInside)
                }
                return withExtendedLifetime(target) { target.total }
            }
        }
    }
}

/// A target that adds the id of the post under each tapped button. Never inlined, so each tap
/// ends in one real call, as the direct-call baseline does.
@MainActor
private final class TapTally {
    private(set) var total = 0

    @inline(never)
    func buttonTapped(_ sender: FeedButton) {
        total &+= sender.post.rawValue
    }
}
