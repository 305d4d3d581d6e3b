import ExampleKit

/// Plays the tourist-routes app designed in MVVM: a tourist's visit traced through the map
/// view, the AR view, the view model, the model and the server; then its first draft of
/// networking code, run as written; then the component diagram drawn from the code.
public struct MVVMCaseStudyExample: Example {
    public static let id = "mvvm-case-study"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        typealias Tour = MVVMCaseStudy
        transcript.section("a tourist's visit")
        let map = await Tour.TourApp.launch(server: Tour.CatalogServer.oldTown)
        await map.open()
        await map.viewRoute(Tour.RouteID(rawValue: 1))
        for line in await map.lines { transcript.line("map: \(line)") }
        await map.selectPoint(Tour.PointID(rawValue: 1))
        for line in await map.lines { transcript.line("map: \(line)") }
        await map.viewAR()
        for line in await map.lines { transcript.line("map: \(line)") }
        await map.close()
        transcript.line("closed; the map shows \(await map.lines.count) lines")

        transcript.section("the first draft, run as written")
        let controller = Tour.MainViewController()
        controller.getRoute()
        weak let routeService = controller.service as? Tour.RouteService
        transcript.line("getRoute(): the completion ran \(controller.handled.count) times")
        for line in controller.handled { transcript.line("  \(line)") }
        controller.getPointsOfInterest()
        transcript.line(
            "getPointsOfInterest(): the one service variable now holds \(controller.service.map { "\(type(of: $0))" } ?? "nothing")"
        )
        transcript.line("  the route service and its data: \(routeService == nil ? "released" : "kept")")
        var answers: [String] = []
        Tour.RouteService().fetchData(id: 1) { routes, error in
            answers.append(error == nil ? "\(routes?.count ?? 0) routes" : "an error")
        }
        transcript.line(
            "RouteService().fetchData(id: 1) compiles, then fails at run time: \(answers.joined(separator: ", "))")

        transcript.section("the component diagram, from the code")
        for line in Tour.ComponentDiagram.mermaid(from: Principles.sourceFiles).split(separator: "\n") {
            transcript.line(String(line))
        }
    }
}
