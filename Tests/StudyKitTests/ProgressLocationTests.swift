import ContractSupport
import Foundation
import Testing

@testable import StudyKit

@Suite("Where the progress file is: an option, a variable, or the XDG data folder", .timeLimit(.minutes(1)), .watchdog)
struct ProgressLocationTests {
    func resolve(_ environment: [String: String], explicit: String? = nil, in folder: String = "/work") throws -> String
    {
        try ProgressLocation.resolve(explicit: explicit, environment: environment, currentFolder: folder).path
    }

    @Test("by default, $XDG_DATA_HOME/swiftpatterns/progress.json, else ~/.local/share/swiftpatterns/progress.json")
    func xdgDefault() throws {
        expect(
            try resolve(["HOME": "/home/ana", "XDG_DATA_HOME": "/data/ana"]),
            equals: "/data/ana/swiftpatterns/progress.json")
        expect(try resolve(["HOME": "/home/ana"]), equals: "/home/ana/.local/share/swiftpatterns/progress.json")
        expect(
            try resolve(["HOME": "/home/ana", "XDG_DATA_HOME": ""]),
            equals: "/home/ana/.local/share/swiftpatterns/progress.json",
            "an empty XDG_DATA_HOME counts as unset")
        expect(
            try resolve(["HOME": "/home/ana", "XDG_DATA_HOME": "data"]),
            equals: "/home/ana/.local/share/swiftpatterns/progress.json",
            "a relative XDG_DATA_HOME is invalid and ignored, as the XDG specification says")
        expect(try resolve(["HOME": "/home/ana/"]), equals: "/home/ana/.local/share/swiftpatterns/progress.json")
    }

    @Test("an explicit path wins, then SWIFTPATTERNS_PROGRESS; a relative one is taken from the current folder")
    func explicitAndVariable() throws {
        let environment = ["HOME": "/home/ana", "SWIFTPATTERNS_PROGRESS": "/tmp/mine.json"]
        expect(try resolve(environment, explicit: "/srv/p.json"), equals: "/srv/p.json")
        expect(try resolve(environment), equals: "/tmp/mine.json")
        expect(try resolve(environment, explicit: ""), equals: "/tmp/mine.json", "an empty option is no option")
        expect(try resolve(environment, explicit: "notes/p.json", in: "/work/me"), equals: "/work/me/notes/p.json")
        expect(try resolve(["SWIFTPATTERNS_PROGRESS": "../p.json"], in: "/work/me"), equals: "/work/p.json")
        expect(
            try resolve(["HOME": "/home/ana", "SWIFTPATTERNS_PROGRESS": ""]),
            equals: "/home/ana/.local/share/swiftpatterns/progress.json", "an empty variable is no variable")
    }

    @Test("a path that names a folder means progress.json in it")
    func folderMeansFileInIt() throws {
        try withScratchFolder { folder in
            expect(try resolve([:], explicit: folder.path), equals: folder.appendingPathComponent("progress.json").path)
            expect(try resolve([:], explicit: "/nowhere/yet/"), equals: "/nowhere/yet/progress.json")
            expect(
                try resolve([:], explicit: "/nowhere/yet"), equals: "/nowhere/yet",
                "a path that is no folder names the file")
        }
    }

    @Test("with no option, no variable and no absolute HOME, the error says how to choose a place")
    func noLocation() {
        for environment in [[:], ["HOME": "relative"], ["XDG_DATA_HOME": "also/relative"]] {
            #expect(
                throws: ProgressError.noLocation(reason: "neither XDG_DATA_HOME nor HOME is set to an absolute path")
            ) {
                try resolve(environment)
            }
        }
        expect(
            ProgressError.noLocation(reason: "r").description,
            equals: "no place for the progress file: r. Name one with --progress PATH or SWIFTPATTERNS_PROGRESS=PATH")
    }
}
