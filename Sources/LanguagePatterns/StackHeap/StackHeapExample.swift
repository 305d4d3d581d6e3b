import ExampleKit

/// Plays stack and heap: the parts of a feed row located by their real addresses against the
/// thread's real stack, then the myth ("structs on the stack, classes on the heap") and the
/// rule ("where it is stored decides") run against the same measurements.
package struct StackHeapExample: Example {
    package static let id = "stack-heap"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("where each part of a feed row lives, measured")
        for row in await PlacementCheck.rows(of: MythModel.self) {
            let verdict = row.predicted == row.measured ? "" : " (the myth is wrong)"
            transcript.line(
                "\(row.placement.rawValue): the myth says \(row.predicted.rawValue), measured \(row.measured.rawValue)"
                    + verdict)
        }

        transcript.section("inside the allocations")
        let author = MemoryProbe.author()
        transcript.line(
            "Author object: on the \(author.region.rawValue), first stored property \(author.firstPropertyOffset) bytes "
                + "after its start (the header: metadata pointer and reference counts)")
        let rows = MemoryProbe.rowsInArray(count: 4)
        transcript.line(
            "[PostRow] of 4: one buffer on the \(rows.buffer.rawValue), stride \(rows.stride) bytes, "
                + "rows inline: \(rows.fieldsInline ? "yes" : "no")")
        let cells = MemoryProbe.cellsInArray(count: 4)
        let cellRegions = Set(cells.objects.map(\.rawValue)).sorted().joined(separator: ", ")
        transcript.line(
            "[FeedCell] of 4: one buffer on the \(cells.buffer.rawValue), stride \(cells.stride) bytes (a reference each), "
                + "\(cells.objects.count) objects on the \(cellRegions), inside the buffer: "
                + (cells.objectInsideBuffer ? "yes" : "no"))
        let cell = MemoryProbe.rowInCell()
        transcript.line(
            "FeedCell.row: on the \(cell.region.rawValue), \(cell.offsetInObject) bytes into the cell, "
                + "its fields there: \(cell.holdsFields ? "yes" : "no")")
        for pinned in [false, true] {
            let content = MemoryProbe.itemContent(pinned: pinned)
            let place =
                content.inline
                ? "in the existential's own buffer" : "in a box on the \(content.region.rawValue), after its header"
            transcript.line(
                "FeedItem.content as any RowContent, a \(pinned ? "PinnedRow" : "PostRow"): its fields \(place)"
                    + (content.fieldsFound ? "" : " (not found)"))
        }
        for bytes in [MemoryProbe.shortTitleBytes, MemoryProbe.longTitleBytes] {
            transcript.line(
                "title \"\(MemoryProbe.title(utf8Count: bytes))\" (\(bytes) bytes of UTF-8): "
                    + "its bytes on the \(MemoryProbe.titleBytes(utf8Count: bytes).rawValue)")
        }

        transcript.section("two models, one check")
        let models: [(String, any PlacementModel.Type)] = [
            ("MythModel (structs on the stack, classes on the heap)", MythModel.self),
            ("StorageModel (where the value is stored decides)", StorageModel.self),
        ]
        for (name, model) in models {
            let wrong = await PlacementCheck.mispredictions(of: model)
            transcript.line("\(name): \(Placement.allCases.count - wrong.count) of \(Placement.allCases.count) right")
            for miss in wrong { transcript.line("  WRONG: \(miss)") }
        }
    }
}
