/// What the build lets in: the check a change must pass before it merges.
protocol MergeGate {
    /// Whether a change that leaves the codebase at `total` warnings may merge.
    func admits(total: Int) -> Bool
    /// The change merged, leaving `total` warnings.
    mutating func merged(total: Int)
}

extension BrokenWindows {
    /// The problem: warnings are tolerated; every change merges.
    struct TolerantGate: MergeGate {
        func admits(total: Int) -> Bool { true }
        mutating func merged(total: Int) {}
    }

    /// A half-measure: "no more warnings than today", with today's figure written down once.
    /// It stops growth past the figure, and lets every warning fixed since come back.
    struct FixedBaselineGate: MergeGate {
        let limit: Int

        func admits(total: Int) -> Bool { total <= limit }
        mutating func merged(total: Int) {}
    }

    /// The fix: the count may never rise above the lowest it has been. A change that adds a
    /// warning is sent back; a change that removes one lowers the baseline for good.
    struct WarningRatchet: MergeGate {
        private(set) var baseline: Int

        func admits(total: Int) -> Bool { total <= baseline }

        mutating func merged(total: Int) {
            baseline = min(baseline, total)
        }
    }
}
