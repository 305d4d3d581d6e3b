extension MVVMCaseStudy {
    /// The first draft's service protocol, as written: a generic payload as an associated
    /// type, a settable `data`, an `id` of any type and a completion with two optionals.
    ///
    /// ```swift
    /// RouteService().fetchData(id: "http://url.com/route") { routes, error in ... }
    /// ```
    protocol Service {
        associatedtype T
        var data: T { get set }

        func fetchData(id: Any, completion: @escaping (T?, Error?) -> Void)
    }

    /// The draft's route service, as written: its fetching is left out ("logic of getting a
    /// route"), then it calls its completion for success and, unconditionally, for failure.
    ///
    /// The draft's failure call passes an `error` it never declares, so the draft does not
    /// compile; the one addition here is that property, which nothing ever sets.
    final class RouteService: Service {
        typealias T = [Route]
        var data: [Route] = []
        /// Not in the draft: the `error` its failure call uses, declared so that it compiles.
        var error: Error?

        func fetchData(id: Any, completion: @escaping ([Route]?, Error?) -> Void) {
            // Logic of getting a route: left out in the draft.
            // ...

            // On success.
            completion(data, nil)

            // On failure.
            completion(nil, error)
        }
    }

    /// The draft's point-of-interest service, the route service's twin, with the same addition.
    final class PointOfInterestService: Service {
        typealias T = [PointOfInterest]
        var data: [PointOfInterest] = []
        /// Not in the draft: the `error` its failure call uses.
        var error: Error?

        func fetchData(id: Any, completion: @escaping ([PointOfInterest]?, Error?) -> Void) {
            // Logic of getting the points of interest of one route: left out in the draft.
            // ...

            // On success.
            completion(data, nil)

            // On failure.
            completion(nil, error)
        }
    }
}
