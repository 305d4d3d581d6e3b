import CatalogKit
import ContractSupport
import ExampleKit
import Foundation
import MessageTrace
import Testing

@testable import PatternsCLI

@Suite("Class and sequence diagrams drawn as SVG pictures", .timeLimit(.minutes(2)), .watchdog)
struct DiagramPictureTests {
    static let classes = """
        classDiagram
            class FeedPublisher {
                -entries: [Entry]
                +subscribe(subscriber, handler) Subscription
                +publish(FeedEvent)
            }
            class FeedEvent {
                <<enumeration>>
                postLiked
            }
            class Subscription {
                +cancel()
            }
            class Store~T~ {
                +map(f) Array<T>
            }
            class LikeBadge
            class Logger
            FeedPublisher ..> FeedEvent : publishes & "sends"
            FeedPublisher --> Subscription : returns
            LikeBadge "1" *-- "1" Subscription : owns
            FeedPublisher <|.. LikeBadge
            Store <|-- LikeBadge
            Logger o-- Store : holds
            LikeBadge --> Logger
            note for LikeBadge "held <weakly> & kept nowhere"
        """

    static let trace = [
        TraceEvent(from: "App", to: "FeedPublisher", message: "like(#3, by: <anna>)"),
        TraceEvent(from: "FeedPublisher", to: "LikeBadge", message: "postLiked(#3) & \"more\""),
        TraceEvent(from: "LikeBadge", to: "LikeBadge", message: "recount()"),
        TraceEvent(from: "LikeBadge", to: "LikeBadge", message: "badge shows 1", kind: .note),
        TraceEvent(from: "LikeBadge", to: "FeedPublisher", message: "done", kind: .reply),
        TraceEvent(
            from: "FeedPublisher", to: "App",
            message: "a long reply that has to be wrapped onto more than one line in the picture as well", kind: .reply),
    ]

    var diagram: ClassDiagram { ClassDiagram.parse(Self.classes).diagram }

    @Test("a class picture: well-formed, sized, labelled and described; every class a box with its members")
    func classPicture() {
        expect(ClassDiagram.parse(Self.classes).problems, equals: [])
        checkClassPicture(
            diagram.svg(title: "Observer <classes> & more"), of: diagram, title: "Observer <classes> & more", "observer"
        )
    }

    @Test("a class picture draws each of the six relation kinds with its own UML end, and says it in words")
    func relationKinds() {
        let parsed = ParsedSVG(diagram.svg(title: "kinds"))
        let kinds = parsed.all("g", class: "relation").compactMap { $0.attributes["data-kind"] }
        expect(kinds, equals: ["depends", "uses", "owns", "conforms", "inherits", "holds", "uses"])
        expect(parsed.all("polygon", class: "end-triangle").count, equals: 2)
        expect(parsed.all("polygon", class: "end-diamond").filter { $0.classes.contains("solid") }.count, equals: 1)
        expect(parsed.all("polygon", class: "end-diamond").filter { $0.classes.contains("hollow") }.count, equals: 1)
        expect(parsed.all("polyline", class: "end-arrow").count, equals: 3)
        expect(parsed.all("polyline", class: "dashed").count, equals: 2)
        let desc = parsed.all("desc").first?.text ?? ""
        for sentence in [
            "FeedPublisher depends on FeedEvent: publishes & \"sends\"", "FeedPublisher uses Subscription: returns",
            "LikeBadge owns Subscription (LikeBadge 1, Subscription 1): owns", "LikeBadge conforms to FeedPublisher",
            "LikeBadge inherits from Store", "Logger holds Store: holds", "LikeBadge uses Logger",
        ] {
            expect(desc.contains(sentence), "'\(sentence)' is not in '\(desc)'")
        }
    }

    @Test("text in a picture is escaped: names, members, labels, notes and messages read back as written")
    func escaping() {
        let parsed = ParsedSVG(diagram.svg(title: "a \"quoted\" <title> & 'more'"))
        expect(parsed.error == nil, "\(parsed.error ?? "")")
        let texts = parsed.all("text").map(\.text)
        for written in ["+map(f) Array<T>", "Store<T>", "publishes & \"sends\"", "note on LikeBadge: held <weakly> &"] {
            expect(texts.contains { $0.hasPrefix(written) }, "'\(written)' is not drawn in \(texts)")
        }
        expect(parsed.all("title").first?.text, equals: "a \"quoted\" <title> & 'more'")
        let sequence = ParsedSVG(SequenceDiagram(events: Self.trace).svg(title: "<run>"))
        expect(sequence.error == nil, "\(sequence.error ?? "")")
        expect(sequence.texts(inGroup: "data-step", "1"), equals: ["like(#3, by: <anna>)"])
    }

    @Test("a sequence picture: one numbered message group per call or reply, notes apart, each message's text in it")
    func sequencePicture() {
        checkSequencePicture(
            SequenceDiagram(events: Self.trace).svg(title: "a run"), of: Self.trace, title: "a run", "run")
        let parsed = ParsedSVG(SequenceDiagram(events: Self.trace).svg(title: "a run"))
        expect(parsed.all("g", class: "note").compactMap { $0.attributes["data-step"] }, equals: ["4"])
        expect(parsed.all("g", class: "participant").count, equals: 3)
        let desc = parsed.all("desc").first?.text ?? ""
        expect(desc.contains("3 participants (App, FeedPublisher, LikeBadge)"), "\(desc)")
        expect(desc.contains("5 messages (3 calls, 2 replies), with 1 note"), "\(desc)")
    }

    @Test("two pictures on one page share no id: ids come from the kind and the title")
    func uniqueIDs() {
        let page = [
            diagram.svg(title: "Observer"), SequenceDiagram(events: Self.trace).svg(title: "Observer"),
            diagram.svg(title: "Observer 2"), SequenceDiagram(events: Self.trace).svg(title: "Mediator"),
        ]
        let ids = page.flatMap { ParsedSVG($0).elements.compactMap { $0.attributes["id"] } }
        expect(Set(ids).count, equals: ids.count, "\(ids)")
        expect(ids.count, equals: 12)
    }

    @Test("colours come from custom properties with fallbacks for light and dark, or currentColor: none is fixed")
    func colours() {
        for svg in [diagram.svg(title: "c"), SequenceDiagram(events: Self.trace).svg(title: "s")] {
            let parsed = ParsedSVG(svg)
            let fixed = parsed.elements.filter { element in
                ["fill", "stroke", "color", "style"].contains { element.attributes[$0] != nil }
            }
            expect(fixed.map(\.name), equals: [], "colours set outside the style sheet")
            let style = parsed.all("style").first?.text ?? ""
            expect(style.contains("prefers-color-scheme:dark"), "no dark-mode fallbacks")
            var rest = Substring(style)
            while let hash = rest.firstIndex(of: "#") {
                let before = rest[..<hash]
                expect(before.hasSuffix(","), "a colour outside var(--…, fallback): \(rest[hash...].prefix(12))")
                expect(before.range(of: "var(--") != nil, "a colour outside var(--…, fallback)")
                rest = rest[rest.index(after: hash)...]
            }
        }
    }

    @Test("the terminal and the picture draw every box where the one layout model puts it")
    func oneLayout() {
        let layout = ClassDiagramLayout(diagram, width: 80)
        let rows = diagram.text(width: 80).split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        for box in layout.boxes {
            expect(rows[box.row][box.column], equals: "┌", "\(box.name)'s top-left corner")
            expect(
                rows[box.row + box.height - 1][box.column + box.width - 1], equals: "┘", "\(box.name)'s bottom-right")
        }
        let routed = ClassDiagramLayout(diagram, width: 100, gap: 4, routed: true)
        let rects = ParsedSVG(diagram.svg(title: "c")).all("rect", class: "box")
        expect(
            rects.map { $0.attributes["x"] ?? "" },
            equals: routed.boxes.map { SVGMarkup.number(SVGMarkup.x(Double($0.column) + 0.5)) })
        expect(
            rects.map { $0.attributes["y"] ?? "" },
            equals: routed.boxes.map { SVGMarkup.number(SVGMarkup.y(Double($0.row) + 0.5)) })
        let sequence = SequenceDiagram(events: Self.trace)
        let lanes = SequenceLayout(sequence, width: 80)?.lanes ?? []
        let text = sequence.text(width: 80).split(separator: "\n").map(Array.init)
        for lane in lanes {
            expect(String(text[0][lane.labelStart..<lane.labelStart + lane.label.count]), equals: lane.label)
            expect(text[1][lane.center], equals: "│")
        }
    }

    @Test("no relation's line runs through a box, and each starts and ends on its own classes' boxes")
    func routesAvoidBoxes() throws {
        var diagrams = [("fixture", diagram)]
        for entry in try Registry.standard.catalog().entries {
            if let (diagram, _) = entry.classDiagram { diagrams.append((entry.id, diagram)) }
        }
        for (id, diagram) in diagrams {
            checkRoutes(ClassDiagramLayout(diagram, width: 100, gap: 4, routed: true), id)
        }
    }

    @Test("every entry's class diagram and every example's trace make well-formed, sized, labelled pictures")
    func wholeCatalogue() async throws {
        let registry = Registry.standard
        var pictures = 0
        let entries = try registry.catalog().entries
        let runnable = entries.compactMap { entry in registry.example(id: entry.id).map { (entry.id, $0) } }
        let runs = try await ExampleRunner.runEach(runnable.map { $0.1.init() })
        let runsByID = Dictionary(uniqueKeysWithValues: zip(runnable.map(\.0), runs))
        for entry in entries {
            if let (diagram, _) = entry.classDiagram {
                checkClassPicture(diagram.svg(title: entry.name), of: diagram, title: entry.name, entry.id)
                pictures += 1
            }
            guard let result = runsByID[entry.id] else { continue }
            let run = try result.get()
            let title = "\(entry.name): the run"
            checkSequencePicture(
                SequenceDiagram(events: run.events).svg(title: title), of: run.events, title: title, entry.id)
            pictures += 1
        }
        expect(pictures > 100, "only \(pictures) pictures")
    }

    @Test("a picture that leaves out a class fails the class check", .tags(.control))
    func controlMissingClass() {
        var short = diagram
        short.classes.removeLast()
        withKnownIssue {
            checkClassPicture(short.svg(title: "c"), of: diagram, title: "c", "a class left out")
        }
    }

    @Test("a picture whose text is not escaped fails as XML", .tags(.control))
    func controlUnescaped() {
        let raw = diagram.svg(title: "c").replacingOccurrences(of: "&lt;", with: "<")
        withKnownIssue {
            checkClassPicture(raw, of: diagram, title: "c", "unescaped")
        }
    }

    @Test("a sequence picture that leaves out a message, or numbers the steps wrong, fails the check", .tags(.control))
    func controlMissingMessage() {
        withKnownIssue {
            checkSequencePicture(
                SequenceDiagram(events: Array(Self.trace.dropLast())).svg(title: "s"), of: Self.trace, title: "s",
                "short")
        }
        let renumbered = SequenceDiagram(events: Self.trace).svg(title: "s")
            .replacingOccurrences(of: "data-step=\"2\"", with: "data-step=\"3\"")
        withKnownIssue {
            checkSequencePicture(renumbered, of: Self.trace, title: "s", "renumbered")
        }
    }

    @Test("routes laid over bands with no channels between them fail the route check", .tags(.control))
    func controlRouteThroughBox() {
        // A plausible wrong layout: the routes of the picture, the boxes of the terminal (bands touching).
        var layout = ClassDiagramLayout(diagram, width: 100, gap: 4, routed: true)
        layout.boxes = ClassDiagramLayout(diagram, width: 100, gap: 4).boxes
        withKnownIssue {
            checkRoutes(layout, "no channels")
        }
    }
}

/// Each route is made of horizontal and vertical segments, starts on the edge of its from-box
/// and ends on the edge of its to-box, and crosses no other box.
func checkRoutes(_ layout: ClassDiagramLayout, _ what: String) {
    func inside(_ point: ClassDiagramLayout.Point, _ box: ClassDiagramLayout.Box) -> Bool {
        point.x > Double(box.column) && point.x < Double(box.column + box.width) && point.y > Double(box.row)
            && point.y < Double(box.row + box.height)
    }
    func onEdge(_ point: ClassDiagramLayout.Point, _ box: ClassDiagramLayout.Box) -> Bool {
        let rows = [Double(box.row) + 0.5, Double(box.row + box.height) - 0.5]
        return rows.contains(point.y) && point.x > Double(box.column) && point.x < Double(box.column + box.width)
    }
    for link in layout.links {
        let name = "\(what): \(link.fromName) → \(link.toName)"
        guard let start = link.route.first, let end = link.route.last else {
            expect(false, "\(name) has no route")
            continue
        }
        expect(onEdge(start, layout.boxes[link.from]), "\(name) does not start on its box")
        expect(onEdge(end, layout.boxes[link.to]), "\(name) does not end on its box")
        for (a, b) in zip(link.route, link.route.dropFirst()) {
            expect(a.x == b.x || a.y == b.y, "\(name): a slanted segment")
            // Sample the segment at every quarter cell: no point lies inside another box.
            let steps = Int(max(abs(b.x - a.x), abs(b.y - a.y)) * 4) + 1
            for (offset, box) in layout.boxes.enumerated() where offset != link.from && offset != link.to {
                let crosses = (0...steps).contains { step in
                    let t = Double(step) / Double(steps)
                    return inside(ClassDiagramLayout.Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), box)
                }
                expect(!crosses, "\(name) runs through \(box.name)")
            }
        }
    }
}
