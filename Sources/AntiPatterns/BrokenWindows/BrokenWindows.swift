/// Broken windows: one tolerated flaw makes the next one cheaper to leave.
///
/// A codebase is modelled as the lint sees it, warnings per file; developers make a seeded
/// sequence of changes, each touching one file; whether a developer leaves a new warning
/// depends on how many they see in that file already (the theory, as a parameter), and
/// whether they tidy one up. A merge gate decides what gets in: ``TolerantGate`` (the
/// problem), ``FixedBaselineGate`` (a common half-measure) and ``WarningRatchet`` (the fix).
enum BrokenWindows {}

extension BrokenWindows {
    /// The warnings the lint reports, per file.
    struct Codebase: Equatable, Sendable {
        var warnings: [Int]

        /// A codebase of `files` files with no warnings, then `broken` warnings in the first.
        init(files: Int, broken: Int = 0) {
            warnings = Array(repeating: 0, count: files)
            if files > 0 { warnings[0] = broken }
        }

        var total: Int { warnings.reduce(0, +) }
    }

    /// One change a developer makes: the file it touches, and two draws in `0..<1` that decide
    /// whether they slip (leave a new warning) and whether they tidy (fix one they see).
    struct Change: Equatable, Sendable {
        let file: Int
        let slip: Double
        let tidy: Double

        /// `count` changes over `files` files, the same for the same seed.
        static func seeded(_ count: Int, files: Int, seed: UInt64) -> [Change] {
            var random = SeededGenerator(seed: seed)
            return (0..<count).map { _ in
                Change(file: random.below(files), slip: unit(&random), tidy: unit(&random))
            }
        }

        private static func unit(_ random: inout SeededGenerator) -> Double {
            Double(random.next() >> 11) / Double(UInt64(1) << 53)
        }
    }

    /// How the team behaves around the warnings it sees.
    struct Developers: Sendable {
        /// The chance of leaving a warning in a file with none.
        var care = 0.03
        /// How much each warning already in the file adds to that chance: the broken-windows
        /// effect. Zero means old warnings change nothing.
        var contagion = 0.12
        /// The chance of fixing one warning seen in the touched file.
        var tidiness = 0.25

        /// The chance of leaving a warning in a file that has `visible` warnings.
        func slipChance(seeing visible: Int) -> Double {
            min(1, care + contagion * Double(visible))
        }
    }
}
