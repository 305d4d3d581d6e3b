extension MVVMCaseStudy {
    /// The draft's view controller, as written: it creates its services itself, keeps them
    /// in one `service` variable of type `(any Service)?`, and handles results in closures.
    ///
    /// Results arrive as `Any?` (the existential erases the associated type), so what it
    /// records is only what it can say about them.
    ///
    /// ```swift
    /// let controller = MainViewController()
    /// controller.getRoute()
    /// controller.getPointsOfInterest()
    /// ```
    final class MainViewController {
        var service: (any Service)?
        let link = "https://tours.example/routes/1"
        let routeId = 1
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
            service?.fetchData(id: routeId) { [weak self] points, error in
                if let points {
                    self?.handled.append("points result, an Any holding \(type(of: points))")
                } else if let error {
                    self?.handled.append("points error: \(type(of: error))")
                } else {
                    self?.handled.append("points: called with neither")
                }
            }
        }
    }
}
