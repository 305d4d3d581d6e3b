extension MVVMCaseStudy {
    /// Wires the app: server, model, one view model, and the two views bound to it.
    ///
    /// ```swift
    /// let map = TourApp.launch(server: CatalogServer.oldTown)
    /// ```
    enum TourApp {
        @MainActor
        static func launch(server: any TourServer) -> MapView {
            let viewModel = RouteViewModel(model: RouteModel(server: server))
            return MapView(viewModel: viewModel, arView: ARView(viewModel: viewModel))
        }
    }
}
