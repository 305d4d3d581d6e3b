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
        // The example plays the tourist, so it traces the tourist's taps and what the map shows back.
        transcript.trace(from: "Tourist", to: "MapView", "open the app")
        await map.open()
        transcript.trace(from: "Tourist", to: "MapView", "view a route")
        await map.viewRoute(Tour.RouteID(rawValue: 1))
        transcript.reply(from: "MapView", to: "Tourist", "shows the route")
        for line in await map.lines { transcript.line("map: \(line)") }
        transcript.trace(from: "Tourist", to: "MapView", "select a point")
        await map.selectPoint(Tour.PointID(rawValue: 1))
        transcript.reply(from: "MapView", to: "Tourist", "shows the point")
        for line in await map.lines { transcript.line("map: \(line)") }
        transcript.trace(from: "Tourist", to: "MapView", "view AR")
        await map.viewAR()
        transcript.reply(from: "MapView", to: "Tourist", "shows augmented reality")
        for line in await map.lines { transcript.line("map: \(line)") }
        transcript.trace(from: "Tourist", to: "MapView", "close the app")
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
            answers.append(routes.map { "\($0.count) routes" } ?? (error.map { "\(type(of: $0))" } ?? "neither"))
        }
        transcript.line(
            "RouteService().fetchData(id: 1), a number where a link is meant, compiles and is answered: \(answers.joined(separator: ", "))"
        )

        transcript.section("the component diagram, from the code")
        for line in Tour.ComponentDiagram.mermaid(from: Principles.sourceFiles).split(separator: "\n") {
            transcript.line(String(line))
        }
    }
}
