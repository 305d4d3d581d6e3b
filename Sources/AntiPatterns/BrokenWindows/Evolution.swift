extension BrokenWindows {
    /// What a sequence of changes did to a codebase.
    struct History: Equatable, Sendable {
        /// The total warnings before the first change and after each one.
        var totals: [Int]
        /// The codebase after the last change.
        var codebase: Codebase
        /// Changes the gate sent back for their author to fix a new warning first.
        var sentBack = 0
        /// Warnings developers left, whether or not they merged.
        var slips = 0

        var final: Int { totals.last ?? 0 }

        /// How many changes left the count above the lowest it had been before them.
        var regrowths: Int {
            var lowest = Int.max
            var count = 0
            for total in totals {
                if total > lowest { count += 1 }
                lowest = min(lowest, total)
            }
            return count
        }
    }

    /// Plays `changes` on `codebase`, one at a time: the developer tidies, may slip, and the
    /// gate decides whether the change merges as it is or goes back to have its warning fixed.
    static func evolve(
        _ codebase: Codebase, through changes: [Change], by developers: Developers, gate: some MergeGate
    ) -> History {
        var gate = gate
        var history = History(totals: [codebase.total], codebase: codebase)
        for change in changes {
            var next = history.codebase
            let visible = next.warnings[change.file]
            if visible > 0 && change.tidy < developers.tidiness {
                next.warnings[change.file] -= 1
            }
            let slipped = change.slip < developers.slipChance(seeing: visible)
            if slipped {
                next.warnings[change.file] += 1
                history.slips += 1
            }
            if !gate.admits(total: next.total) {
                next.warnings[change.file] -= 1
                history.sentBack += 1
            }
            gate.merged(total: next.total)
            history.codebase = next
            history.totals.append(next.total)
        }
        return history
    }
}
