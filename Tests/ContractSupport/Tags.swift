import Testing

extension Tag {
    /// A test that drives a whole screen through its view; every other UI test needs no view.
    @Tag package static var drivesView: Self
    /// A test that pins an example's whole transcript.
    @Tag package static var transcript: Self
}

extension Tag {
    /// A control: the test runs a deliberately wrong implementation (a publisher that holds
    /// its subscribers strongly, a check-then-create accessor) and expects the contract
    /// checker to reject it. It proves the checker can fail; it is not the pattern's
    /// contract, and the docs list it apart from the contract tests.
    @Tag package static var control: Self
}
