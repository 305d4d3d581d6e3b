/// A tourist-routes app designed in MVVM, in its own small domain (users, routes, points of
/// interest, materials, AR components).
///
/// `App/` is the app: a map view and an AR view bound to one view model, a model, and a
/// server. `Sample/` is a first draft of its networking code, kept as written so that its
/// flaws can be run and tested; the app is its fixed design.
enum MVVMCaseStudy {}
