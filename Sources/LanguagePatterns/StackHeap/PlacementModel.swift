/// A rule that says where a placement's value lives, before anything is measured.
package protocol PlacementModel {
    static func predictedRegion(of placement: Placement) -> Region
}

/// The myth: "structs live on the stack, classes on the heap". It looks only at the value's kind.
package enum MythModel: PlacementModel {
    package static func predictedRegion(of placement: Placement) -> Region {
        placement.kind == .valueType ? .stack : .heap
    }
}

/// Where a value lives depends on where it is stored: a local of a synchronous function is in
/// that function's stack frame, and anything stored in a heap block (an object, a collection's
/// buffer, a closure's box, a task's async frame) lives in that block, value or not.
package enum StorageModel: PlacementModel {
    package static func predictedRegion(of placement: Placement) -> Region {
        switch placement.storage {
        case .localVariable: .stack
        case .object, .insideHeapObject, .asyncFrame: .heap
        case .capturedVariable(let escaping): escaping ? .heap : .stack
        // An existential keeps a value of up to three words in its own buffer, and boxes a bigger one.
        case .localExistential(let words): words <= 3 ? .stack : .heap
        // A 64-bit String keeps up to 15 bytes of UTF-8 in its own two words.
        case .localString(let utf8Count): utf8Count <= 15 ? .stack : .heap
        // Up to 1,024 bytes always go on the stack; above, the runtime is asked, and its check
        // (swift_stdlib_isStackAllocationSafe) is not implemented: it answers no.
        case .temporaryAllocation(let byteCount): byteCount <= 1024 ? .stack : .heap
        }
    }
}

/// Runs a model against the measurements: each placement's predicted region beside the
/// region `MemoryProbe` measures.
package enum PlacementCheck {
    /// One placement, predicted and measured.
    package struct Row: Equatable, Sendable {
        package var placement: Placement
        package var predicted: Region
        package var measured: Region
    }

    /// Every placement, predicted by `model` and measured.
    package static func rows<Model: PlacementModel>(of model: Model.Type) async -> [Row] {
        var rows: [Row] = []
        for placement in Placement.allCases {
            let measured = await MemoryProbe.measure(placement)
            rows.append(Row(placement: placement, predicted: Model.predictedRegion(of: placement), measured: measured))
        }
        return rows
    }

    /// The placements `model` gets wrong, each as "placement: predicted X, measured Y".
    package static func mispredictions<Model: PlacementModel>(of model: Model.Type) async -> [String] {
        await rows(of: model).filter { $0.predicted != $0.measured }.map {
            "\($0.placement.rawValue): predicted \($0.predicted.rawValue), measured \($0.measured.rawValue)"
        }
    }
}
