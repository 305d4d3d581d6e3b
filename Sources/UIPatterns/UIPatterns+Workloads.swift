import FutubraUI

extension UIPatterns {
    /// The UI kit's mechanisms as workloads that `patterns bench` times: each returned function
    /// sends `n` messages and returns a checksum of what the receiver got, so the optimizer
    /// cannot drop the work.
    ///
    /// ```swift
    /// let send = UIPatterns.Workloads.responderChain()
    /// let checksum = send(1_000)   // 1,000 messages, each found its handler five links up
    /// ```
    package enum Workloads {
        /// `Responder.target(for:)` walking a chain of five responders (four views, then the
        /// view controller that handles the message), as `UIApplication.sendAction(_:to:from:for:)`
        /// walks UIKit's with a nil target.
        @MainActor
        package static func responderChain() -> @MainActor (Int) -> Int {
            let controller = LikeHandlingController()
            var innermost = controller.view
            for _ in 0..<3 {
                let child = View()
                innermost.addSubview(child)
                innermost = child
            }
            let first = innermost
            return { count in
                for index in 0..<count {
                    first.target(for: (any LikeHandling).self)?.likeTapped(index)
                }
                return controller.total
            }
        }
    }
}

/// What the view controller at the end of the chain answers to.
@MainActor
private protocol LikeHandling {
    func likeTapped(_ value: Int)
}

/// The handler at the end of the chain: adds what it is given. Never inlined, so each message
/// ends in one real call, as the direct-call baseline does.
@MainActor
private final class LikeHandlingController: ViewController, LikeHandling {
    private(set) var total = 0

    @inline(never)
    func likeTapped(_ value: Int) {
        total &+= value
    }
}
