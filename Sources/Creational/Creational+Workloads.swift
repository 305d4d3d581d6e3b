extension Creational {
    /// The family's mechanisms as workloads that `patterns bench` times: each returned function
    /// runs `n` operations on the catalogue's own implementation and returns a checksum of
    /// what it got, so the optimizer cannot drop the work.
    ///
    /// Set-up (the first access, the registry's first instance) happens once, when the
    /// workload is made; a call of the returned function is the timed part.
    ///
    /// ```swift
    /// let lookup = Creational.Workloads.multitonLookup()
    /// let checksum = lookup(1_000)   // 1,000 lookups of an existing client
    /// ```
    package enum Workloads {
        /// `FutubraApp.shared` read after its first use (a `static let`).
        package static func staticLet() -> (Int) -> Int {
            let tally = Tally()
            tally.take(FutubraApp.shared.creationNumber)
            return { count in
                for index in 0..<count {
                    tally.take(FutubraApp.shared.creationNumber &+ index)
                }
                return tally.total
            }
        }

        /// ``APIClient/shared(for:)`` of a host whose client the registry already holds.
        package static func multitonLookup() -> (Int) -> Int {
            let tally = Tally()
            let hosts = APIHost.allCases
            for host in hosts { tally.take(APIClient.shared(for: host).host.rawValue.utf8.count) }
            return { count in
                for index in 0..<count {
                    let client = APIClient.shared(for: hosts[index % hosts.count])
                    tally.take(ObjectIdentifier(client).hashValue & 0xFF)
                }
                return tally.total
            }
        }

        /// A copy of a ``Draft`` (copy-on-write storage) that is read, or written once.
        ///
        /// Without a write the copy shares the original's storage; the first write makes it
        /// allocate its own.
        package static func copyOnWrite(writing: Bool) -> (Int) -> Int {
            let tally = Tally()
            let original = Draft(text: "Release notes", tags: ["release", "ios", "swift"])
            let tags = ["release"]
            return { count in
                for _ in 0..<count {
                    var copy = original
                    if writing { copy.tags = tags }
                    tally.take(copy.tags.count)
                }
                return tally.total
            }
        }
    }
}

/// The receiver of every workload: adds what it is given. Never inlined, so each operation
/// ends in one real call, as the direct-call baseline does.
private final class Tally {
    private(set) var total = 0

    @inline(never)
    func take(_ value: Int) {
        total &+= value
    }
}
