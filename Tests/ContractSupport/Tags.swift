import Testing

extension Tag {
    /// A test that drives a whole screen through its view; every other UI test needs no view.
    @Tag public static var drivesView: Self
    /// A test that pins an example's whole transcript.
    @Tag public static var transcript: Self
}
