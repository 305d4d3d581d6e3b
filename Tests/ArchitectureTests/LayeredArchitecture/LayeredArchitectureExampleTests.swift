import ContractSupport
import Testing

@testable import Architecture

@Suite(.timeLimit(.minutes(1)), .watchdog) struct LayeredArchitectureExampleTests {
    @Test("the layered-architecture example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: LayeredArchitectureExample(),
            equals: """
                == launch: the list syncs through the layers, then shows what is stored ==
                  #1 bob (1 unread): bob: lunch today?
                  #2 chen (1 unread): chen: film tonight?
                == a thread: read, then answered ==
                  bob: lunch today?
                  anna: yes, 1pm
                  > message
                == a reply arrives ==
                  bob: lunch today?
                  anna: yes, 1pm
                  bob: see you there
                  > message
                == offline: the message waits, the screens show what is stored ==
                  bob: lunch today?
                  anna: yes, 1pm
                  bob: see you there
                  (waiting) running 5 min late
                  > message
                  offline: it will be sent when the device is back online
                  offline: showing saved messages
                  #1 bob (0 unread): bob: see you there
                  #2 chen (1 unread): chen: film tonight?
                == back online: the waiting message is delivered, once ==
                  bob: lunch today?
                  anna: yes, 1pm
                  bob: see you there
                  anna: running 5 min late
                  > message
                the server holds ["lunch today?", "yes, 1pm", "see you there", "running 5 min late"]
                == an answer lost after the server stored the message: sent again under its key, stored once ==
                  bob: lunch today?
                  anna: yes, 1pm
                  bob: see you there
                  anna: running 5 min late
                  (waiting) on my way
                  > message
                  offline: it will be sent when the device is back online
                  bob: lunch today?
                  anna: yes, 1pm
                  bob: see you there
                  anna: running 5 min late
                  anna: on my way
                  > message
                the server holds ["lunch today?", "yes, 1pm", "see you there", "running 5 min late", "on my way"]
                == the log ==
                  [WARNING] Messenger: offline: 'running 5 min late' waits in the outbox (1 waiting)
                  [INFO] Messenger: back online
                  [WARNING] Messenger: offline: 'on my way' waits in the outbox (1 waiting)
                  [INFO] Messenger: back online

                """)
    }
}
