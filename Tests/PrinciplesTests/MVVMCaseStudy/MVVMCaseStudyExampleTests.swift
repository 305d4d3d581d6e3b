import ContractSupport
import Testing

@testable import Principles

@Test("the mvvm-case-study example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func mvvmCaseStudyTranscript() async throws {
    try await checkTranscriptContract(
        of: MVVMCaseStudyExample(),
        equals: """
            == a tourist's visit ==
            map: Old Town walk by mira: Clock tower, Old bridge
            map: Clock tower: text /materials/tower.txt, image /materials/tower.jpg
            map: AR: Tower overlay at (0.0, 1.5, -3.0)
            closed; the map shows 0 lines
            == the first draft, run as written ==
            getRoute(): the completion ran 2 times
              route result, an Any holding Array<Route>
              route: called with neither
            getPointsOfInterest(): the one service variable now holds PointOfInterestService
              the route service and its data: released
            RouteService().fetchData(id: 1), a number where a link is meant, compiles and is answered: 0 routes, neither
            == the component diagram, from the code ==
            classDiagram
                direction LR
                class MapView
                class ARView
                class RouteViewModel
                class RouteModel
                class TourServer
                MapView --> ARView
                MapView --> RouteViewModel
                ARView --> RouteViewModel
                RouteViewModel --> RouteModel
                RouteModel --> TourServer

            """)
}
