extension MVVMCaseStudy {
    /// The draft's view controller, as written: it creates its services itself, keeps them
    /// in one `service` variable of type `(any Service)?`, and handles results in closures.
    /// There is no view model and no model: the screen talks to the services directly.
    ///
    /// Two changes, so that it runs here: it is a plain class (no UIKit on Linux), and its
    /// handlers, empty in the draft, record what they were given, so tests can see it.
    /// Results arrive as `Any?` (the existential erases the associated type), so what they
    /// record is only what they can say about them.
    ///
    /// ```swift
    /// let controller = MainViewController()
    /// controller.getRoute()
    /// controller.getPointsOfInterest()
    /// ```
    final class MainViewController {
        var service: (any Service)?
        let link = "http://url.com/route"
        let routeId = 123
        /// What the completion handlers were given, one line a call.
        private(set) var handled: [String] = []

        func getRoute() {
            service = RouteService()

            // Getting the route.
            service?.fetchData(id: link) { [weak self] routes, error in
                if let routes {
                    self?.handled.append("route result, an Any holding \(type(of: routes))")
                } else if let error {
                    self?.handled.append("route error: \(type(of: error))")
                } else {
                    self?.handled.append("route: called with neither")
                }
            }
        }

        func getPointsOfInterest() {
            service = PointOfInterestService()

            // Getting the points of interest of one route.
            service?.fetchData(id: routeId) { [weak self] pointsOfInterest, error in
                if let pointsOfInterest {
                    self?.handled.append("points result, an Any holding \(type(of: pointsOfInterest))")
                } else if let error {
                    self?.handled.append("points error: \(type(of: error))")
                } else {
                    self?.handled.append("points: called with neither")
                }
            }
        }
    }
}
