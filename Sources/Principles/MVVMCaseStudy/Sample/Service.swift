import Foundation

extension MVVMCaseStudy {
    /// The first draft's service protocol, as written: a generic payload as an associated
    /// type, a settable `data`, an `id` of any type and a completion with two optionals.
    ///
    /// ```swift
    /// RouteService().fetchData(id: "https://tours.example/routes/1") { routes, error in ... }
    /// ```
    protocol Service {
        associatedtype T
        var data: T { get set }

        func fetchData(id: Any, completion: @escaping (T?, (any Error)?) -> Void)
    }

    /// The draft's route service, as written: it calls its completion for success and then,
    /// unconditionally, for the error.
    final class RouteService: Service {
        typealias T = [Route]
        var data: [Route] = []
        /// The draft's `error`, which nothing ever sets.
        var error: (any Error)?

        func fetchData(id: Any, completion: @escaping ([Route]?, (any Error)?) -> Void) {
            // Logic of getting a route: the id has to be a link, which the type does not say.
            guard let link = id as? String else {
                completion(nil, URLError(.badURL))
                return
            }
            data = DraftData.routes.filter { $0.link == link }
            // On success.
            completion(data, nil)
            // On failure.
            completion(nil, error)
        }
    }

    /// The draft's point-of-interest service, the route service's twin.
    final class PointOfInterestService: Service {
        typealias T = [PointOfInterest]
        var data: [PointOfInterest] = []
        var error: (any Error)?

        func fetchData(id: Any, completion: @escaping ([PointOfInterest]?, (any Error)?) -> Void) {
            // Logic of getting the points of a route: the id has to be an Int.
            guard let routeID = id as? Int else {
                completion(nil, URLError(.badURL))
                return
            }
            data = DraftData.routes.filter { $0.id.rawValue == routeID }.flatMap(\.points)
            // On success.
            completion(data, nil)
            // On failure.
            completion(nil, error)
        }
    }

    /// Where the draft's services get their data: built in, since nothing can be injected.
    enum DraftData {
        static let routes: [Route] = CatalogServer.oldTown.routes
    }
}
