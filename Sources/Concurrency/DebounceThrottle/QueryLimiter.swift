/// What a search field sends its keystrokes to: a ``Debouncer`` or a ``Throttler``.
protocol QueryLimiter: Sendable {
    /// The field's text changed to `query`.
    func send(_ query: String)
}

extension Debouncer: QueryLimiter where Value == String {}
extension Throttler: QueryLimiter where Value == String {}

/// The user types "swift", a letter every 100 ms, from 0 to 400 ms.
let swiftKeystrokes = ["s", "sw", "swi", "swif", "swift"].enumerated().map {
    (at: Duration.milliseconds(100 * $0.offset), query: $0.element)
}

/// Types `keystrokes` into the limiter `make` builds, on virtual time, and returns the
/// searches it let through, each with its time: `"swift" at 700 ms`.
func searches(
    typing keystrokes: [(at: Duration, query: String)],
    through make: (VirtualScheduler, @escaping @Sendable (String) -> Void) -> any QueryLimiter
) -> [String] {
    let time = VirtualScheduler()
    let sent = Recorder<String>()
    let limiter = make(time) { query in sent.record("\"\(query)\" at \(time.millisecondsNow)") }
    time.play(keystrokes.map { key in (at: key.at, run: { limiter.send(key.query) }) }, until: .seconds(2))
    return sent.values
}
