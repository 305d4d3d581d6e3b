import MessageTrace

extension MVVMCaseStudy {
    /// The model: gets routes, materials and AR data from the server for the view model.
    ///
    /// ```swift
    /// let model = RouteModel(server: CatalogServer.oldTown)
    /// let route = try await model.route(RouteID(rawValue: 1))
    /// ```
    struct RouteModel: Sendable {
        let server: any TourServer

        func route(_ id: RouteID) async throws -> Route {
            Trace.call(from: "RouteModel", to: "Server", "request route data")
            let route = try await server.route(id)
            Trace.reply(from: "Server", to: "RouteModel", "route data")
            return route
        }

        func materials(of point: PointID) async throws -> [Material] {
            Trace.call(from: "RouteModel", to: "Server", "request text and media materials")
            let materials = try await server.materials(of: point)
            Trace.reply(from: "Server", to: "RouteModel", "text and media materials")
            return materials
        }

        func arComponent(of point: PointID) async throws -> ARComponent? {
            Trace.call(from: "RouteModel", to: "Server", "request AR data")
            let component = try await server.arComponent(of: point)
            Trace.reply(from: "Server", to: "RouteModel", "AR data")
            return component
        }
    }
}
