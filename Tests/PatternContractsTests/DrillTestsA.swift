import ContractSupport
import Testing

@testable import DrillSkeletons

// The proofs of the drills dependency-injection, cacheable-request, redux and
// observable-model: each skeleton fails naming a property (DrillSkeletonTests), each classic
// wrong answer its task names fails with one issue naming the property it breaks
// (WrongAnswerTests, each a control), and correct answers written differently pass
// (RightAnswerTests).

extension DrillSkeletonTests {
    @Test("dependency injection: a model that never asks its store, and a container that resolves nothing")
    func dependencyInjection() {
        expectViolation(of: "a type uses the dependency it was given in its initializer") {
            InjectionProofs.checkModel({ HeadlinesModel(store: $0) }, use: { _ = $0.headlines() })
        }
        expectViolation(
            of: "a shared service is made once", "a transient service is made anew on every resolve",
            "resolving a service nobody registered throws an error that names its type"
        ) {
            InjectionProofs.checkContainer { DependencyContainer() }
        }
    }

    @Test("cacheable request: a cache that loads on every call starts one load per caller")
    func cacheableRequest() async {
        await expectViolation(
            of: "callers that ask for a key while it loads share one load, and all get its value, but 5 callers"
        ) {
            await CoalescingProofs.check(PostBodyCache.self)
        }
    }

    @Test("redux: a reducer that ignores every action leaves the legal ones undone")
    func redux() {
        expectViolation(
            of: "each action leads where the table says and asks for the effects it names, but 'refresh' from"
        ) {
            ReducerProofs.check { reduceTimeline($0, $1) }
        }
    }

    @Test("observable model: a model that never loads never calls its loader")
    func observableModel() async {
        await expectViolation(of: "while a load is in flight, the model is loading, but the model never called") {
            await ObservableModelProofs.check(PostsScreenModel.self)
        }
    }
}

extension WrongAnswerTests {
    @Test(
        "dependency injection: a model that looks its store up in a service locator uses the last one registered",
        .tags(.control))
    func serviceLocator() {
        let locator = ServiceLocator()
        expectViolation(
            of:
                "a type uses the dependency it was given in its initializer, and only that one, but the object made with store A reached store B"
        ) {
            InjectionProofs.checkModel(
                { LocatorHeadlinesModel(store: $0, locator: locator) }, use: { _ = $0.headlines() })
        }
    }

    @Test(
        "dependency injection: a container's classic mistakes each break their lifetime's property", .tags(.control),
        arguments: [
            (
                FlawedContainer.Flaw.sharedBuildsEachTime,
                "a shared service is made once, and every resolve gives that same instance, but two resolves of a shared service gave two different instances"
            ),
            (
                .transientShared,
                "a transient service is made anew on every resolve, but two resolves of a transient service gave the same instance"
            ),
            (
                .anonymousMissing,
                "resolving a service nobody registered throws an error that names its type (not a crash), but the error was"
            ),
        ])
    func flawedContainer(_ flaw: FlawedContainer.Flaw, _ property: String) {
        expectViolation(of: property) {
            InjectionProofs.checkContainer { FlawedContainer(flaw) }
        }
    }

    @Test(
        "cacheable request: check-then-await, store-after-load, a kept failure and one flight for all keys each fail",
        .tags(.control))
    func coalescingMistakes() async {
        let oneLoad =
            "callers that ask for a key while it loads share one load, and all get its value, but 5 callers at once started 5 loads"
        await expectViolation(of: oneLoad) { await CoalescingProofs.check(CheckThenAwaitCache.self) }
        await expectViolation(of: oneLoad) { await CoalescingProofs.check(StoreAfterLoadCache.self) }
        await expectViolation(
            of: "a failure is not kept: the next call loads again, but after a failed load, the next call gave [failed]"
        ) {
            await CoalescingProofs.check(FailureKeepingCache.self)
        }
        await expectViolation(of: "different keys load apart, each caller getting its own key's value, but") {
            await CoalescingProofs.check(SingleFlightCache.self)
        }
    }

    @Test(
        "cacheable request: the checker forces the overlap: a store-after-load cache fails 20 runs in 20",
        .tags(.control))
    func coalescingNeverByLuck() async {
        for _ in 1...20 {
            await expectViolation(of: "callers that ask for a key while it loads share one load") {
                await CoalescingProofs.check(StoreAfterLoadCache.self)
            }
        }
    }

    @Test(
        "redux: a reducer that sends the like itself, keeps a ledger of its own, forgets unlike, or likes twice",
        .tags(.control),
        arguments: [
            (
                FlawedTimelineReducer.Flaw.performsEffect,
                "a reducer performs no side effect: it returns effects as values for the store to run, but reducing the table's 10 actions did 1 piece of work"
            ),
            (
                .sharedLedger,
                "a reducer is pure: the same state and action give the same result every time, but 'like(3)'"
            ),
            (
                .forgetsUnlike,
                "each action leads where the table says and asks for the effects it names, but 'unlike(3)'"
            ),
            (
                .acceptsIllegalLike,
                "an action the state does not allow leaves the state unchanged and asks for no effect, but 'like(3)'"
            ),
        ])
    func flawedReducer(_ flaw: FlawedTimelineReducer.Flaw, _ property: String) {
        let api = LikeAPI()
        let reducer = FlawedTimelineReducer(flaw, api: api)
        expectViolation(of: property) {
            ReducerProofs.check(api: api) { reducer.reduce($0, $1) }
        }
    }

    @Test(
        "observable model: a loading flag a failure leaves set, an older answer that wins, an unobserved model, state changed off the main actor",
        .tags(.control))
    func flawedObservableModels() async {
        await expectViolation(
            of: "a failed load ends failed, not loading, but after the loader failed, the model was loading"
        ) {
            await checkObservableLoading(
                make: { FlawedPostsModel(.loadingStaysAfterFailure, load: $0) }, load: { await $0.load() },
                phase: { $0.loadPhase })
        }
        await expectViolation(
            of: "the older answer never replaces the newer one, but the second load's answer [new] came first"
        ) {
            await checkObservableLoading(
                make: { FlawedPostsModel(.olderAnswerWins, load: $0) }, load: { await $0.load() },
                phase: { $0.loadPhase })
        }
        await expectViolation(
            of:
                "the view hears each change it read (withObservationTracking): it renders again and shows the new state, but the view rendered 1 time"
        ) {
            await ObservableModelProofs.check(UnobservedPostsModel.self)
        }
        await expectViolation(
            of: "the model's state changes on the main actor, but 2 changes of its state happened off the main actor"
        ) {
            await checkObservableLoading(
                make: { OffMainPostsModel(load: $0) }, load: { await $0.load() }, phase: { $0.loadPhase })
        }
    }
}

extension RightAnswerTests {
    @Test("dependency injection: a value model holding its store, and a container of closures keyed by type name")
    func closureContainer() {
        InjectionProofs.checkModel({ HeadlinesValue(store: $0) }, use: { _ = $0.headlines() })
        InjectionProofs.checkContainer { ClosureContainer() }
    }

    @Test("cacheable request: a lock and waiting continuations, and a cache on the main actor")
    func coalescingCaches() async {
        await CoalescingProofs.check(WaitingListCache.self)
        await CoalescingProofs.check(MainActorBodyCache.self)
    }

    @Test("redux: a mutating method on a copy of the state")
    func mutatingReducer() {
        ReducerProofs.check { state, action in
            var next = state
            let effects = next.apply(action)
            return (next, effects)
        }
    }

    @Test("observable model: cancelling the load in flight, and queueing loads one after another")
    func observableModels() async {
        await ObservableModelProofs.check(CancellingPostsModel.self)
        await ObservableModelProofs.check(QueuedPostsModel.self)
    }
}
