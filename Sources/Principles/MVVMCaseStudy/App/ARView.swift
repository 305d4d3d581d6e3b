import MessageTrace

extension MVVMCaseStudy {
    /// The AR view: places the selected point's overlay in space, from the view model's state.
    ///
    /// ```swift
    /// await arView.show()
    /// arView.lines   // ["AR: Tower overlay at (0.0, 1.5, -3.0)"]
    /// ```
    @MainActor
    final class ARView {
        private let viewModel: RouteViewModel
        private(set) var lines: [String] = []

        init(viewModel: RouteViewModel) {
            self.viewModel = viewModel
            viewModel.observe { [weak self] change in self?.redraw(change) }
        }

        /// Asks the view model for the selected point's AR data and draws it.
        func show() async {
            Trace.call(from: "ARView", to: "RouteViewModel", "request AR data")
            await viewModel.loadAR()
        }

        private func redraw(_ change: RouteViewModel.Change) {
            guard change == .ar else { return }
            Trace.reply(from: "RouteViewModel", to: "ARView", "AR data")
            if let ar = viewModel.ar {
                let position = ar.position.map { "\($0)" }.joined(separator: ", ")
                lines = ["AR: \(ar.name) at (\(position))"]
            } else {
                lines = ["AR: nothing to show here"]
            }
        }
    }
}
