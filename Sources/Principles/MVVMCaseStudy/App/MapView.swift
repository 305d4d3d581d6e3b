import MessageTrace

extension MVVMCaseStudy {
    /// The map view: the tourist's screen for routes and points. It draws the view model's
    /// state when told it changed and sends the tourist's taps to it; it does no networking.
    ///
    /// It traces the calls it makes and the answers they bring back, as every participant of
    /// the app does: the caller knows whom it called and what came back. The tourist's own
    /// taps are traced by whoever plays the tourist.
    ///
    /// ```swift
    /// let map = MapView(viewModel: viewModel, arView: ARView(viewModel: viewModel))
    /// map.open()
    /// await map.viewRoute(RouteID(rawValue: 1))
    /// ```
    @MainActor
    final class MapView {
        private let viewModel: RouteViewModel
        private let arView: ARView
        /// What the screen shows now.
        private(set) var lines: [String] = []

        init(viewModel: RouteViewModel, arView: ARView) {
            self.viewModel = viewModel
            self.arView = arView
        }

        func open() {
            viewModel.observe { [weak self] change in self?.redraw(change) }
            lines = ["map"]
        }

        func viewRoute(_ id: RouteID) async {
            Trace.call(from: "MapView", to: "ViewModel", "request the route")
            await viewModel.loadRoute(id)
        }

        func selectPoint(_ id: PointID) async {
            Trace.call(from: "MapView", to: "ViewModel", "request text and media materials")
            await viewModel.select(id)
        }

        func viewAR() async {
            Trace.call(from: "MapView", to: "ARView", "request AR data")
            await arView.show()
            Trace.reply(from: "ARView", to: "MapView", "AR data")
            lines = arView.lines
        }

        func close() {
            lines = []
        }

        private func redraw(_ change: RouteViewModel.Change) {
            switch change {
            case .route:
                Trace.reply(from: "ViewModel", to: "MapView", "the route")
                guard let route = viewModel.route else { return }
                lines = [
                    "\(route.name) by \(route.createdBy.username): " + route.points.map(\.name).joined(separator: ", ")
                ]
            case .materials:
                Trace.reply(from: "ViewModel", to: "MapView", "text and media materials")
                let name = viewModel.selected?.name ?? "?"
                lines = [
                    name + ": " + viewModel.materials.map { "\($0.kind.rawValue) \($0.path)" }.joined(separator: ", ")
                ]
            case .failure:
                lines = [viewModel.failure ?? ""]
            case .ar:
                break
            }
        }
    }
}
