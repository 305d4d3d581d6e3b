#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How long `patterns bench` measures each mechanism.
struct BenchPlan: Sendable, Equatable {
    /// Timed batches of each mechanism, each paired with a batch of the baseline: one per
    /// round, every mechanism sampled in each round.
    var samples: Int
    /// Nanoseconds each timed batch lasts at least: long enough for the clock.
    var batch: Double
    /// Nanoseconds of untimed runs before the first sample.
    var warmUp: Double

    static let full = BenchPlan(samples: 21, batch: 8_000_000, warmUp: 20_000_000)
    static let quick = BenchPlan(samples: 11, batch: 3_000_000, warmUp: 5_000_000)
}

/// The samples of one mechanism, in nanoseconds per operation, each taken right after a
/// sample of the direct-call baseline, so that a change in the machine's load hits both.
struct BenchSamples: Sendable, Equatable {
    var nanoseconds: [Double]
    var baseline: [Double]
    /// What the work returned, summed: printed, so the optimizer cannot delete the work.
    var checksum: Int

    /// These samples followed by `other`'s, the checksums added.
    func appending(_ other: BenchSamples) -> BenchSamples {
        BenchSamples(
            nanoseconds: nanoseconds + other.nanoseconds, baseline: baseline + other.baseline,
            checksum: checksum &+ other.checksum)
    }

    var median: Double { Self.median(nanoseconds) }
    var min: Double { nanoseconds.min() ?? 0 }
    var max: Double { nanoseconds.max() ?? 0 }

    /// Each sample divided by the baseline sample taken just before it.
    var ratios: [Double] {
        zip(nanoseconds, baseline).map { $0 / Swift.max($1, .leastNonzeroMagnitude) }
    }

    /// The median of the paired ratios: robust to a few samples slowed by other processes.
    var ratio: Double { Self.median(ratios) }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// How many operations a timed batch of a workload, and of its baseline, runs.
struct BatchSizes: Sendable, Equatable {
    var work: Int
    var baseline: Int
}

/// Times workloads against the direct-call baseline.
///
/// A workload runs `n` operations and returns a checksum. The sampler warms it up, finds a
/// batch size whose run lasts at least ``BenchPlan/batch`` (so the clock's resolution and the
/// cost of reading it vanish), then takes pairs of samples: a baseline batch, then a batch of
/// the workload.
struct Sampler: Sendable {
    var plan: BenchPlan
    /// A monotonic clock, in nanoseconds.
    var now: @Sendable () -> Double = Sampler.cpuNanoseconds
    /// The workload every sample is paired with.
    var baseline: @Sendable () -> (Int) -> Int = Baseline.directCall

    /// Takes `pairs` samples of `work`, each right after a sample of the baseline, where the
    /// caller is isolated (the main actor for UI mechanisms).
    ///
    /// With no `sizes`, it first warms `work` up for the plan's warm-up and finds the batch
    /// sizes; with the sizes of an earlier call, it warms up with one untimed batch.
    func measure(
        isolation: isolated (any Actor)? = #isolation, sizes: BatchSizes? = nil, pairs: Int = 1,
        _ work: (Int) async -> Int
    ) async -> (samples: BenchSamples, sizes: BatchSizes) {
        let baseline = self.baseline()
        var checksum = 0
        var sizes = sizes ?? BatchSizes(work: 0, baseline: 0)
        if sizes.work > 0 {
            checksum &+= await work(sizes.work)
        } else {
            sizes = BatchSizes(work: 1, baseline: 1)
            let warmUpEnd = now() + plan.warmUp
            repeat {
                sizes.work = await calibrated(sizes.work) { checksum &+= await work($0) }
                sizes.baseline = await calibrated(sizes.baseline) { checksum &+= baseline($0) }
            } while now() < warmUpEnd
        }
        var samples = BenchSamples(nanoseconds: [], baseline: [], checksum: 0)
        for _ in 0..<pairs {
            samples.baseline.append(await time(sizes.baseline) { checksum &+= baseline($0) })
            samples.nanoseconds.append(await time(sizes.work) { checksum &+= await work($0) })
        }
        samples.checksum = checksum
        return (samples, sizes)
    }

    /// The batch size, starting from `size`, whose run lasts at least the plan's batch.
    private func calibrated(
        isolation: isolated (any Actor)? = #isolation, _ size: Int, _ run: (Int) async -> Void
    ) async -> Int {
        var size = size
        while true {
            let perOperation = await time(size, run)
            let elapsed = perOperation * Double(size)
            if elapsed >= plan.batch || size >= 1 << 40 { return size }
            // Grow by what the last run says is missing, at most 64 times, at least twice.
            let wanted = elapsed > 0 ? plan.batch / elapsed * 1.2 : 64
            size *= Int(Swift.min(64, Swift.max(2, wanted.rounded(.up))))
        }
    }

    /// Nanoseconds per operation of one batch of `size` operations.
    private func time(
        isolation: isolated (any Actor)? = #isolation, _ size: Int, _ run: (Int) async -> Void
    ) async -> Double {
        let start = now()
        await run(size)
        return (now() - start) / Double(size)
    }

    /// The CPU time of the whole process, every thread of it, in nanoseconds.
    ///
    /// CPU time, not wall time: on a machine busy with other processes the bench takes longer,
    /// but the figures stay. Work on the tool's other threads (the task that consumes a stream,
    /// the actor's executor) counts; time spent waiting for a thread to be scheduled does not.
    static func cpuNanoseconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}

/// The baseline every figure is divided by: a direct call of a function the compiler may not
/// inline, which adds the value it is given to a total.
enum Baseline {
    static func directCall() -> (Int) -> Int {
        let tally = BenchTally()
        return { count in
            for index in 0..<count {
                tally.take(index)
            }
            return tally.total
        }
    }
}

/// The receiver of the tool's own workloads: one real call per message, as in the baseline.
final class BenchTally {
    private(set) var total = 0

    @inline(never)
    func take(_ value: Int) {
        total &+= value
    }
}
