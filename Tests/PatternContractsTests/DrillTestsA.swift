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

extension DrillSkeletonTests {
    @Test("adapter: an adapter that answers nothing translates nothing")
    func adapter() {
        expectViolation(
            of:
                "an adapter answers what the adaptee answered, translated into the target's types and units, but for two posts on the first page, the adapter answered []"
        ) {
            AdapterProofs.check { LegacyFeedAdapter(client: $0) }
        }
    }

    @Test("visitor: nodes that accept no visitor and a walk that walks nothing visit nothing")
    func visitor() {
        expectViolation(
            of: "every node is visited once, whatever its kind: none skipped, but no node was visited, of 8 nodes"
        ) {
            VisitorProofs.check { walkFeed($0, with: $1) }
        }
    }
}

extension DrillSkeletonTests {
    @Test("strategy: a screen that never asks its ranking, and rankings that keep the order they were given")
    func strategy() {
        expectViolation(
            of: "a context delegates to the strategy it holds, and returns its answer as it is",
            "each strategy gives its own answer to the same input, but 'newest first' answered [#1, #2, #3, #4]"
        ) {
            StrategyProofs.check { RankedFeedScreen(ranking: $0) }
        }
    }
}

extension DrillSkeletonTests {
    @Test("template method: a share that does nothing runs no step")
    func templateMethod() {
        expectViolation(
            of:
                "a template method runs its steps in its fixed order, but no step ran instead of [validate, render, deliver]"
        ) {
            TemplateMethodProofs.checkDrill()
        }
    }
}

extension DrillSkeletonTests {
    @Test("mediator: colleagues that report to nobody leave the button and the counter as they were")
    func mediator() {
        expectViolation(
            of:
                "each change a colleague reports reaches the mediator, which updates the colleagues that depend on it, but after 'type 'Hello''"
        ) {
            MediatorProofs.check { ComposeScreen() }
        }
    }
}

extension DrillSkeletonTests {
    @Test("abstract factory: themes of stand-in controls, and a header with no control at all")
    func abstractFactory() {
        expectViolation(
            of:
                "every product a concrete factory makes belongs to its family, but the light factory made a button of the unthemed family",
            "a client makes every product through the factory it was given, but the client made nothing"
        ) {
            AbstractFactoryProofs.check(light: LightTheme(), dark: DarkTheme()) {
                FeedHeader(theme: $0, unread: 3).controls
            }
        }
    }
}

extension DrillSkeletonTests {
    @Test("facade: a publish that asks no subsystem does nothing")
    func facade() {
        expectViolation(
            of:
                "one call to the facade does the whole job, in the order the subsystems need, each answer handed to the next, but for a post with a photo, the call failed after asking the subsystems nothing"
        ) {
            FacadeProofs.checkDrill()
        }
    }
}

extension DrillSkeletonTests {
    @Test("factory method: a send that never asks its factory method")
    func factoryMethod() {
        expectViolation(
            of:
                "a creator's operation works with the product its factory method makes, a new one each time, but over 2 operations the factory method made 0 products"
        ) {
            FactoryMethodProofs.checkDrill()
        }
    }
}

extension WrongAnswerTests {
    @Test(
        "factory method: a send that names the push message, one that keeps its first message, an e-mail sender that overrides nothing",
        .tags(.control),
        arguments: [
            (
                FlawedSender.Flaw.namesPushMessage,
                "a creator's operation works with the product its factory method makes, a new one each time, but over 2 operations the factory method made 0 products"
            ),
            (
                .keepsFirstMessage,
                "a creator's operation works with the product its factory method makes, a new one each time, but over 2 operations the factory method made 1 product"
            ),
            (.emailForgetsOverride, "each creator subclass makes its own product, but the e-mail sender produced ''"),
        ])
    func flawedSenders(_ flaw: FlawedSender.Flaw, _ property: String) {
        expectViolation(of: property) {
            FactoryMethodProofs.check(
                probe: { record in FlawedProbeSender(flaw, record: record).send },
                push: FlawedPushSender(flaw).send, email: FlawedEmailSender(flaw).send)
        }
    }

    @Test(
        "facade: uploading before moderation, the local file name published, a refusal swallowed, a failed photo dropped",
        .tags(.control),
        arguments: [
            (
                FlawedPublishingFacade.Flaw.uploadsFirst,
                "one call to the facade does the whole job, in the order the subsystems need, each answer handed to the next, but for a post with a photo, the call succeeded after asking the subsystems [upload photo.jpg, check 'Hi'"
            ),
            (
                .localFileName,
                "each answer handed to the next, but for a post with a photo, the call succeeded after asking the subsystems [check 'Hi', upload photo.jpg, insert 'Hi' with photo.jpg"
            ),
            (
                .swallowsRefusal,
                "a refusal by a subsystem stops the facade: no later step runs, and the client gets the error, but for a post moderation refuses, the call succeeded"
            ),
            (
                .dropsFailedPhoto,
                "a refusal by a subsystem stops the facade: no later step runs, and the client gets the error, but for a photo that fails to upload, the call succeeded"
            ),
        ])
    func flawedFacades(_ flaw: FlawedPublishingFacade.Flaw, _ property: String) {
        expectViolation(of: property) {
            FacadeProofs.check { FlawedPublishingFacade(flaw: flaw, subsystems: $0) }
        }
    }

    @Test(
        "abstract factory: a dark theme with a light badge, a header that makes its divider itself or asks for light",
        .tags(.control))
    func flawedFactories() {
        let light = FamilyTheme(family: "light")
        expectViolation(
            of:
                "every product a concrete factory makes belongs to its family, but the dark factory made a badge of the light family"
        ) {
            AbstractFactoryProofs.check(light: light, dark: CopiedBadgeDarkTheme()) { [$0.makeButton("New post")] }
        }
        expectViolation(
            of:
                "a client makes every product through the factory it was given, but given the checker's factory, the client ended up with products of the families [probe, probe, light]"
        ) {
            AbstractFactoryProofs.check(light: light, dark: FamilyTheme(family: "dark"), header: selfMadeDividerHeader)
        }
        expectViolation(
            of:
                "a client makes every product through the factory it was given, but given the checker's factory, the client ended up with products of the families [light, light, light]"
        ) {
            AbstractFactoryProofs.check(light: light, dark: FamilyTheme(family: "dark"), header: lightOnlyHeader)
        }
    }

    @Test(
        "mediator: a text box that enables the button itself, colleagues holding the mediator strongly, a forgotten update",
        .tags(.control),
        arguments: [
            (
                FlawedComposeScreen.Flaw.textBoxHoldsButton,
                "colleagues know only the mediator, never each other, but TextBox holds PostButton in its property 'button'"
            ),
            (
                .strongMediator,
                "the mediator and its colleagues are freed together: no colleague keeps the mediator alive, but once the screen let go"
            ),
            (
                .forgetsCounter,
                "which updates the colleagues that depend on it, but after 'type 'Hello'' the screen showed 'Post enabled, 280 left, posted []'"
            ),
            (
                .forgetsClear,
                "which updates the colleagues that depend on it, but after 'tap Post' the screen showed 'Post enabled, 278 left, posted [\"Hi\"]'"
            ),
        ])
    func flawedMediators(_ flaw: FlawedComposeScreen.Flaw, _ property: String) {
        expectViolation(of: property) {
            MediatorProofs.check { FlawedComposeScreen(flaw) }
        }
    }

    @Test(
        "template method: a refusal ignored, rendering before validating, the signature skipped, a footer in a subclass",
        .tags(.control),
        arguments: [
            (
                FlawedSharer.Flaw.ignoresRefusal,
                "a step that refuses stops the template method: no later step runs, but when validate refused, the steps ran as [validate, render, deliver]"
            ),
            (
                .rendersFirst,
                "a template method runs its steps in its fixed order, but the steps ran as [render, validate, deliver]"
            ),
            (.skipsSign, "the invariant parts are in every result, but the plain-text sharer produced [anna: Hello]"),
            (
                .footerInRender,
                "the invariant parts are in every result, but the Markdown sharer produced [**anna**: Hello\n— shared from Futubra\n— shared from Futubra]"
            ),
        ])
    func flawedTemplates(_ flaw: FlawedSharer.Flaw, _ property: String) {
        expectViolation(of: property) {
            TemplateMethodProofs.check(
                run: { record, refuse in
                    _ = RecordingFlawedSharer(flaw, record: record, refuse: refuse).share(TemplateMethodProofs.post)
                },
                plain: { post in
                    let sharer = FlawedPlainSharer(flaw)
                    _ = sharer.share(post)
                    return sharer.delivered
                },
                markdown: { post in
                    let sharer = FlawedMarkdownSharer(flaw)
                    _ = sharer.share(post)
                    return sharer.delivered
                })
        }
    }

    @Test(
        "strategy: a screen that switches on a kind of its own, one that keeps its first ranking, ties left as they came",
        .tags(.control))
    func flawedStrategies() {
        let rankings = (newest: NewestRanking(), mostLiked: MostLikedRanking())
        expectViolation(of: "a context delegates to the strategy it holds, and returns its answer as it is, but") {
            StrategyProofs.check(newest: rankings.newest, mostLiked: rankings.mostLiked) {
                KindSwitchingScreen(ranking: $0)
            }
        }
        expectViolation(of: "a strategy set at run time takes effect on the next call, but") {
            StrategyProofs.check(newest: rankings.newest, mostLiked: rankings.mostLiked) {
                FirstRankingScreen(ranking: $0)
            }
        }
        expectViolation(
            of: "each strategy gives its own answer to the same input, but 'most liked first' answered [#2, #1, #3, #4]"
        ) {
            StrategyProofs.check(newest: rankings.newest, mostLiked: TiesAsTheyCameRanking()) {
                FunctionRankingScreen(ranking: $0)
            }
        }
    }

    @Test(
        "adapter: an empty feed for a failure, unreadable items dropped, milliseconds read as seconds, the cursor lost",
        .tags(.control),
        arguments: [
            (
                FlawedFeedAdapter.Flaw.emptyOnFailure,
                "an adapter reports the adaptee's failure as an error, never as an empty or made-up answer, but for a 503 from the server, the adapter answered []"
            ),
            (
                .dropsUnreadable,
                "an adapter refuses an answer it cannot translate, instead of dropping or inventing part of it, but for a like count of 'many', the adapter answered [#8 bob"
            ),
            (
                .millisecondsAsSeconds,
                "translated into the target's types and units, but for two posts on the first page, the adapter answered [#8 bob ♥0 at 1700000001000.0"
            ),
            (
                .firstPageAlways,
                "an adapter passes each request on, translated into the adaptee's terms, but for the page after #7, the adapter answered [#8 bob"
            ),
        ])
    func flawedAdapter(_ flaw: FlawedFeedAdapter.Flaw, _ property: String) {
        expectViolation(of: property) {
            AdapterProofs.check { FlawedFeedAdapter(flaw, client: $0) }
        }
    }

    @Test(
        "visitor: a type switch whose default skips reposts, a repost sent to the like method, children before parents",
        .tags(.control))
    func flawedWalks() {
        expectViolation(
            of:
                "every node is visited once, whatever its kind: none skipped, but repost #6, repost #8 were never visited"
        ) {
            VisitorProofs.check(typeSwitchWalk)
        }
        expectViolation(
            of:
                "each node is visited by the visit method of its own kind (double dispatch), but repost #6 was visited as 'like #6'"
        ) {
            VisitorProofs.check(repostAsLikeWalk)
        }
        expectViolation(
            of: "nodes are visited in document order, each parent before its children, but the visits came as [like #3"
        ) {
            VisitorProofs.check(childrenFirstWalk)
        }
    }

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
        "cacheable request: the checker forces the overlap: a store-after-load and a check-then-await cache each fail 20 runs in 20",
        .tags(.control))
    func coalescingNeverByLuck() async {
        for _ in 1...20 {
            await expectViolation(of: "callers that ask for a key while it loads share one load") {
                await CoalescingProofs.check(StoreAfterLoadCache.self)
            }
            await expectViolation(of: "callers that ask for a key while it loads share one load") {
                await CoalescingProofs.check(CheckThenAwaitCache.self)
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
    @Test("factory method: a protocol whose product is an associated type, send written once in an extension")
    func protocolFactoryMethod() {
        FactoryMethodProofs.check(
            probe: { record in ProbeMessageSender(record: record).send }, push: PushMessageSender().send,
            email: EmailMessageSender().send)
    }

    @Test("facade: a struct of the steps' functions, the upload in an optional step")
    func stepsFacade() {
        FacadeProofs.check { StepsFacade($0) }
    }

    @Test("abstract factory: one factory type parameterized by its family, and a header written as a function")
    func familyFactory() {
        AbstractFactoryProofs.check(light: FamilyTheme(family: "light"), dark: FamilyTheme(family: "dark")) { theme in
            ["New post"].map(theme.makeButton) + [theme.makeBadge(3), theme.makeDivider()]
        }
    }

    @Test("mediator: colleagues that report through closures capturing the mediator weakly")
    func closureMediator() {
        MediatorProofs.check { ClosureComposeScreen() }
    }

    @Test("template method: a protocol extension that defines share once over the steps its conformers give")
    func protocolTemplate() {
        TemplateMethodProofs.check(
            run: { record, refuse in ProtocolSharer(.recording(record, refuse: refuse)).share(TemplateMethodProofs.post)
            },
            plain: { post in
                let sharer = ProtocolSharer(.plain)
                sharer.share(post)
                return sharer.delivered
            },
            markdown: { post in
                let sharer = ProtocolSharer(.markdown)
                sharer.share(post)
                return sharer.delivered
            })
    }

    @Test(
        "strategy: the screen holds the ranking's function, rewrapped when the ranking is set; ties broken by grouping")
    func functionStrategy() {
        StrategyProofs.check(newest: NewestRanking(), mostLiked: GroupedMostLiked()) {
            FunctionRankingScreen(ranking: $0)
        }
    }

    @Test("adapter: an adapter holding the client's method, with a decoder of its own")
    func fetchingAdapter() {
        AdapterProofs.check { client in FetchingAdapter(fetch: client.fetchItems) }
    }

    @Test("visitor: the thread as an enum walked with a stack and an exhaustive switch")
    func enumWalk() {
        checkVisitorContract(expected: VisitorProofs.walk) { record in
            ThreadItem.walk(ThreadItem.feed, record: record)
        }
    }

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
