import ExampleKit

/// Plays broken windows: the same 200 seeded changes on a clean codebase and on one with
/// three tolerated warnings, through a tolerant build, a fixed baseline and a ratchet.
package struct BrokenWindowsExample: Example {
    package static let id = "broken-windows"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        typealias Model = BrokenWindows
        let changes = Model.Change.seeded(200, files: 10, seed: 7)
        let team = Model.Developers()
        transcript.line(
            "200 changes over 10 files; a developer leaves a warning with chance \(team.care)"
                + " + \(team.contagion) for each one already in the file, and fixes one they see with chance \(team.tidiness)"
        )

        transcript.section("tolerated: every change merges")
        for broken in [0, 3] {
            let history = Model.evolve(
                Model.Codebase(files: 10, broken: broken), through: changes, by: team, gate: Model.TolerantGate())
            transcript.line(
                "start with \(broken): \(milestones(history)); worst file \(history.codebase.warnings.max() ?? 0)")
        }
        let calm = Model.Developers(care: team.care, contagion: 0, tidiness: team.tidiness)
        for broken in [0, 3] {
            let history = Model.evolve(
                Model.Codebase(files: 10, broken: broken), through: changes, by: calm, gate: Model.TolerantGate())
            transcript.line("no contagion, start with \(broken): \(milestones(history))")
        }

        transcript.section("gated, starting with 3")
        let fixed = Model.evolve(
            Model.Codebase(files: 10, broken: 3), through: changes, by: team, gate: Model.FixedBaselineGate(limit: 3))
        transcript.line(
            "fixed baseline of 3: \(milestones(fixed)); above its lowest so far after \(fixed.regrowths) of 200 changes;"
                + " sent back \(fixed.sentBack)")
        let ratchet = Model.evolve(
            Model.Codebase(files: 10, broken: 3), through: changes, by: team, gate: Model.WarningRatchet(baseline: 3))
        transcript.line(
            "ratchet from 3: \(milestones(ratchet)); above its lowest so far after \(ratchet.regrowths) of 200 changes;"
                + " sent back \(ratchet.sentBack)")
    }

    /// The totals at the start and after every 50 changes.
    private func milestones(_ history: BrokenWindows.History) -> String {
        stride(from: 0, to: history.totals.count, by: 50).map { "\(history.totals[$0])" }.joined(separator: " → ")
    }
}
