/// Real interview questions, as a learner would search for them, with the entries that answer them.
///
/// Each row was taken from a public list of iOS, Swift or design-pattern interview questions
/// (`source`), before any ranking work: `keywords` is what a learner types, `question` the
/// question as asked. `answers` holds every entry id whose page answers it; a search passes
/// when one of them is in its top three.
///
/// Add rows whenever a family lands: one `ask(…)` line each, grouped by the family of the
/// first answer, with the source of the question. Only ids that exist may be named (a test
/// checks).
struct InterviewQuestion: Sendable {
    var keywords: String
    var question: String
    var answers: [String]
    var source: String
}

private func ask(_ keywords: String, _ question: String, _ answers: [String], _ source: String) -> InterviewQuestion {
    InterviewQuestion(keywords: keywords, question: question, answers: answers, source: source)
}

// The public lists the questions were collected from.
private let composerNetworking = "https://www.swiftcodecomposer.com/interview-prep/networking/questions"
private let composerCaching = "https://www.swiftcodecomposer.com/interview-prep/networking/questions?page=3"
private let techhubCaching = "https://techhub.cafe/interview-questions/ios/ios-caching-architecture-design"
private let glassdoorOperation =
    "https://www.glassdoor.com.br/Entrevista/1-What-is-the-difference-between-Grand-Central-Dispatch-NSThread-and-NSOperation-and-when-would-you-use-each-QTN_1040725.htm"
private let charlieOperation =
    "https://charlieinden.github.io/ios-interviews/2018-10-23_Operation-and-Grand-Central-Dispatch-interview-questions-694da9a069fb.html"
private let leadbycodePOP =
    "https://leadbycode.com/2024/07/ios-developer-interview-question-protocol-oriented-programming.html"
private let leyaaPOP = "https://leyaa.ai/codefly/learn/swift/part-3/swift-pop-vs-oop-decision-patterns/review"
private let loopwerkSubjects = "https://www.loopwerk.io/articles/2021/faq-passthroughsubject-currentvaluesubject/"
private let techInterviewCombine = "https://www.tech-interview.dev/tech/swift/combine-framework"
private let sheldon = "https://sheldonwangrjt.github.io/interviews/foundation-design-patterns"
private let brainscape25 = "https://api.brainscape.com/flashcards/25-design-patterns-20023964/packs/17778159"
private let nerohoop = "https://nerohoop.gitbooks.io/frontend/content/ios-development/questions/design-pattern.html"
private let hackingFlashcards = "https://www.brainscape.com/flashcards/design-patterns-10786606/packs/19253618"
private let tawhid = "https://tawhidmonowar.github.io/posts/iOS-App-Architecture-Desig-Patterns/"
private let adaface = "https://www.adaface.com/blog/ios-interview-questions/"
private let blockQuestions = "https://www.mo4tech.com/ios-development-block-ten-interview-questions-summary.html"
private let springcavaj = "https://springcavaj.com/structuralfaqs"
private let soujanya =
    "https://course.soujanyalab.in/Episode-9-System-Design--9.5-Behavioral-Design-Patterns--9.5-Interview-Questions"
private let behavioralCards = "https://brainscape.com/flashcards/behavioral-13564423/packs/21432432"
private let creationalCards = "https://brainscape.com/flashcards/design-patterns-13819889/packs/21509724"
private let opentech = "https://opentechbook.com/quizzes/design-patterns-quiz/page/9"
private let cocoaInterviews = "http://cocoainterviews.blogspot.com/"
private let sharpskill = "https://sharpskill.dev/en/blog/ios/ios-senior-interview-architecture-design-patterns"
private let composer = "https://www.swiftcodecomposer.com/interview-prep/architecture/cheat-sheet"
private let learnSwift =
    "https://github.com/1984Rakesh/LearnSwift/blob/master/LearnSwift.playground/Pages/GeneralInterviewQuestions.xcplaygroundpage/Contents.swift"
private let leyaa = "https://leyaa.ai/codefly/learn/lld/part-1/lld-when-to-use-which-structural-pattern/review"
private let glassdoor = "https://www.glassdoor.com.br/Entrevista/4-Strong-weak-and-retain-cycle-QTN_1525783.htm"
private let dataford = "https://dataford.io/interview-guides/questions/escaping-vs-non-escaping-closures"
private let coderslingo = "https://coderslingo.com/exercises/vocabulary/swift-concurrency/"
private let hintsage = "https://hintsage.com/en/knowledge-base/question/389321f6-cb74-43b7-807e-b9f7c5c2c917"
private let interviewIssues = "https://interview-issues.vercel.app/ios/architecture"
private let tripleli = "https://tripleli.com/interview-prep/ios_architecture_patterns"
private let techhubLogging = "https://techhub.cafe/interview-questions/swift/ios-scalable-logging-system-design"
private let getsdereadyLogger = "https://getsdeready.com/courses/master-dsa-web-dev-system-design/lesson/qna-48"
private let chetan = "https://chetansway.blogspot.com/2014/06/ios-interview-questions-and-answers.html"
private let latestCatchups = "https://latestcatchups.wordpress.com/2016/11/29/ios-interview-questions-part-1/"
private let byTutorials = "https://brainscape.com/flashcards/design-patterns-by-tutorial-9594139/packs/17012883"
private let preplance =
    "https://preplance.com/questions/explain-the-decorator-and-proxy-patterns-how-they-differ-and-when-youd-use-each--5kvpb6"
private let behaviouralPurpose = "https://brainscape.com/flashcards/behavioural-patterns-5541354/packs/8371533"
private let gofCards = "https://brainscape.com/flashcards/design-pattern-23442/packs/136928"
private let refactoringCards = "https://brainscape.com/flashcards/design-patterns-9300488/packs/16385719"
private let dispatchOnce =
    "https://matheusmello.io/posts/ios-why-does-apple-recommend-to-use-dispatch-once-for-implementing-the-singleton-pat"
private let swiftSingleton = "http://pengguo.xyz/tutorial/2017/03/09/Swift-World-Design-Patterns-Singleton.html"
private let paigeKVO =
    "https://paigeshin1991.medium.com/learn-swift-fundamentals-by-preparing-for-job-interview-questions-169-174-for-kvo-kvc-7fd891d5013e"
private let kvcUnderlying = "https://mo4tech.com/underlying-analysis-of-kvc.html"
private let kvoBasics = "https://dev.mo4tech.com/ios-basic-series-kvc-kvo.html"
private let informitKVC = "https://informit.com/articles/article.aspx?p=425173&seqNum=2"
private let techhubTCA = "https://techhub.cafe/interview-questions/ios/ios-tca-architecture-deep"
private let swiftLanguage = "https://www.swiftcodecomposer.com/interview-prep/swift-language/questions?page=5"
private let floyd = "http://floydfairnessfund.org/Developer/ios-developer-interview-questions"
// Sources of the SOLID and dependency-injection rows.
private let challaSOLID =
    "https://sandeepreddychalla.medium.com/ios-interview-questions-and-answers-part10-5d083aab475f?source=post_internal_links---------1----------------------------"
private let shadowingSOLID = "https://shadowing.ai/mirror-room-question/Explain-what-SOLID-is-h6KwJVcppvQrOAw31BF9"
private let ishtizSOLID = "https://ishtiz.com/interview/solid-principles-for-ios-developers-a-comprehensive-guide"
private let darrarskiSRP =
    "http://wp.darrarski.pl/2014/03/single-responsibility-principle-ios-the-bendyworks-blog-bendyworks-ruby-on-rails-ios-clojure-consultants-madison-wi/"
private let palosOCP = "https://palospublishing.com/how-to-explain-the-open_closed-principle-in-an-interview/"
private let overflowOCP =
    "https://www.systemoverflow.com/learn/solid-principles/open-closed-principle/ocp-in-interviews-common-questions-and-variations"
private let baithakLSP =
    "https://techbaithak.com/interview-questions/oop-concepts/what-is-the-liskov-substitution-principle"
private let stackLSP =
    "https://senior-stack.uz/Roadmap/Programming-Languages/code-craft/design-principles/04-solid/03-lsp-liskov-substitution/interview/"
private let baithakISP =
    "https://techbaithak.com/interview-questions/solid-principles/how-does-isp-prevent-fat-interfaces"
private let baithakISPDefinition =
    "https://techbaithak.com/interview-questions/oop-concepts/what-is-the-interface-segregation-principle"
private let mentorDIP =
    "https://interviewmentor.pages.dev/oop-interview-questions/dependency-inversion-differ-from-regular-dependency-injectio"
private let stackIoC =
    "https://senior-stack.uz/Roadmap/Programming-Languages/code-craft/design-principles/02-coupling-and-cohesion/08-inversion-of-control/interview/"
private let needoneInjection = "https://needone.app/constructor-injection-property-injection-or-method-injection/"
private let techhubLocator =
    "https://techhub.cafe/interview-questions/dependency-injection/what-is-the-service-locator-anti-pattern"
private let geekmeritLocator =
    "https://development.geekmerit.com/question/di-vs-service-locator-csharp-design-patterns/"
private let tauqirLocator =
    "https://tauqir295.github.io/android-interview-prep/deep-dives/architecture/service-locator-and-anti-patterns/"
private let sugharaLifetimes = "https://interview.sughara.in/questions/explain-di-lifetimes-transient-scoped-singleton"

private let acailicPrinciples = "https://acailic.github.io/software-interview-prep/topics/design-principles.html"
private let seniorStackDKY =
    "https://senior-stack.uz/Roadmap/Programming-Languages/languages/java/02-object-oriented-programming/03-design-principles/05-dry-kiss-yagni/interview/"
private let seniorStackAPO =
    "https://senior-stack.uz/Roadmap/Programming-Languages/code-craft/design-principles/01-generic/05-avoid-premature-optimization/interview/"
private let dzenYagniDryKiss = "https://dzen.ru/a/Y2u2q_aOdFLhIzxx"
private let dzenBDUF = "https://dzen.ru/a/Y20VnQYTCln82hrh"
private let diceWaterfall = "https://insights.dice.com/2014/09/08/interview-qs-about-waterfall-development-model/"
private let scoutMVP = "https://thedailyscout.com/s/xr6sdkdK7aM"

private let seniorGodClass =
    "https://senior-stack.uz/Roadmap/Programming-Languages/languages/java/02-object-oriented-programming/07-antipatterns-and-code-smells/01-god-class/interview/"
private let seniorBadStructure =
    "https://senior-stack.uz/Roadmap/Programming-Languages/code-craft/anti-patterns/01-development/01-bad-structure/interview/"
private let seniorOOMisuse =
    "https://senior-stack.uz/Roadmap/Programming-Languages/code-craft/anti-patterns/02-design/01-oo-misuse/interview/"
private let seniorYoYo =
    "https://senior-stack.uz/Roadmap/Programming-Languages/languages/java/02-object-oriented-programming/07-antipatterns-and-code-smells/07-yo-yo-problem/senior/"
private let tezvynMVC = "https://tezvyn.com/bite/explain-uikit-mvc-and-the-massive-view-controller-problem-edd21252"
private let kyleCleggSingletons = "http://www.kyleclegg.com/blog/9272013why-singletons-are-bad"
private let oowisdomCallSuper = "https://oowisdom.csse.canterbury.ac.nz/index.php/Call_super"
private let oowisdomCesspool = "https://oowisdom.csse.canterbury.ac.nz/index.php/Object_cesspool"
private let composerCellReuse = "https://www.swiftcodecomposer.com/interview-prep/ui-frameworks/questions?page=5"
private let poltergeistDevelpreneur = "https://develpreneur.com/the-poltergeist-anti-pattern-when-design-goes-bad/"
private let techInterviewForceUnwrap = "https://www.tech-interview.dev/tech/swift/force-unwrapping"
private let cocoacastsSmells = "https://cocoacasts.com/five-signs-of-code-smell-in-swift/"
private let seniorBadShortcuts =
    "https://senior-stack.uz/Roadmap/Programming-Languages/code-craft/anti-patterns/01-development/02-bad-shortcuts/interview/"
private let seniorBloaters =
    "https://senior-stack.uz/Roadmap/Programming-Languages/code-craft/refactoring/01-code-smells/01-bloaters/interview/"
private let emptySubclassTest = "https://www.effectiveperlprogramming.com/2011/05/pass-the-empty-subclass-test/"
private let perlCookbookInheritable = "https://www.oreilly.com/library/view/perl-cookbook/1565922433/ch13s10.html"
private let smellVocabulary = "https://coderslingo.com/exercises/refactoring-language/code-smell-vocabulary/"
private let ooAbusersQA =
    "https://senior-stack.uz/Roadmap/Programming-Languages/code-craft/refactoring/01-code-smells/02-oo-abusers/interview/"
private let changePreventersQA =
    "https://senior-stack.uz/Roadmap/Programming-Languages/code-craft/refactoring/01-code-smells/03-change-preventers/interview/"
private let dispensablesQA =
    "https://senior-stack.uz/Roadmap/Programming-Languages/code-craft/refactoring/01-code-smells/04-dispensables/interview/"
private let couplersQA =
    "https://senior-stack.uz/Roadmap/Programming-Languages/code-craft/refactoring/01-code-smells/05-couplers/interview/"
private let envyVersusShotgun =
    "https://interviewmentor.app/oop-interview-questions/distinguishes-feature-envy-from-shotgun-surgery-terms-refact"

let interviewQuestions: [InterviewQuestion] = [
    // creational
    ask("singleton", "What is the Singleton pattern and when should you use it?", ["singleton"], sheldon),
    ask("singleton downsides", "What are the downsides of Singletons?", ["singleton", "shared-instance"], sheldon),
    ask(
        "singleton ios example", "What is the Singleton pattern and give an iOS example?",
        ["singleton", "shared-instance"], brainscape25),
    ask(
        "singleton disadvantages", "What is the downside of using Singleton in iOS?", ["singleton", "shared-instance"],
        brainscape25),
    ask(
        "singleton advantages", "What are the advantages of the singleton pattern?", ["singleton", "shared-instance"],
        creationalCards),
    ask("singleton code", "Write a code sample of the singleton pattern in Swift.", ["singleton"], brainscape25),
    ask(
        "singleton violates single responsibility global state",
        "Why do singletons carry state for the app's lifetime and couple code tightly?",
        ["singleton", "shared-instance"], nerohoop),
    ask(
        "dispatch_once", "Why does Apple recommend dispatch_once for implementing a singleton under ARC?",
        ["singleton", "lazy-initialization"], dispatchOnce),
    ask(
        "static let shared thread safe", "How is a Swift singleton made thread safe without dispatch_once?",
        ["singleton", "lazy-initialization"], swiftSingleton),
    ask(
        "singleton race condition", "How do you deal with race conditions in a multi-threaded singleton?",
        ["singleton", "lazy-initialization"], creationalCards),
    ask(
        "UserDefaults.standard shared instance", "Is UserDefaults.standard a singleton, and what else is like it?",
        ["shared-instance", "singleton"], brainscape25),
    ask(
        "singleton testing", "How do you make code that uses a singleton testable?",
        ["shared-instance", "singleton"], sheldon),
    ask(
        "factory pattern", "What is the Factory pattern?", ["simple-factory", "factory-method", "abstract-factory"],
        sheldon),
    ask(
        "factory vs builder", "What's the difference between Factory and Builder patterns?",
        ["builder", "factory-method", "abstract-factory"], sheldon),
    ask(
        "factory method ios example", "What is the Factory Method pattern and give an iOS example?",
        ["factory-method"], brainscape25),
    ask(
        "UIButton(type:) factory", "Which creational pattern is UIButton(type: .system)?",
        ["factory-method", "class-cluster"], brainscape25),
    ask("builder pattern", "What is the builder pattern?", ["builder"], creationalCards),
    ask(
        "builder many configurable values",
        "How do you initialize a type that requires a large number of configurable values?", ["builder"],
        creationalCards),
    ask(
        "url request builder", "How would you build a URLRequest step by step with a fluent interface?", ["builder"],
        sheldon),
    ask(
        "abstract factory", "What does the Abstract Factory pattern provide?", ["abstract-factory"], gofCards),
    ask(
        "families of related objects",
        "Which pattern lets you produce families of related objects without specifying their concrete classes?",
        ["abstract-factory"], refactoringCards),
    ask(
        "abstract factory vs factory method", "How is Abstract Factory different from Factory Method?",
        ["abstract-factory", "factory-method"], sheldon),
    ask("prototype", "What is the Prototype pattern?", ["prototype"], gofCards),
    ask(
        "copy objects without depending on classes",
        "Which pattern lets you copy existing objects without making your code dependent on their classes?",
        ["prototype"], refactoringCards),
    ask(
        "NSCopying copy", "How do you implement NSCopying, and what is a deep versus a shallow copy?", ["prototype"],
        cocoaInterviews),
    ask(
        "lazy loading", "What is lazy loading and how does a lazy var work in Swift?", ["lazy-initialization"],
        swiftSingleton),
    ask(
        "lazy var thread safe", "Is a lazy var initialized only once when many threads read it?",
        ["lazy-initialization"], swiftSingleton),
    ask(
        "multiton", "What is a multiton, a keyed registry of singletons?", ["multiton"], creationalCards),
    ask(
        "creational patterns list", "Name five creational design patterns.",
        ["singleton", "builder", "factory-method", "abstract-factory", "prototype"], creationalCards),

    // structural
    ask("adapter", "What is the Adapter pattern and give an iOS example?", ["adapter"], brainscape25),
    ask(
        "incompatible interfaces",
        "Which structural pattern would you use to let incompatible interfaces work together?",
        ["adapter"], leyaa),
    ask("adapter memento", "Explain the Adapter and Memento patterns.", ["adapter", "memento"], adaface),
    ask(
        "bridge vs adapter", "How is the Bridge pattern different from the Adapter pattern?", ["bridge", "adapter"],
        opentech),
    ask(
        "bridge instead of adapter", "When should you use the Bridge pattern instead of the Adapter pattern?",
        ["bridge", "adapter"], springcavaj),
    ask(
        "decouple abstraction implementation",
        "Which pattern decouples an abstraction from its implementation so the two can vary independently?",
        ["bridge"], gofCards),
    ask(
        "proxy vs decorator", "Can you give a good explanation of the difference between Proxy and Decorator?",
        ["proxy", "decorator"], opentech),
    ask(
        "decorator proxy when", "Explain the Decorator and Proxy patterns, how they differ and when you'd use each.",
        ["decorator", "proxy"], preplance),
    ask(
        "add behaviour dynamically",
        "If you want to add features to an object dynamically without changing its class, which pattern fits?",
        ["decorator"], leyaa),
    ask(
        "extensions categories decorator", "Are Swift extensions and Objective-C categories the Decorator pattern?",
        ["decorator"], nerohoop),
    ask(
        "proxy lazy loading access control",
        "What problem does the Proxy pattern solve: security, lazy loading or logging before forwarding?",
        ["proxy"], leyaa),
    ask(
        "facade", "How does the Facade pattern simplify a complex system?", ["facade"], springcavaj),
    ask(
        "simple interface complex subsystem", "Which pattern provides a simple interface to a complex subsystem?",
        ["facade"], leyaa),
    ask(
        "composite tree", "How can the Composite pattern be used to build a file system structure?", ["composite"],
        springcavaj),
    ask(
        "part whole hierarchy", "To treat individual objects and groups of objects the same way, which pattern fits?",
        ["composite"], leyaa),
    ask(
        "UIView hierarchy composite", "Which pattern is the UIView hierarchy of subviews and superviews?",
        ["composite"], byTutorials),
    ask(
        "flyweight memory", "How does the Flyweight Pattern optimize memory usage?", ["flyweight"], springcavaj),
    ask(
        "share fine-grained objects", "Which pattern uses sharing to support large numbers of fine-grained objects?",
        ["flyweight"], gofCards),
    ask(
        "class cluster", "What is a class cluster? Give examples from Foundation like NSNumber or NSArray.",
        ["class-cluster"], cocoaInterviews),
    ask(
        "NSArray subclass", "Why is subclassing NSArray or NSString hard?", ["class-cluster"], cocoaInterviews),
    ask(
        "structural patterns", "What are structural design patterns, and give some examples?",
        ["adapter", "facade", "decorator", "composite", "bridge", "proxy", "flyweight"], byTutorials),

    // behavioral
    ask("command pattern", "What is a Command Pattern?", ["command"], behavioralCards),
    ask(
        "undo redo", "How would you implement undo and redo in an app?", ["command", "memento"], behaviouralPurpose),
    ask(
        "request as object queue log",
        "Which pattern encapsulates a request as an object so you can queue or log requests and support undo?",
        ["command"], gofCards),
    ask(
        "NSUndoManager", "How does NSUndoManager record operations so they can be undone?", ["command", "memento"],
        cocoaInterviews),
    ask("memento", "What is the purpose of the Memento pattern?", ["memento"], behaviouralPurpose),
    ask(
        "save restore state", "How do you save and restore an object's state without exposing its internals?",
        ["memento"], refactoringCards),
    ask(
        "state restoration archiving", "Where does iOS use the memento pattern for state restoration and archiving?",
        ["memento"], adaface),
    ask(
        "chain of responsibility", "What is a Chain of Responsibility?", ["chain-of-responsibility"], behavioralCards),
    ask(
        "responder chain", "What is the responder chain and how are touch events passed along it?",
        ["chain-of-responsibility"], learnSwift),
    ask(
        "strategy vs state", "Explain the difference between Strategy and State patterns.", ["strategy", "state"],
        soujanya),
    ask(
        "strategy", "What is the purpose of the Strategy pattern?", ["strategy"], behaviouralPurpose),
    ask(
        "interchangeable algorithms runtime",
        "How do you pick one of several interchangeable algorithms at run time, like a payment method?",
        ["strategy"], soujanya),
    ask(
        "state machine", "How would you model a screen that changes behaviour with its state, as a state machine?",
        ["state"], behaviouralPurpose),
    ask(
        "behavior changes internal state",
        "Which pattern lets an object alter its behaviour when its internal state changes?", ["state"], gofCards),
    ask(
        "template method", "What is the purpose of the Template Method pattern?", ["template-method"],
        behaviouralPurpose),
    ask(
        "algorithm skeleton subclasses override steps",
        "Which pattern defines the skeleton of an algorithm and lets subclasses override some steps?",
        ["template-method"], gofCards),
    ask("iterator", "What is an iterator pattern?", ["iterator"], behavioralCards),
    ask(
        "fast enumeration", "What is fast enumeration?", ["iterator"], chetan),
    ask(
        "Sequence IteratorProtocol custom collection", "How do you make a custom collection work with for-in in Swift?",
        ["iterator"], behavioralCards),
    ask("mediator", "What is a mediator pattern?", ["mediator"], behavioralCards),
    ask(
        "reduce coupling between objects",
        "Which pattern reduces chaotic dependencies by making objects talk only through one object?", ["mediator"],
        refactoringCards),
    ask("visitor", "What is the Visitor pattern for?", ["visitor"], gofCards),
    ask(
        "double dispatch", "What is double dispatch and which pattern relies on it?", ["visitor"], gofCards),
    ask("interpreter", "What is an interpreter pattern?", ["interpreter"], behavioralCards),
    ask(
        "grammar language", "How would you represent the grammar of a small language and evaluate its sentences?",
        ["interpreter"], gofCards),
    ask(
        "NSPredicate format", "How does NSPredicate evaluate a format string against objects?", ["interpreter"],
        cocoaInterviews),
    ask(
        "target action", "What is target-action in UIKit?", ["target-action"], cocoaInterviews),
    ask(
        "#selector @objc addTarget", "Why does addTarget(_:action:for:) need #selector and @objc?",
        ["target-action"], cocoaInterviews),
    ask(
        "UIControl events button tap", "How does a UIButton tell its view controller that it was tapped?",
        ["target-action", "delegation"], chetan),
    ask(
        "behavioral patterns", "What are behavioral design patterns, and give some examples?",
        ["strategy", "command", "state", "observer", "delegation", "chain-of-responsibility", "template-method"],
        byTutorials),

    // communication
    ask("delegation", "What is delegation and how does it work?", ["delegation"], nerohoop),
    ask(
        "delegate vs notification", "What's the difference between using a delegate and a notification?",
        ["delegation", "notification"], nerohoop),
    ask(
        "explain delegates", "How would you explain delegates to a new Swift developer?", ["delegation"],
        hackingFlashcards),
    ask(
        "delegation ios", "What is the Delegation pattern and how is it used in iOS?", ["delegation"], brainscape25),
    ask(
        "weak delegate", "Is a delegate retained? Why is a delegate property weak?",
        ["delegation", "memory-management"], chetan),
    ask(
        "UITableViewDataSource", "What is the difference between a table view's delegate and its data source?",
        ["delegation"], hackingFlashcards),
    ask(
        "delegation observer notifications pros cons",
        "Which communication patterns between views do you know? Pros and cons of delegation, observer and notifications.",
        ["delegation", "observer", "notification"], learnSwift),
    ask(
        "notification center", "What is NotificationCenter and when would you broadcast a notification?",
        ["notification"], latestCatchups),
    ask(
        "NotificationCenter removeObserver", "Do you have to remove a NotificationCenter observer, and when?",
        ["notification"], brainscape25),
    ask(
        "observer pattern ios", "What is the Observer pattern and give an iOS example?",
        ["observer", "notification", "key-value-observing"], brainscape25),
    ask(
        "one-to-many dependency",
        "Which pattern defines a one-to-many dependency so dependents are notified of changes?",
        ["observer"], behaviouralPurpose),
    ask("kvo", "What is KVO? What are its advantages?", ["key-value-observing"], paigeKVO),
    ask("kvc", "What is KVC?", ["key-value-coding"], paigeKVO),
    ask(
        "kvc kvo difference", "What are KVO and KVC?", ["key-value-coding", "key-value-observing"], paigeKVO),
    ask(
        "kvc structs", "Can we use KVC for structures?", ["key-value-coding"], paigeKVO),
    ask(
        "kvc trigger kvo", "Does modifying a property through KVC trigger KVO?",
        ["key-value-observing", "key-value-coding"], kvcUnderlying),
    ask(
        "how kvo works isa swizzling", "How does iOS implement KVO for an object? What is the nature of KVO?",
        ["key-value-observing"], kvoBasics),
    ask(
        "manually trigger kvo", "How do I manually trigger KVO with willChangeValueForKey?",
        ["key-value-observing"], kvoBasics),
    ask(
        "valueForKeyPath @sum @avg", "What are KVC collection operators such as @sum and @avg in valueForKeyPath:?",
        ["key-value-coding"], informitKVC),
    ask(
        "observe property changes", "How do you get told when a property of another object changes?",
        ["key-value-observing", "observer"], paigeKVO),
    ask(
        "block", "What is a block?", ["callbacks"], blockQuestions),
    ask(
        "blocks vs delegate", "What are the advantages of using blocks instead of a delegate?",
        ["callbacks", "delegation"], blockQuestions),
    ask(
        "block retain cycle", "How does a block cause a retain cycle, and how do you break it with a weak reference?",
        ["callbacks", "memory-management"], blockQuestions),
    ask(
        "completion handler", "Can you explain completion handlers?", ["callbacks"], adaface),
    ask(
        "escaping closure", "Explain the difference between escaping and non-escaping closures in Swift.",
        ["callbacks"], dataford),
    ask(
        "weak self closure", "When does an escaping closure need [weak self]?", ["callbacks", "memory-management"],
        swiftLanguage),
    ask(
        "retain cycle", "What is a retain cycle and how do strong and weak references cause or avoid it?",
        ["memory-management", "callbacks", "delegation", "observer"], glassdoor),
    ask(
        "memory leak strong references",
        "How do reciprocal strong references cause a memory leak, and which reference should be weak?",
        ["memory-management", "callbacks", "delegation", "observer"], floyd),
    ask(
        "async await vs completion handler",
        "What is Swift concurrency, and how does async/await replace completion handlers?",
        ["callbacks", "async-sequence"], coderslingo),
    ask("asyncstream", "What is AsyncStream used for in Swift?", ["async-sequence"], coderslingo),
    ask(
        "AsyncSequence Sequence", "Why does AsyncSequence not refine Sequence?", ["async-sequence"], hintsage),
    ask(
        "bridge delegate to async", "How do you bridge delegate callbacks or notifications to async/await?",
        ["async-sequence", "callbacks"], coderslingo),
    ask(
        "combine publisher", "What is a Combine publisher, and how do you cancel a subscription?",
        ["async-sequence", "observer"], brainscape25),

    // ui
    ask("mvc", "What is MVC in iOS architecture?", ["mvc"], brainscape25),
    ask(
        "mvc apple", "Can you explain MVC, and how it's used on Apple's platforms?", ["mvc"], hackingFlashcards),
    ask(
        "massive view controller",
        "Why does the view controller become a Massive View Controller, and how do you fix it?",
        ["mvc", "mvvm", "coordinator"], tawhid),
    ask(
        "mvc alternatives", "What are the most common iOS architectures besides MVC?",
        ["mvvm", "mvp", "viper", "vip", "redux", "mvc"], tawhid),
    ask("mvvm", "Can you explain MVVM, and how it might be used on Apple's platforms?", ["mvvm"], hackingFlashcards),
    ask(
        "mvvm binding", "What is MVVM and what role does binding play?", ["mvvm"], tawhid),
    ask(
        "mvvm swift implementation", "Explain MVVM and its Swift implementation.", ["mvvm"], sharpskill),
    ask(
        "view model networking", "Where does networking code go in MVVM?", ["mvvm", "soa"], hackingFlashcards),
    ask(
        "mvc vs mvvm", "What is the difference between MVC and MVVM?", ["mvvm", "mvc"], interviewIssues),
    ask("mvp", "What is MVP?", ["mvp"], tawhid),
    ask(
        "passive view presenter", "What is a passive view, and what does the presenter do in MVP?", ["mvp"], tawhid),
    ask("viper", "What is VIPER?", ["viper"], tawhid),
    ask(
        "viper router interactor", "What do the interactor and router do in VIPER?", ["viper"], tawhid),
    ask(
        "viper disadvantages", "What are VIPER's disadvantages for small apps?", ["viper"], tawhid),
    ask(
        "clean swift vip", "What is the difference between VIP (Clean Swift) and VIPER?", ["vip", "viper"],
        interviewIssues),
    ask(
        "coordinator", "What is the Coordinator pattern and why use it for navigation?", ["coordinator"], composer),
    ask(
        "child coordinators deep links", "How do child coordinators handle sub-flows and deep links?",
        ["coordinator"], composer),
    ask(
        "mvvm-c", "What is MVVM + Coordinator?", ["coordinator", "mvvm"], tripleli),
    ask(
        "tca", "How does The Composable Architecture (TCA) work in large iOS apps?", ["redux"], techhubTCA),
    ask(
        "unidirectional data flow", "What is unidirectional data flow?", ["redux", "vip"], interviewIssues),
    ask(
        "reducer store action", "What are the store, the actions and the reducer?", ["redux"], techhubTCA),
    ask(
        "single source of truth", "Why keep app state in a single source of truth?", ["redux"], composer),
    ask(
        "service layer manager", "What is a service layer, and where do managers fit in an iOS app?", ["soa"],
        composer),
    ask(
        "app architecture testability", "What is app architecture in iOS and what makes one testable?",
        ["mvvm", "mvp", "viper", "vip", "mvc"], tawhid),
    // The architecture family.
    ask(
        "networking layer design", "How would you design a scalable and maintainable networking layer for an iOS app?",
        ["data-layer", "cacheable-request", "request-operation"], composerNetworking),
    ask(
        "network data caching strategy",
        "How do you design a caching strategy for network data, and how do you decide what to cache?",
        ["cacheable-request", "data-layer"], composerCaching),
    ask(
        "caching architecture", "What is caching architecture in iOS apps?", ["cacheable-request", "data-layer"],
        techhubCaching),
    ask(
        "NSOperation vs GCD",
        "What is the difference between Grand Central Dispatch, NSThread, and NSOperation and when would you use each?",
        ["request-operation"], glassdoorOperation),
    ask(
        "operation dependencies cancel", "How do operations depend on each other, and how is an operation cancelled?",
        ["request-operation"], charlieOperation),
    // The principles family.
    ask(
        "protocol oriented programming principles", "Discuss the principles of Protocol-Oriented Programming (POP).",
        ["protocol-oriented-programming"], leadbycodePOP),
    ask(
        "POP vs OOP", "When should you prefer POP over OOP in Swift?",
        ["protocol-oriented-programming", "object-oriented-programming"], leyaaPOP),
    ask(
        "OOP classes inheritance", "How does OOP organize code compared to POP?",
        ["object-oriented-programming", "protocol-oriented-programming"], leyaaPOP),
    ask(
        "protocol extensions POP", "How do protocol extensions help in POP?",
        ["protocol-oriented-programming"], leyaaPOP),
    // Reactive streams.
    ask(
        "PassthroughSubject vs CurrentValueSubject", "When to use PassthroughSubject and CurrentValueSubject?",
        ["reactive-streams"], loopwerkSubjects),
    ask(
        "combine publisher subscriber subscription",
        "Can you explain the core building blocks: Publisher, Subscriber, Operator, Subscription, Subject, and Scheduler?",
        ["reactive-streams"], techInterviewCombine),
    ask(
        "combine vs delegates notifications",
        "Why use Combine over delegates, callbacks, KVO, or NotificationCenter?", ["reactive-streams"],
        techInterviewCombine),
    // The principles family: clean-architecture, grasp, domain-driven-design, mvvm-case-study.
    ask(
        "what is clean architecture", "What is CLEAN Architecture?", ["clean-architecture"], hirenCleanArchitecture),
    ask(
        "clean architecture layers", "What are the three main layers of Clean Architecture?", ["clean-architecture"],
        sharpskillArchitecture),
    ask(
        "dependency rule", "What is the Dependency Rule in Clean Architecture?", ["clean-architecture"],
        sharpskillArchitecture),
    ask(
        "use case clean architecture", "What is the role of a Use Case in Clean Architecture?",
        ["clean-architecture"], sharpskillArchitecture),
    ask(
        "clean architecture business rules layer", "Which layer in clean architecture contains the business rules?",
        ["clean-architecture"], leyaaCleanArchitecture),
    ask("GRASP principles", "What are GRASP principles?", ["grasp"], techbaithakGRASP),
    ask(
        "information expert",
        "State Information Expert and give the one-sentence justification for why it works.", ["grasp"],
        seniorStackGRASP),
    ask(
        "GRASP controller", "What's the difference between a GRASP Controller and a Spring @Controller?", ["grasp"],
        seniorStackGRASP),
    ask(
        "low coupling high cohesion", "Low Coupling and High Cohesion aren't placement patterns — what are they?",
        ["grasp"], seniorStackGRASP),
    ask(
        "entity vs value object", "What is the main difference between Entities and Value Objects?",
        ["domain-driven-design"], kindatechnicalDDD),
    ask(
        "DDD repository", "What is the primary purpose of a Repository in DDD?",
        ["domain-driven-design", "clean-architecture"], kindatechnicalDDD),
    ask("domain event", "What is a Domain Event in DDD?", ["domain-driven-design"], kindatechnicalDDD),
    ask(
        "aggregate root DDD", "What is the role of aggregates in DDD and how do you model them effectively?",
        ["domain-driven-design"], scribdDDD),
    ask(
        "MVVM screen multiple web services",
        "How would you design a screen with multiple web services and multiple sources of data in MVVM?",
        ["mvvm-case-study", "mvvm"], jagelooMVVM),
    ask(
        "protocol associated type existential any",
        "How do generics, protocols with associated types and existential types (some and any) differ?",
        ["mvvm-case-study", "protocol-oriented-programming"], livsycodeExistentials),
    // single-responsibility, open-closed, liskov-substitution, interface-segregation,
    // dependency-inversion, dependency-injection.
    ask("SOLID", "What does SOLID stand for?", ["single-responsibility"], challaSOLID),
    ask(
        "SOLID principles examples", "Explain and show examples of SOLID principles?",
        [
            "single-responsibility", "open-closed", "liskov-substitution", "interface-segregation",
            "dependency-inversion",
        ],
        challaSOLID),
    ask("what is SOLID", "Explain what SOLID is?", ["single-responsibility"], shadowingSOLID),
    ask(
        "refactor class violating SRP", "How would you refactor a class that violates SRP?",
        ["single-responsibility"], baithakISP),
    ask(
        "single responsibility view controller",
        "Why are view controllers the worst offenders of the single responsibility principle?",
        ["single-responsibility"], darrarskiSRP),
    ask(
        "open closed principle", "How do you explain the Open/Closed Principle in an interview?", ["open-closed"],
        palosOCP),
    ask(
        "switch case refactor OCP",
        "Your code has a large switch-case on the type; how would you refactor it to follow OCP?", ["open-closed"],
        overflowOCP),
    ask(
        "Liskov substitution principle", "Explain the Liskov substitution principle", ["liskov-substitution"],
        baithakLSP),
    ask(
        "square extends rectangle", "Why is Square extends Rectangle a problem?", ["liskov-substitution"], stackLSP),
    ask("ISP fat interfaces", "How does ISP prevent fat interfaces?", ["interface-segregation"], baithakISP),
    ask(
        "interface segregation principle", "What is the Interface Segregation Principle?",
        ["interface-segregation"], baithakISPDefinition),
    ask(
        "dependency inversion principle high level modules",
        "What does the Dependency Inversion Principle say about high-level and low-level modules?",
        ["dependency-inversion"], ishtizSOLID),
    ask(
        "dependency injection vs dependency inversion",
        "Difference between dependency injection and dependency inversion",
        ["dependency-inversion", "dependency-injection"], mentorDIP),
    ask("inversion of control", "What is inversion of control?", ["dependency-injection"], stackIoC),
    ask("DI vs IoC", "Is Dependency Injection the same as IoC?", ["dependency-injection"], stackIoC),
    ask(
        "constructor injection setter", "Constructor vs property injection",
        ["dependency-injection"], needoneInjection),
    ask(
        "service locator anti-pattern", "What is a service locator and why is it an anti-pattern?",
        ["dependency-injection"], techhubLocator),
    ask(
        "dependency injection vs service locator",
        "How do Dependency Injection and Service Locator differ in how they provide dependencies to a class?",
        ["dependency-injection"], geekmeritLocator),
    ask(
        "hidden dependencies testability", "How do hidden dependencies hurt testability?",
        ["dependency-injection"], tauqirLocator),
    ask(
        "DI container lifetimes transient singleton", "Explain the three DI lifetimes (Transient, Scoped, Singleton).",
        ["dependency-injection"], sugharaLifetimes),
    // The principles family: kiss, dry, yagni, separation-of-concerns, premature-optimization,
    // big-design-up-front.
    ask("KISS", "Explain KISS", ["kiss"], acailicPrinciples),
    ask("DRY", "Explain DRY", ["dry"], acailicPrinciples),
    ask("YAGNI", "Explain YAGNI", ["yagni"], acailicPrinciples),
    ask("separation of concerns", "Explain Separation of concerns", ["separation-of-concerns"], acailicPrinciples),
    ask(
        "DRY KISS YAGNI", "Define DRY, KISS, and YAGNI in one sentence each.", ["dry", "kiss", "yagni"],
        seniorStackDKY),
    ask(
        "wrong abstraction duplication", "What is \"the wrong abstraction\", and how do you avoid it?", ["dry"],
        seniorStackDKY),
    ask(
        "WET DIE duplication", "Give the definitions of the principles YAGNI, DRY and KISS.", ["dry", "yagni", "kiss"],
        dzenYagniDryKiss),
    ask(
        "design principles you know", "What other development and design principles have you heard of?", ["kiss"],
        dzenBDUF),
    ask("Occam's razor", "What is Occam's razor?", ["kiss"], dzenBDUF),
    ask("BDUF big design up front", "What is Big Design Up Front?", ["big-design-up-front"], dzenBDUF),
    ask(
        "avoid premature optimization", "What does Avoid Premature Optimization mean?", ["premature-optimization"],
        dzenBDUF),
    ask(
        "premature optimization root of all evil",
        "Who said \"premature optimization is the root of all evil,\" and what's the full quote?",
        ["premature-optimization"], seniorStackAPO),
    ask(
        "measure before optimizing profiler", "Why measure instead of just optimizing the code that looks slow?",
        ["premature-optimization"], seniorStackAPO),
    ask(
        "waterfall vs agile design up front", "When would you choose a sequential process like Waterfall over Agile?",
        ["big-design-up-front"], diceWaterfall),
    ask(
        "MVP vs proof of concept prototype",
        "What is the difference between a proof of concept, a prototype and an MVP?",
        ["big-design-up-front"], scoutMVP),
    // The anti-patterns family: god-object, singletonitis, call-super, base-bean, yo-yo-problem,
    // poltergeist, object-cesspool, empty-subclass-failure.
    ask(
        "anti-pattern", "What is an anti-pattern, and how is it different from a code smell?", ["god-object"],
        seniorBadStructure),
    ask("god object", "What is a God Class?", ["god-object"], seniorGodClass),
    ask(
        "god class refactor", "How would you refactor a God Class into smaller classes?", ["god-object"],
        seniorGodClass),
    ask(
        "massive view controller", "Explain UIKit MVC and the Massive View Controller problem.",
        ["god-object", "mvc"], tezvynMVC),
    ask(
        "avoid massive view controller", "What is massive view controller and how do you avoid it?",
        ["god-object", "mvc"], tezvynMVC),
    ask(
        "singleton downsides", "What are some of the downsides to the singleton pattern?",
        ["singletonitis", "singleton"], kyleCleggSingletons),
    ask(
        "overusing singletons", "Why is overusing singletons bad?", ["singletonitis", "singleton"],
        kyleCleggSingletons),
    ask(
        "call super", "What is the call super anti-pattern, and what should be used instead?",
        ["call-super"], oowisdomCallSuper),
    ask(
        "forgot super.viewDidLoad", "What happens when a subclass forgets to call super?", ["call-super"],
        oowisdomCallSuper),
    ask(
        "BaseBean", "Why is inheriting from a utility Base class just to reach its helper methods an anti-pattern?",
        ["base-bean"],
        seniorOOMisuse),
    ask(
        "poltergeist", "What is a poltergeist object, and how do you remove it?", ["poltergeist"],
        seniorOOMisuse),
    ask(
        "pass-through class", "Why are classes that only invoke methods in another class an anti-pattern?",
        ["poltergeist"], poltergeistDevelpreneur),
    ask(
        "yo-yo problem", "What is the yo-yo problem in a deep inheritance hierarchy?", ["yo-yo-problem"],
        seniorYoYo),
    ask("object cesspool", "What is an object cesspool?", ["object-cesspool"], oowisdomCesspool),
    ask(
        "cell reuse wrong image prepareForReuse",
        "Why do images or text flash wrong in cells during fast scrolling, and how does prepareForReuse help?",
        ["object-cesspool"], composerCellReuse),
    ask(
        "empty subclass test", "Is your class subclassable? Do you know that from testing or are you just guessing?",
        ["empty-subclass-failure"], emptySubclassTest),
    ask(
        "class robust enough to be inherited",
        "How do you check that a class is designed robustly enough to be inherited?", ["empty-subclass-failure"],
        perlCookbookInheritable),
    // The anti-patterns family: swift-code-smells.
    ask(
        "force unwrapping dangerous", "Why is force unwrapping considered dangerous?", ["swift-code-smells"],
        techInterviewForceUnwrap),
    ask(
        "forced downcasting as!",
        "What are the signs of code smell in Swift, starting with forced unwrapping and downcasting?",
        ["swift-code-smells"], cocoacastsSmells),
    ask(
        "try? ignoring errors", "Why is catching every error and staying silent (Pokémon exception handling) bad?",
        ["swift-code-smells"], seniorBadShortcuts),
    ask(
        "stringly typed magic strings", "What is stringly-typed programming, and why are magic strings a problem?",
        ["swift-code-smells"], seniorBadShortcuts),
    // The anti-patterns family: bloaters.
    ask("bloaters", "Name the five Bloaters.", ["bloaters"], seniorBloaters),
    ask(
        "long method too long", "What's the rule of thumb for \"method too long\"?", ["bloaters"], seniorBloaters),
    ask("primitive obsession", "What is Primitive Obsession?", ["bloaters"], seniorBloaters),
    ask("long parameter list", "When is a parameter list too long?", ["bloaters"], seniorBloaters),
    ask("parameter object data clump", "Cure for Long Parameter List?", ["bloaters"], seniorBloaters),
    // persistence-layer and layered-architecture.
    ask("Core Data vs SQLite", "Core Data vs SQLite directly?", ["persistence-layer"], sheldonStorage),
    ask(
        "version stored models schema", "Why version your stored models?", ["persistence-layer"], sheldonStorage),
    ask(
        "data corruption atomic writes", "What is data corruption mitigation?", ["persistence-layer"],
        sheldonStorage),
    ask(
        "offline persistence layer consistency",
        "Your app needs to work offline and sync with a backend. How do you design your persistence layer to handle conflicts and ensure consistency?",
        ["persistence-layer", "layered-architecture"], composerPersistenceOffline),
    ask(
        "offline sync when connectivity returns",
        "How would you design a system that works offline and syncs with a backend when connectivity returns?",
        ["layered-architecture"], composerNetworkingOffline),
    ask(
        "offline-first app architecture", "How do you design a resilient offline-first iOS application architecture?",
        ["layered-architecture"], techhubOfflineFirst),
    ask(
        "offline-first persistence", "Offline-first persistence principle?",
        ["layered-architecture", "persistence-layer"], sheldonStorage),
    // log-service (architecture).
    ask(
        "logging system design batching remote", "How do you design a scalable logging system for iOS production apps?",
        ["log-service"], techhubLogging),
    ask(
        "common log levels", "What are the common log levels and what do they represent?", ["log-service"],
        getsdereadyLogger),
    ask("logging thread safety", "Why is thread safety important in logging?", ["log-service"], getsdereadyLogger),
    ask(
        "log handler role", "What is the role of a log handler in a logger system?", ["log-service"],
        getsdereadyLogger),
    // Code smells: object-orientation-abusers, change-preventers, dispensables, couplers.
    ask(
        "what is a code smell", "What is a 'code smell' in software engineering vocabulary?",
        ["object-orientation-abusers", "change-preventers", "dispensables", "couplers"], smellVocabulary),
    ask(
        "switch statements smell", "What's the basic Switch Statements smell?", ["object-orientation-abusers"],
        ooAbusersQA),
    ask("temporary field", "Define Temporary Field.", ["object-orientation-abusers"], ooAbusersQA),
    ask("refused bequest", "What's Refused Bequest?", ["object-orientation-abusers"], ooAbusersQA),
    ask(
        "alternative classes different interfaces",
        "What does Alternative Classes with Different Interfaces mean?", ["object-orientation-abusers"], ooAbusersQA),
    ask(
        "shotgun surgery", "What is 'shotgun surgery' as a code smell?", ["change-preventers"], smellVocabulary),
    ask(
        "divergent change vs shotgun surgery", "How are Divergent Change and Shotgun Surgery opposites?",
        ["change-preventers"], changePreventersQA),
    ask(
        "parallel inheritance hierarchies", "What is Parallel Inheritance Hierarchies?", ["change-preventers"],
        changePreventersQA),
    ask("comments code smell", "Are all comments a smell?", ["dispensables"], dispensablesQA),
    ask("lazy class", "What is Lazy Class?", ["dispensables"], dispensablesQA),
    ask("data class smell", "What is Data Class?", ["dispensables"], dispensablesQA),
    ask("dead code", "What is Dead Code?", ["dispensables"], dispensablesQA),
    ask("speculative generality", "What is Speculative Generality?", ["dispensables"], dispensablesQA),
    ask("feature envy", "What is 'feature envy' as a code smell?", ["couplers"], smellVocabulary),
    ask("inappropriate intimacy", "What is Inappropriate Intimacy?", ["couplers"], couplersQA),
    ask("message chain", "What's a Message Chain?", ["couplers"], couplersQA),
    ask("middle man smell", "What's a Middle Man?", ["couplers"], couplersQA),
    ask("law of demeter", "Demeter's Law — what does it say?", ["couplers"], couplersQA),
    ask(
        "feature envy vs shotgun surgery",
        "What distinguishes feature envy from shotgun surgery in terms of refactoring strategy?",
        ["couplers", "change-preventers"], envyVersusShotgun),
]

// Sources of the principles rows above (clean-architecture, grasp, domain-driven-design, mvvm-case-study).
private let hirenCleanArchitecture =
    "https://icodewithhiren.blogspot.com/2026/01/complete-ios-interview-guide-part-1.html"
private let sharpskillArchitecture =
    "https://sharpskill.dev/pt/technologies/ios/interview-questions/ios-app-architecture"
private let leyaaCleanArchitecture =
    "https://leyaa.ai/codefly/learn/ios-swift/part-3/ios-swift-why-clean-architecture-maintains-codebases/review"
private let techbaithakGRASP = "https://techbaithak.com/interview-questions/oop-concepts/what-are-grasp-principles"
private let seniorStackGRASP =
    "https://senior-stack.uz/Roadmap/Programming-Languages/object-oriented-programming/"
    + "09-oo-design-and-modeling/01-grasp-responsibility-assignment/interview/"
private let kindatechnicalDDD = "https://kindatechnical.com/domain-driven-design/quiz-entities-and-value-objects.html"
private let scribdDDD = "https://www.scribd.com/document/856935994/DDD-Interview-Problems"
private let jagelooMVVM =
    "https://medium.com/@jageloo.yadav/"
    + "ios-mvvm-design-for-screen-having-multiple-web-services-multiple-sources-of-data-54bffa92dec3"
private let livsycodeExistentials = "https://livsycode.com/?p=3750"

// Sources of the persistence-layer and layered-architecture rows.
private let sheldonStorage = "https://sheldonwangrjt.github.io/interviews/foundation-storage-persistence"
private let composerPersistenceOffline = "https://www.swiftcodecomposer.com/interview-prep/persistence/questions?page=4"
private let composerNetworkingOffline = "https://www.swiftcodecomposer.com/interview-prep/networking/questions?page=5"
private let techhubOfflineFirst = "https://techhub.cafe/interview-questions/swift/ios-offline-first-architecture-design"
