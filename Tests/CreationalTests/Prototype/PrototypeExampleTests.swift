import ContractSupport
import Testing

@testable import Creational

@Test("the prototype example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func prototypeTranscript() async throws {
    try await checkTranscriptContract(
        of: PrototypeExample(),
        equals: """
            == copy-on-write ==
            copy = original: same storage? yes
            copy.text changed: same storage? no
            original still says 'Weekend hike', the copy 'Weekend hike, with photos'
            == a shallow copy shares the photo ==
            the shallow copy got its own text, and set its photo's filter to mono
            original text: 'Summit', original photo filter: mono
            one photo object for both? yes
            == a deep copy owns its photo ==
            the deep copy set its photo's filter to sepia
            original photo filter: mono, deep copy's: sepia
            one photo object for both? no
            == drafts from a template ==
            two drafts from 'release notes'; Monday's captions its banner 'Version 2.1'
            Friday's banner caption: none
            the template's banner caption: none

            """)
}
