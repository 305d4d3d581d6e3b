import Synchronization

/// The mechanisms of the language and the runtime that the catalogue has no type of its own
/// for, as workloads: each runs `n` operations and returns a checksum of what it got. Each
/// message ends in one call of ``BenchTally/take(_:)``, as the baseline's does, so a figure
/// above the baseline's is what the mechanism adds.
enum LanguageWorkloads {
    /// A call through `any MessageReceiver` (a witness-table call on an existential).
    static func existential() -> (Int) -> Int {
        let receiver = opaqueReceiver()
        return { count in
            for index in 0..<count {
                receiver.receive(index)
            }
            return receiver.total
        }
    }

    /// A call through a generic function, specialised for the concrete receiver.
    static func generic() -> (Int) -> Int {
        let receiver = TallyReceiver()
        return { count in
            for index in 0..<count {
                deliver(index, to: receiver)
            }
            return receiver.total
        }
    }

    /// A call of a stored closure.
    static func closure() -> (Int) -> Int {
        let tally = BenchTally()
        let handler = opaqueHandler(tally)
        return { count in
            for index in 0..<count {
                handler(index)
            }
            return tally.total
        }
    }

    /// `Mutex.withLock`, uncontended, around one addition.
    static func mutex() -> (Int) -> Int {
        let total = Mutex(0)
        return { count in
            for index in 0..<count {
                total.withLock { $0 &+= index }
            }
            return total.withLock { $0 }
        }
    }

    /// An `await` of a method of an actor from a nonisolated task: a hop onto the actor's
    /// executor and back.
    static func actorHop() -> (Int) async -> Int {
        let counter = TallyActor()
        return { count in
            for index in 0..<count {
                await counter.take(index)
            }
            return await counter.total
        }
    }

    /// An element of an `AsyncStream` delivered to a consumer suspended in `for await`: two
    /// streams play ping-pong between two tasks, so every element finds its reader waiting.
    static func asyncStream() -> (Int) async -> Int {
        { count in
            let (pings, ping) = AsyncStream.makeStream(of: Int.self)
            let (pongs, pong) = AsyncStream.makeStream(of: Int.self)
            let echo = Task {
                for await value in pings { pong.yield(value) }
                pong.finish()
            }
            // Each round trip delivers two elements.
            let rounds = Swift.max(1, count / 2)
            var total = 0
            var received = 0
            ping.yield(0)
            for await value in pongs {
                total &+= value
                received += 1
                if received == rounds { break }
                ping.yield(received)
            }
            ping.finish()
            await echo.value
            return total
        }
    }
}

/// A message receiver reached through a protocol.
protocol MessageReceiver: AnyObject {
    var total: Int { get }
    func receive(_ value: Int)
}

/// The one conformer the bench uses; a second one keeps the compiler from assuming it.
final class TallyReceiver: MessageReceiver {
    private(set) var total = 0

    @inline(never)
    func receive(_ value: Int) {
        total &+= value
    }
}

/// A receiver that subtracts: never chosen, but the compiler cannot know that.
final class CountdownReceiver: MessageReceiver {
    private(set) var total = 0

    @inline(never)
    func receive(_ value: Int) {
        total &-= value
    }
}

/// Delivers `value` to a receiver whose type is known where this is called.
func deliver<Receiver: MessageReceiver>(_ value: Int, to receiver: Receiver) {
    receiver.receive(value)
}

/// An existential whose concrete type is chosen at run time.
@inline(never)
func opaqueReceiver() -> any MessageReceiver {
    unknowable() ? CountdownReceiver() : TallyReceiver()
}

/// A closure the compiler cannot see into at the call site.
@inline(never)
func opaqueHandler(_ tally: BenchTally) -> (Int) -> Void {
    unknowable() ? { tally.take(-$0) } : { tally.take($0) }
}

/// False in every run, but not provably so: the optimiser must keep both branches. (A
/// condition such as `Int.random(in: 0..<2) == 2` is not enough: the optimiser can prove it
/// false, see through the choice, and call the concrete type directly.)
@inline(never)
func unknowable() -> Bool {
    CommandLine.arguments.contains("--bench-never-passes-this")
}

/// An actor that adds what it is given.
actor TallyActor {
    private(set) var total = 0

    func take(_ value: Int) {
        total &+= value
    }
}
