/// Where each part of a class diagram goes, in character cells: the one layout that both the
/// terminal renderer (``ClassDiagram/text(width:)``) and the picture (``ClassDiagram/svg(title:)``)
/// draw.
///
/// Columns count characters from the left, rows lines from the top. Each class is a box (its
/// stereotypes and name centred, a rule, its members), boxes side by side in bands as many as
/// fit the width. Each relation is a link between two boxes with the UML end drawn at each
/// side. A routed layout (the picture's) leaves a channel under each band and gives every link
/// a path of straight segments through the channels, and past the right of the boxes when it
/// must cross a band, so that no line runs through a box; the terminal lists the relations
/// instead and needs no routes.
///
/// - Complexity: O(classes × members + relations × classes).
package struct ClassDiagramLayout: Equatable, Sendable {
    /// A class's box.
    package struct Box: Equatable, Sendable {
        package var name: String
        /// The stereotypes (`«protocol»`) and the name, each shortened with `…` to fit.
        package var heads: [String]
        /// The members, each shortened with `…` to fit.
        package var members: [String]
        /// The top-left cell, and the size in cells with the border.
        package var column: Int
        package var row: Int
        package var width: Int
        package var height: Int
        /// The band (the line of boxes) it is in, from the top.
        package var band: Int
        /// The width inside the border.
        package var inner: Int { width - 4 }
    }

    /// What is drawn at one end of a relation.
    package enum End: String, Equatable, Sendable {
        case none
        /// `<|`, `|>`: is a (a solid line: inherits; a dashed one: conforms to).
        case triangle
        /// `*`: owns (composition).
        case filledDiamond
        /// `o`: holds (aggregation).
        case hollowDiamond
        /// `<`, `>`: uses (a solid line: association; a dashed one: depends on).
        case arrowhead
    }

    /// A point in cells; a half marks the middle of a cell.
    package struct Point: Equatable, Sendable {
        package var x: Double
        package var y: Double

        package init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// A relation between two boxes.
    package struct Link: Equatable, Sendable {
        /// The classes' names, and their boxes.
        package var fromName: String
        package var toName: String
        package var from: Int
        package var to: Int
        package var fromEnd: End
        package var toEnd: End
        package var dashed: Bool
        package var fromCardinality: String?
        package var toCardinality: String?
        package var label: String?
        /// The arrow as the terminal draws it (`◁──`, `╌╌▶`).
        package var glyphs: String
        /// The path from the edge of `from`'s box to the edge of `to`'s (routed layouts only).
        package var route: [Point]
        /// Where the label is centred (routed layouts only).
        package var labelAt: Point?
    }

    package struct Note: Equatable, Sendable {
        package var text: String
        /// The class it is on and its box, or nil for the whole diagram.
        package var targetName: String?
        package var target: Int?
    }

    package var boxes: [Box]
    package var links: [Link]
    package var notes: [Note]
    /// The cells the boxes and the routes take.
    package var width: Int
    package var height: Int

    /// The layout of `diagram` for `width` columns. `routed` leaves `gap` columns between boxes
    /// and a channel under each band, and routes every link; unrouted boxes are `gap` apart
    /// with the bands touching.
    package init(_ diagram: ClassDiagram, width: Int, gap: Int = 2, routed: Bool = false) {
        let width = max(width, 24)
        boxes = diagram.classes.map { Self.box(for: $0, width: width) }
        let index = Dictionary(
            diagram.classes.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        links = diagram.relations.map { relation in
            let (fromEnd, toEnd, dashed) = Self.ends(relation.arrow)
            return Link(
                fromName: relation.from, toName: relation.to, from: index[relation.from] ?? 0,
                to: index[relation.to] ?? 0, fromEnd: fromEnd, toEnd: toEnd,
                dashed: dashed, fromCardinality: relation.fromCardinality, toCardinality: relation.toCardinality,
                label: relation.label, glyphs: ClassDiagram.drawnArrow(relation.arrow), route: [], labelAt: nil)
        }
        notes = diagram.notes.map { note in
            Note(text: note.text, targetName: note.target, target: note.target.flatMap { index[$0] })
        }
        // Bands: as many boxes side by side as fit the width.
        var band = 0
        var column = 0
        for offset in boxes.indices {
            if column > 0, column + boxes[offset].width > width {
                band += 1
                column = 0
            }
            boxes[offset].band = band
            boxes[offset].column = column
            column += boxes[offset].width + gap
        }
        self.width = boxes.map { $0.column + $0.width }.max() ?? 0
        height = 0
        if routed {
            route()
        } else {
            var top = 0
            for band in 0..<(boxes.map(\.band).max() ?? -1) + 1 {
                let members = boxes.indices.filter { boxes[$0].band == band }
                for offset in members { boxes[offset].row = top }
                top += members.map { boxes[$0].height }.max() ?? 0
            }
            height = top
        }
    }

    /// One class as a box, its texts fitted to `width`.
    static func box(for declaration: ClassDiagram.Declaration, width: Int) -> Box {
        let name = declaration.name + (declaration.generics.map { "<\($0)>" } ?? "")
        let heads = declaration.stereotypes.map { "«\($0)»" } + [name]
        let widest = (heads + declaration.members).map(\.count).max() ?? 0
        let inner = min(widest, width - 4)
        func fit(_ text: String) -> String {
            text.count > inner ? String(text.prefix(inner - 1)) + "…" : text
        }
        let members = declaration.members.map(fit)
        return Box(
            name: declaration.name, heads: heads.map(fit), members: members, column: 0, row: 0, width: inner + 4,
            height: heads.count + 2 + (members.isEmpty ? 0 : members.count + 1), band: 0)
    }

    /// Mermaid's arrow read as its two ends and its line.
    static func ends(_ arrow: String) -> (from: End, to: End, dashed: Bool) {
        var rest = Substring(arrow)
        var left = End.none
        for (mark, end) in [("<|", End.triangle), ("*", .filledDiamond), ("o", .hollowDiamond), ("<", .arrowhead)]
        where rest.hasPrefix(mark) {
            left = end
            rest = rest.dropFirst(mark.count)
            break
        }
        let dashed = rest.hasPrefix("..")
        rest = rest.dropFirst(2)
        let right: [String: End] = ["|>": .triangle, "*": .filledDiamond, "o": .hollowDiamond, ">": .arrowhead]
        return (left, right[String(rest)] ?? .none, dashed)
    }

    // MARK: Routes

    private enum Side { case top, bottom }

    /// Places the bands with a channel under each, sized to the links that run in it, and gives
    /// each link its route and its label's place.
    private mutating func route() {
        let bands = (boxes.map(\.band).max() ?? -1) + 1
        // Which channel (under band n) each link runs in, and on which sides it leaves and enters.
        var channelLinks = [[Int]](repeating: [], count: bands)
        var farLinks: [Int] = []
        var attachments: [Int: [(link: Int, side: Side, other: Int)]] = [:]
        var plans: [(fromSide: Side, toSide: Side, channels: [Int])] = []
        for (offset, link) in links.enumerated() {
            let a = boxes[link.from].band
            let b = boxes[link.to].band
            let plan: (Side, Side, [Int])
            if link.from == link.to {
                plan = (.bottom, .bottom, [a])
            } else if a == b {
                plan = (.bottom, .bottom, [a])
            } else if abs(a - b) == 1 {
                plan = a < b ? (.bottom, .top, [a]) : (.top, .bottom, [b])
            } else {
                plan = a < b ? (.bottom, .top, [a, b - 1]) : (.top, .bottom, [a - 1, b])
                farLinks.append(offset)
            }
            plans.append(plan)
            for channel in plan.2 { channelLinks[channel].append(offset) }
            attachments[link.from, default: []].append((offset, plan.0, link.to))
            attachments[link.to, default: []].append((offset, plan.1, link.from))
        }
        // Each channel: a track two rows apart per link, so a label fits above each line.
        var top = 0
        var trackRow: [Int: [Double]] = [:]
        for band in 0..<bands {
            let members = boxes.indices.filter { boxes[$0].band == band }
            for offset in members { boxes[offset].row = top }
            top += members.map { boxes[$0].height }.max() ?? 0
            for (track, link) in channelLinks[band].enumerated() {
                trackRow[link, default: []].append(Double(top + 1 + 2 * track) + 0.5)
            }
            if !channelLinks[band].isEmpty { top += 2 * channelLinks[band].count + 1 }
        }
        // Where each link meets each box: spread along the side, ordered by the other box's place.
        var meets: [Int: [Side: Point]] = [:]
        var ends: [Int: (from: Point, to: Point)] = [:]
        for (box, list) in attachments {
            for side in [Side.top, .bottom] {
                let here = list.filter { $0.side == side }.sorted {
                    (boxes[$0.other].column, $0.link) < (boxes[$1.other].column, $1.link)
                }
                let frame = boxes[box]
                for (position, item) in here.enumerated() {
                    let x =
                        Double(frame.column) + 0.5 + Double(frame.width - 1) * Double(position + 1)
                        / Double(here.count + 1)
                    let y = side == .top ? Double(frame.row) + 0.5 : Double(frame.row + frame.height) - 0.5
                    var pair = ends[item.link] ?? (Point(x: 0, y: 0), Point(x: 0, y: 0))
                    // A link from a box to itself meets it twice on one side.
                    if links[item.link].from == box, meets[item.link]?[side] == nil {
                        pair.from = Point(x: x, y: y)
                        meets[item.link, default: [:]][side] = pair.from
                    } else {
                        pair.to = Point(x: x, y: y)
                    }
                    ends[item.link] = pair
                }
            }
        }
        let lanesStart = Double(width) + 1.5
        for (offset, _) in links.enumerated() {
            guard let (start, end) = ends[offset], let rows = trackRow[offset] else { continue }
            if let lane = farLinks.firstIndex(of: offset) {
                let x = lanesStart + 2 * Double(lane)
                let downwards = boxes[links[offset].from].band < boxes[links[offset].to].band
                let (near, far) = downwards ? (rows[0], rows[1]) : (rows[1], rows[0])
                links[offset].route = [
                    start, Point(x: start.x, y: near), Point(x: x, y: near), Point(x: x, y: far),
                    Point(x: end.x, y: far), end,
                ]
                links[offset].labelAt = Point(x: (start.x + x) / 2, y: near - 0.5)
            } else {
                links[offset].route = [start, Point(x: start.x, y: rows[0]), Point(x: end.x, y: rows[0]), end]
                links[offset].labelAt = Point(x: (start.x + end.x) / 2, y: rows[0] - 0.5)
            }
        }
        if !farLinks.isEmpty { width += 2 * farLinks.count + 1 }
        height = top
    }
}
