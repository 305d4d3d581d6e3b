import MessageTrace

extension MVVMCaseStudy {
    /// The view model: the state both views show, loaded through the model, and a binding
    /// that tells observers what changed. It knows no view.
    ///
    /// ```swift
    /// let viewModel = RouteViewModel(model: RouteModel(server: server))
    /// viewModel.observe { change in ... }
    /// await viewModel.loadRoute(RouteID(rawValue: 1))
    /// ```
    @MainActor
    final class RouteViewModel {
        /// What changed, for the observers to redraw.
        enum Change: Equatable, Sendable { case route, materials, ar, failure }

        private let model: RouteModel
        private var observers: [@MainActor (Change) -> Void] = []
        private(set) var route: Route?
        private(set) var selected: PointOfInterest?
        private(set) var materials: [Material] = []
        private(set) var ar: ARComponent?
        private(set) var failure: String?

        init(model: RouteModel) { self.model = model }

        /// Binds `observer` to every later change.
        func observe(_ observer: @escaping @MainActor (Change) -> Void) { observers.append(observer) }

        func loadRoute(_ id: RouteID) async {
            Trace.call(from: "RouteViewModel", to: "RouteModel", "request route data")
            do {
                route = try await model.route(id)
                Trace.reply(from: "RouteModel", to: "RouteViewModel", "route data")
                notify(.route)
            } catch {
                fail(error)
            }
        }

        func select(_ id: PointID) async {
            selected = route?.points.first { $0.id == id }
            Trace.call(from: "RouteViewModel", to: "RouteModel", "request text and media materials")
            do {
                materials = try await model.materials(of: id)
                Trace.reply(from: "RouteModel", to: "RouteViewModel", "text and media materials")
                notify(.materials)
            } catch {
                fail(error)
            }
        }

        func loadAR() async {
            guard let point = selected else { return }
            Trace.call(from: "RouteViewModel", to: "RouteModel", "request AR data")
            do {
                ar = try await model.arComponent(of: point.id)
                Trace.reply(from: "RouteModel", to: "RouteViewModel", "AR data")
                notify(.ar)
            } catch {
                fail(error)
            }
        }

        private func fail(_ error: any Error) {
            failure = "the server did not answer (\(type(of: error)))"
            notify(.failure)
        }

        private func notify(_ change: Change) {
            for observer in observers { observer(change) }
        }
    }
}
