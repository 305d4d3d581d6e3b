import ContractSupport
import Testing

@testable import Architecture

@Suite(.timeLimit(.minutes(1)), .watchdog) struct LogServiceExampleTests {
    @Test("the log-service example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: LogServiceExample(),
            equals: """
                == five levels; each observer gets the levels it registered for ==
                console [DEBUG] ThreadScreen: thread #1 opened
                console [INFO] ThreadScreen: 3 messages loaded
                console [WARNING] EndpointService: token expires in 30 s
                console [ERROR] ThreadScreen: send failed: status 503
                reporter (error, fatal): memory 1, disk 0 in 0 file(s), server 0
                == the memory queue moves to disk when it holds 3 entries ==
                2 errors: memory 2, disk 0 in 0 file(s), server 0
                3 errors: memory 0, disk 3 in 1 file(s), server 0
                == a fatal entry is on disk before log returns ==
                after the fatal: memory 0, disk 4 in 2 file(s), server 0
                == at the water line (6 on disk) the disk is sent, and removed once acknowledged ==
                7 on disk, sent: memory 0, disk 0 in 0 file(s), server 7
                server holds: phone-4 phone-5 phone-6 phone-7 phone-8 phone-9 phone-10
                == the server is down: batches wait on disk, retried with growing, jittered waits ==
                4 attempts failed: memory 0, disk 6 in 2 file(s), server 7
                waits on the clock: 715 ms, 1892 ms, 3718 ms, 5967 ms, 11156 ms, 25387 ms (ceilings 1, 2, 4, 8, 16, 32 s)
                resumed: after 6 failures in a row, a success: memory 0, disk 0 in 0 file(s), server 13
                == a crash loses the memory queue, and nothing that reached disk ==
                at the crash: memory 2, disk 3 in 1 file(s), server 13
                after the restart: memory 0, disk 3 in 1 file(s), server 13
                flushed: memory 0, disk 0 in 0 file(s), server 16
                lost: the 2 entries that were in memory; repeats the server refused: 0
                console [ERROR] SyncService: before the crash 4
                console [ERROR] SyncService: before the crash 5

                """)
    }
}
