import Foundation

extension MVVMCaseStudy {
    /// The server, as the model sees it: one typed request per kind of data, each answered
    /// exactly once, by returning or by throwing (`URLError` when it has nothing).
    protocol TourServer: Sendable {
        func route(_ id: RouteID) async throws -> Route
        func materials(of point: PointID) async throws -> [Material]
        func arComponent(of point: PointID) async throws -> ARComponent?
    }

    /// A server holding a fixed catalogue: the app's backend in the run and in tests.
    ///
    /// ```swift
    /// let server = CatalogServer.oldTown
    /// let route = try await server.route(RouteID(rawValue: 1))
    /// ```
    struct CatalogServer: TourServer {
        let routes: [Route]
        let materials: [PointID: [Material]]
        let components: [PointID: ARComponent]

        func route(_ id: RouteID) async throws -> Route {
            guard let route = routes.first(where: { $0.id == id }) else { throw URLError(.resourceUnavailable) }
            return route
        }

        func materials(of point: PointID) async throws -> [Material] { materials[point] ?? [] }

        func arComponent(of point: PointID) async throws -> ARComponent? { components[point] }

        /// One route in an old town, by the guide mira: a clock tower (with AR) and a bridge.
        static let oldTown: CatalogServer = {
            let mira = User(id: 7, username: "mira", isTourist: false)
            let tower = PointOfInterest(
                id: PointID(rawValue: 1), name: "Clock tower", description: "Built in 1410.", latitude: 50.087,
                longitude: 14.421)
            let bridge = PointOfInterest(
                id: PointID(rawValue: 2), name: "Old bridge", description: "Sixteen arches.", latitude: 50.086,
                longitude: 14.411)
            let walk = Route(
                id: RouteID(rawValue: 1), name: "Old Town walk", createdBy: mira, points: [tower, bridge],
                link: "https://tours.example/routes/1")
            return CatalogServer(
                routes: [walk],
                materials: [
                    tower.id: [
                        Material(id: 1, kind: .text, path: "/materials/tower.txt"),
                        Material(id: 2, kind: .image, path: "/materials/tower.jpg"),
                    ]
                ],
                components: [
                    tower.id: ARComponent(id: 1, name: "Tower overlay", position: [0, 1.5, -3], rotation: [0, 90, 0])
                ])
        }()
    }
}
