extension MVVMCaseStudy {
    /// Identifies a route; a typed id cannot be mixed up with a point's.
    struct RouteID: Hashable, Sendable { let rawValue: Int }

    /// Identifies a point of interest.
    struct PointID: Hashable, Sendable { let rawValue: Int }

    /// An account: a tourist follows routes, a guide (not a tourist) creates them.
    struct User: Equatable, Sendable {
        let id: Int
        let username: String
        let isTourist: Bool
    }

    /// A route a guide created: its points of interest, in order, and a link to share.
    struct Route: Equatable, Sendable {
        let id: RouteID
        let name: String
        let createdBy: User
        let points: [PointOfInterest]
        let link: String
    }

    /// A place on a route, with its coordinates.
    struct PointOfInterest: Equatable, Sendable {
        let id: PointID
        let name: String
        let description: String
        let latitude: Double
        let longitude: Double
    }

    /// Text or media about a point, stored on the server at `path`.
    struct Material: Equatable, Sendable {
        enum Kind: String, Sendable { case text, image, video }
        let id: Int
        let kind: Kind
        let path: String
    }

    /// Where to place a point's overlay in augmented reality: a position and a rotation.
    struct ARComponent: Equatable, Sendable {
        let id: Int
        let name: String
        let position: [Double]
        let rotation: [Double]
    }
}
