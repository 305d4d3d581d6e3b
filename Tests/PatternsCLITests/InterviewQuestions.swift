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
    // Questions collected after the ranking was built, to check that search generalizes: every
    // family, from lists not used above (each row cites its page).
    ask(
        "thread-safe singleton",
        "Singleton is a design pattern that restricts the instantiation of a class to one single object. Writing a Thread-Safe Singleton class is not so obvious. Would you try?",
        ["singleton", "lazy-initialization"],
        "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "clone singleton", "Can we create a clone of a singleton object?", ["singleton", "prototype"],
        "https://github.com/aershov24/design-patterns-interview-questions/blob/master/README.md"),
    ask(
        "static class vs singleton", "What are the differences between a static class and a singleton class?",
        ["singleton", "shared-instance"],
        "https://github.com/aershov24/design-patterns-interview-questions/blob/master/README.md"),
    ask(
        "builder vs factory", "When would you use the Builder Pattern? Why not just use a Factory Pattern?",
        ["builder", "simple-factory", "factory-method"],
        "https://github.com/aershov24/design-patterns-interview-questions/blob/master/README.md"),
    ask(
        "create document types subclasses",
        "You want to build a document creation tool that allows users to create different types of documents (Word, PDF, Excel). You need a way to let subclasses decide which type of document object to create without altering the client code. Which pattern works best?",
        ["factory-method"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz/Quiz-1"),
    ask(
        "cross-platform ui toolkit",
        "You are building a cross-platform UI toolkit (Windows, macOS, Linux). Each platform needs its own Button, Checkbox, and Dropdown components. You want to create families of related objects (UI components) without depending on their concrete classes. Which pattern should you use?",
        ["abstract-factory"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz/Quiz-1"),
    ask(
        "singleton vs inject shared", "Singleton vs a shared instance you still inject?",
        ["shared-instance", "singleton", "dependency-injection"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "lazy threads", "Why is `lazy` unsafe across threads?", ["lazy-initialization"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/swift.md"),
    ask(
        "multiton", "How does the multiton pattern manage multiple instances of a class?", ["multiton"],
        "https://qeeebo.com/questions/how/6f/7ef/how-does-the-multiton-pattern-manage-multiple-instances-of-a-class"),
    ask(
        "multiton retrieval", "How does the multiton pattern handle instance retrieval?", ["multiton"],
        "https://qeeebo.com/questions/how/a1/7f8/how-does-the-multiton-pattern-handle-instance-retrieval"),
    ask(
        "simple vs factory method", "How does the Factory Method pattern differ from the Simple Factory pattern?",
        ["simple-factory", "factory-method"],
        "https://kg2pg.solutions/interview-prep/design-patterns-interview-questions/2-can-you-explain-the-differences-between-the-factory-method-and-abstract-factory-design-patterns"
    ),
    ask(
        "abstract vs factory method",
        "Can you give an example of where the Abstract Factory pattern might be more suitable than the Factory Method?",
        ["abstract-factory", "factory-method"],
        "https://kg2pg.solutions/interview-prep/design-patterns-interview-questions/2-can-you-explain-the-differences-between-the-factory-method-and-abstract-factory-design-patterns"
    ),
    ask(
        "deep copy thread safety", "When must a copy be deep for thread safety?", ["prototype"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/memory.md"),
    ask(
        "singletons use case ios", "What are singletons and what's a good use case for them in iOS applications?",
        ["singleton", "shared-instance"],
        "https://github.com/kodecocodes/ios-interview/blob/master/All%20Questions/README.md"),
    ask(
        "payment gateway different api",
        "You are integrating a payment gateway into an e-commerce system. Your system expects a standard payment interface, but the new gateway provides a different API that cannot be changed. Which design pattern is most appropriate here, and why?",
        ["adapter"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz-2"),
    ask(
        "legacy logging interface",
        "Your application expects a logging interface, but a legacy logging system has a different method signature. Which design pattern is most appropriate here, and why?",
        ["adapter"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz-2"),
    ask(
        "simple playMovie method",
        "You are building a movie streaming app. Playing a movie involves authentication, loading subtitles, initializing decoder and buffering video. You want a simple method like playMovie(). Which design pattern is most appropriate here, and why?",
        ["facade"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz-2"),
    ask(
        "load large images placeholder",
        "You are developing an image viewer where large images should load only when opened, while placeholders are shown initially. Which design pattern is most appropriate here, and why?",
        ["proxy", "lazy-initialization"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz-2"),
    ask(
        "check before forwarding request",
        "A banking system performs authentication and validation before forwarding requests to the real transfer service. Which design pattern is most appropriate here, and why?",
        ["proxy"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz-2"),
    ask(
        "cache server fetch",
        "A video streaming platform uses a local cache server that decides whether to fetch from cache or the main server. Which design pattern is most appropriate here, and why?",
        ["proxy", "cacheable-request"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz-2"),
    ask(
        "shapes grouped draw",
        "You are building a graphics editor where shapes can be individual or grouped, and calling draw() should work for both. Which design pattern is most appropriate here, and why?",
        ["composite"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz-2"),
    ask(
        "coffee add-ons subclasses",
        "You are designing a coffee shop ordering system. A base coffee can be ordered, but customers can add extras like milk, sugar, whip, or mocha — and these add-ons should be flexible and combinable without creating hundreds of coffee subclasses. Which pattern should you apply?",
        ["decorator"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz/Quiz-1"),
    ask(
        "stacking discounts",
        "You are designing a shopping cart system. Discounts can be applied in different ways: percentage discount, flat discount, buy-one-get-one. You also want to allow stacking discounts (e.g., percentage + flat). Which pattern should you use?",
        ["decorator"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz/Quiz-1"),
    ask(
        "facade proxy adapter decorator",
        "Explain difference between the Facade, Proxy, Adapter and Decorator design patterns?",
        ["facade", "proxy", "adapter", "decorator"],
        "https://github.com/aershov24/design-patterns-interview-questions/blob/master/README.md"),
    ask(
        "flyweight", "What is Flyweight pattern?", ["flyweight"],
        "https://github.com/aershov24/design-patterns-interview-questions/blob/master/README.md"),
    ask(
        "bridge pattern", "What is Bridge pattern?", ["bridge"],
        "https://github.com/aershov24/design-patterns-interview-questions/blob/master/README.md"),
    ask(
        "when composite", "When should I use composite design pattern?", ["composite"],
        "https://github.com/aershov24/design-patterns-interview-questions/blob/master/README.md"),
    ask(
        "adapter useful", "What is an adapter pattern and how it can be useful?", ["adapter"],
        "https://hackmd.io/@805kIgRITGi3CDJ229aAHQ/Sy48Ig0lj"),
    ask(
        "class clusters", "Class Clusters in Objective-C.", ["class-cluster"],
        "https://prepareforjob.in/questions/class-clusters-in-objective-c/"),
    ask(
        "undo redo remote control",
        "You are designing a remote control system for a smart home. Each button (e.g., Light On, Light Off, Fan On, Fan Off) should trigger a specific action. You want to encapsulate these requests as objects so that you can also undo/redo actions later. Which pattern is most suitable?",
        ["command"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz/Quiz-1"),
    ask(
        "editor undo redo",
        "You are building a text editor that supports copy, paste, cut and undo / redo. Operations must be stored and reversible. Which design pattern is most appropriate here, and why?",
        ["command", "memento"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz-2"),
    ask(
        "change behavior at runtime",
        "In a video game, you have different types of enemies (Orc, Troll, Dragon). Each enemy has different attack behaviors (melee, ranged, magic). You want to change enemy behaviors dynamically at runtime (e.g., make Troll use ranged attack instead of melee). Which pattern should you choose?",
        ["strategy"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz/Quiz-1"),
    ask(
        "playlist traverse songs",
        "You are developing a music playlist app. Users should move through songs without knowing whether songs are stored in arrays, lists, or databases. Which design pattern is most appropriate here, and why?",
        ["iterator"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz-2"),
    ask(
        "draft review published",
        "You are designing a document editor where documents can be Draft, Review or Published. Each state changes editing behavior. Which design pattern is most appropriate here, and why?",
        ["state"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz-2"),
    ask(
        "vending machine",
        "You are designing a vending machine where behavior changes depending on: coin inserted, item selected, item dispensed. Which design pattern is most appropriate here, and why?",
        ["state"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz-2"),
    ask(
        "game character states",
        "A game character system has states like standing, running, jumping, attacking. Behavior changes dynamically with state. Which design pattern is most appropriate here, and why?",
        ["state"], "https://prathameshdhande22.github.io/Java-Tutorial/Quiz-2"),
    ask(
        "state pattern", "What is State pattern?", ["state"],
        "https://github.com/aershov24/design-patterns-interview-questions/blob/master/README.md"),
    ask(
        "template vs strategy", "What is the difference between the template patterns and the strategy pattern?",
        ["template-method", "strategy"],
        "https://github.com/aershov24/design-patterns-interview-questions/blob/master/README.md"),
    ask(
        "chain vs decorator", "Why would I ever use a Chain of Responsibility over a Decorator?",
        ["chain-of-responsibility", "decorator"],
        "https://github.com/aershov24/design-patterns-interview-questions/blob/master/README.md"),
    ask(
        "facade vs mediator", "Could you explain the difference between Façade vs. Mediator?", ["mediator", "facade"],
        "https://github.com/aershov24/design-patterns-interview-questions/blob/master/README.md"),
    ask(
        "uicontrol target nil", "What happen when I set the target of a UIControl to nil?",
        ["target-action", "chain-of-responsibility"],
        "https://github.com/kodecocodes/ios-interview/blob/master/All%20Questions/README.md"),
    ask(
        "shake to undo", "Where does a shake-to-undo event go?", ["chain-of-responsibility", "command"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/uikit.md"),
    ask(
        "visitor", "Describe the visitor design pattern?", ["visitor"],
        "https://experts123.com/q/describe-the-visitor-design-pattern.html"),
    ask(
        "observer options swift",
        "Explain the observer design pattern. What options do you have to implement the observer design pattern in Swift?",
        ["observer", "notification", "key-value-observing", "reactive-streams"],
        "https://tanaschita.com/posts/20200902-ios-interview-questions-and-answers-for-senior-developers-part-5/"),
    ask(
        "delegate notification closure", "Delegate vs `NotificationCenter` vs a closure callback?",
        ["delegation", "notification", "callbacks"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "objc dynamic kvo", "Why `@objc dynamic`, and what happens without it?", ["key-value-observing"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "kvo vs combine observation", "KVO vs Combine vs the Observation framework?",
        ["key-value-observing", "reactive-streams", "observer"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "kvc kvo key paths", "KVC vs KVO vs key paths — one sentence each?",
        ["key-value-coding", "key-value-observing"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "delegate vs kvo", "What is the difference between Delegate and KVO?", ["delegation", "key-value-observing"],
        "https://github.com/AlexandraTsai/awesome-ios-interview/blob/master/Resources/Articles/Language.md"),
    ask(
        "publisher subject @Published", "Publisher vs Subject vs `@Published`?", ["reactive-streams"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/combine.md"),
    ask(
        "asyncstream vs combine", "`AsyncStream` vs Combine publisher?", ["async-sequence", "reactive-streams"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/concurrency.md"),
    ask(
        "passing data ios", "Explain the different ways of passing data in iOS.",
        ["delegation", "callbacks", "notification"],
        "https://github.com/kodecocodes/ios-interview/blob/master/All%20Questions/README.md"),
    ask(
        "memory management compile time", "Explain memory management in iOS. is it compile time or run time?",
        ["memory-management"], "https://github.com/kodecocodes/ios-interview/blob/master/All%20Questions/README.md"),
    ask(
        "unowned weak closure", "When would you use unowned VS weak self in a closure?",
        ["memory-management", "callbacks"],
        "https://github.com/kodecocodes/ios-interview/blob/master/All%20Questions/README.md"),
    ask(
        "retain cycle shapes", "Name the three most common retain-cycle shapes on iOS.",
        ["memory-management", "delegation", "callbacks"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/memory.md"),
    ask(
        "memory leaks avoid", "What are memory leaks and how we should avoid them?",
        ["memory-management", "callbacks", "delegation"],
        "https://github.com/kodecocodes/ios-interview/blob/master/All%20Questions/README.md"),
    ask(
        "uikit built-in patterns", "Which patterns does UIKit already implement for you?",
        ["delegation", "target-action", "chain-of-responsibility", "mvc", "observer", "composite"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "mvc alternatives tradeoffs", "What are some MVC alternatives? Discuss tradeoffs, benefits, negatives.",
        ["mvvm", "mvp", "viper", "vip", "redux", "coordinator"],
        "https://github.com/kodecocodes/ios-interview/blob/master/All%20Questions/README.md"),
    ask(
        "mvc to mvvm", "How would you approach changing a design pattern from MVC to MVVM?", ["mvvm", "mvc"],
        "https://github.com/kodecocodes/ios-interview/blob/master/All%20Questions/README.md"),
    ask(
        "mvc main concern", "What is MVC and explain the main concern of MVC?", ["mvc", "god-object"],
        "https://ishtiz.com/swift/swift-ios-interview-questions-and-answers-part-5"),
    ask(
        "network call mvc", "Where should a network call live in MVC?", ["mvc", "soa", "network-layer"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "unit test viewmodel", "How do you unit-test a ViewModel?", ["mvvm", "dependency-injection"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "navigation alerts mvvm", "Where do navigation and alerts belong?", ["coordinator", "mvvm"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "two-way bindings", "What goes wrong with two-way bindings?", ["mvvm"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "mvp vs mvvm state", "MVP vs MVVM — who owns the screen state?", ["mvp", "mvvm"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "viper clean mvvm", "VIPER vs Clean vs MVVM — which problem does each extra type solve?",
        ["viper", "clean-architecture", "mvvm"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "coordinator navigationpath", "Coordinator vs the view model owning `NavigationPath`?",
        ["coordinator", "mvvm"], "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"
    ),
    ask(
        "tca reducer", "TCA vs MVVM — what problem does the reducer solve?", ["redux", "mvvm"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "repository use case viewmodel", "Repository vs use case vs ViewModel — who owns what?",
        ["persistence-layer", "clean-architecture", "data-layer"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "swap core data swiftdata", "How do you swap Core Data for SwiftData without rewriting screens?",
        ["persistence-layer"], "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "translate urlerror boundary", "Why translate `URLError` at this boundary?",
        ["network-layer", "layered-architecture", "clean-architecture"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "thin http client urlsession",
        "Design a thin HTTP client over `URLSession`: request builder, auth plugin, retries, cancellation, and typed errors. Do not rebuild URLSession.",
        ["network-layer", "request-operation"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/system-design.md"),
    ask(
        "same url two cells", "Two cells request the same URL — how many downloads?", ["cacheable-request"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/system-design.md"),
    ask(
        "pager feed",
        "Design a pager that a feed can bind to: next/previous page, refresh, local cache, and a single stream of items for the UI.",
        ["observable-collection", "data-layer"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/system-design.md"),
    ask(
        "retry post duplicate", "How do you retry a `POST` without duplicating a side effect?",
        ["request-operation", "cacheable-request"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/networking.md"),
    ask(
        "cancel running operation", "How do you cancel an `Operation` that is already running?", ["request-operation"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/concurrency.md"),
    ask(
        "module dependency cycle", "How do you break a cycle between Checkout and Profile?",
        ["layered-architecture", "dependency-inversion"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "three-tier architecture",
        "The so called \"multitier architecture\" is an approach to design a client–server system aimed to keep physically and logically separated presentation, application processing, data management and other functions. The most widespread of the multitier architectures is the three-tier architecture. Would you discuss the pros and cons of such an approach?",
        ["layered-architecture"],
        "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "feed pagination performance",
        "You’re building a feed that loads large amounts of data. How do you handle pagination and ensure smooth performance?",
        ["observable-collection", "data-layer"],
        "https://www.swiftcodecomposer.com/interview-prep/networking/questions?page=4"),
    ask(
        "rest api swift", "What does REST API integration mean in a Swift/iOS app?", ["network-layer"],
        "https://www.tech-interview.dev/tech/swift/rest-api"),
    ask(
        "logging framework levels",
        "A logging framework that has an easy interface to log with different levels and fetch logs when needed. The framework should have minimal impact on the main thread; saving/loading should happen on a background thread and main thread should not be blocked.",
        ["log-service"], "https://geeksrepos.com/HalaMohammed1256/InstabugInternshipTask"),
    ask(
        "optimistic likes double tap", "How do you reconcile two optimistic likes if the user taps twice?",
        ["one-way-data-flow", "observable-model"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "missing json property", "What happens if a non-optional property is missing from the JSON?",
        ["observable-model"], "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/persistence.md"),
    ask(
        "inversion of control", "Tell me about Inversion of Control and how it improves the design of code.",
        ["dependency-injection", "dependency-inversion"],
        "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "composition vs inheritance",
        "Many state that, in Object-Oriented Programming, composition is often a better option than inheritance. What's your opinion?",
        ["protocol-oriented-programming", "object-oriented-programming"],
        "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "dry violation",
        "Write a snippet of code violating the Don't Repeat Yourself (DRY) principle. Then, explain why it is a bad design, and fix it.",
        ["dry", "dispensables"],
        "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "separation of concerns",
        "Separation of Concerns is a design principle for separating a computer program into distinct areas, each one addressing a separate concern. There are a lot of different mechanisms for achieving Separation of Concerns (use of objects, functions, modules, or patterns such as MVC and the like). Would you discuss this topic?",
        ["separation-of-concerns"],
        "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "high cohesion loose coupling",
        "It is often said that one of the most important goals in Object-Oriented Design (and code design in general) is to have High Cohesion and Loose Coupling. What does it mean? Why is it that important and how is it achieved?",
        ["grasp", "separation-of-concerns", "single-responsibility"],
        "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "when consider performance",
        "In which part of the lifecycle of a software performance should be taken in consideration, and how?",
        ["premature-optimization"],
        "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "emergent design", "What is the difference between emergent design and evolutionary architecture?",
        ["big-design-up-front", "yagni"],
        "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "huge view controller solid", "Which SOLID rule is a 2 000-line view controller breaking?",
        ["single-responsibility", "god-object"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "open closed existing files", "Open/closed vs “we never change existing files”?", ["open-closed"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "dip constructor injection", "How does DIP show up as constructor injection?",
        ["dependency-inversion", "dependency-injection"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "di container ios", "When is a DI container worth it on iOS?", ["dependency-injection"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "protocol too early", "When is a protocol one conformance too early?",
        ["yagni", "protocol-oriented-programming"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "fatalError override base class", "Why not a base class with `fatalError(\"override\")`?",
        ["protocol-oriented-programming", "liskov-substitution"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/swift.md"),
    ask(
        "pop pros cons", "What is protocol oriented programming and what are the pros/cons of using it over OOP?",
        ["protocol-oriented-programming", "object-oriented-programming"],
        "https://github.com/kodecocodes/ios-interview/blob/master/All%20Questions/README.md"),
    ask(
        "oop concepts", "List and discuss 3 different Object Oriented Programming concepts?",
        ["object-oriented-programming"],
        "https://github.com/kodecocodes/ios-interview/blob/master/All%20Questions/README.md"),
    ask(
        "abstract class swift", "What is the concept of an abstract class in Swift?",
        ["protocol-oriented-programming", "template-method"],
        "https://github.com/kodecocodes/ios-interview/blob/master/All%20Questions/README.md"),
    ask(
        "clean hexagonal onion",
        "What is the difference between Clean Architecture, Hexagonal Architecture, and Onion Architecture?",
        ["clean-architecture"],
        "https://www.theheisenbug.com/system-design/clean-architecture/questions/what-are-the-trade-offs-of-applying-clean-architecture-to-a-project/"
    ),
    ask(
        "clean architecture overhead",
        "How do you balance the overhead of Clean Architecture abstractions with development velocity?",
        ["clean-architecture", "kiss", "yagni"],
        "https://www.theheisenbug.com/system-design/clean-architecture/questions/what-are-the-trade-offs-of-applying-clean-architecture-to-a-project/"
    ),
    ask(
        "dip dependency rule",
        "How does the Dependency Inversion Principle enable the Dependency Rule in Clean Architecture?",
        ["clean-architecture", "dependency-inversion"],
        "https://www.theheisenbug.com/system-design/clean-architecture/questions/what-are-the-trade-offs-of-applying-clean-architecture-to-a-project/"
    ),
    ask(
        "bounded contexts", "How do you identify Bounded Contexts in a system?", ["domain-driven-design"],
        "https://softwaretestingtrends.com/docs/career-resources/technical-interview/domain-driven-design"),
    ask(
        "ubiquitous language", "What is the Ubiquitous Language in DDD?", ["domain-driven-design"],
        "https://softwaretestingtrends.com/docs/career-resources/technical-interview/domain-driven-design"),
    ask(
        "grasp factory class role",
        "In a content management system for a blogging platform, there is a class named BlogPostFactory responsible for creating instances of BlogPost objects. This factory class encapsulates the logic for initializing and configuring blog posts with default settings. When considering GRASP principles, which option best describes the role of the BlogPostFactory class?",
        ["grasp"], "https://www.scribd.com/document/908876719/GRASP-Patterns"),
    ask(
        "srp reason to change", "What is the Single Responsibility Principle? What constitutes a \"reason to change\"?",
        ["single-responsibility"], "https://interview-candidate-manager.tlmtech.dev/questions/03-design-principles"),
    ask(
        "srp too many classes", "Can SRP lead to too many classes? How do you balance?",
        ["single-responsibility", "kiss"],
        "https://interview-candidate-manager.tlmtech.dev/questions/03-design-principles"),
    ask(
        "open closed valuable",
        "In what kind of software aiming to follow open–closed principle is especially valuable?", ["open-closed"],
        "https://github.com/BirgitPohl/interview-questions/blob/master/clean-code-principles.md"),
    ask(
        "oop functional procedural",
        "Can you explain OOP, Functional Programming, and Procedural programming to me? What do you prefer and why?",
        ["object-oriented-programming"],
        "https://github.com/BirgitPohl/interview-questions/blob/master/computer-science/object-oriented-programming.md"),
    ask(
        "lsp subtle bugs",
        "What is the Liskov Substitution Principle (LSP) and how can violating it lead to subtle bugs?",
        ["liskov-substitution"], "https://www.scribd.com/document/856935998/Design-Principles-Interview-Problems"),
    ask(
        "new keyword inside method",
        "A developer uses the new keyword to instantiate a MySQLDatabase object directly inside the processPayment() method. Why is this bad, and how do you fix it?",
        ["dependency-inversion", "dependency-injection"],
        "https://geekyscript.online/tutorial/clean-code-principles-guide/clean-code-interview-questions-and-challenges"),
    ask(
        "program to interfaces", "What does “program to interfaces, not implementations” mean?",
        ["dependency-inversion", "protocol-oriented-programming"],
        "https://github.com/aershov24/design-patterns-interview-questions/blob/master/README.md"),
    ask(
        "singleton anti-pattern",
        "Why do interviewers call Singleton an anti-pattern — and when do you still keep one?",
        ["singletonitis", "singleton"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "singleton wrong tool", "When is a singleton the wrong tool for “I only need one”?",
        ["singletonitis", "singleton"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "bad pattern ios", "What is a bad pattern in an iOS app — Massive VC, singleton god, delegate that is strong?",
        ["god-object", "singletonitis", "memory-management"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "massive viewmodel", "What is the MVVM failure mode — a Massive ViewModel?", ["god-object", "mvvm"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "global let vs var", "Global `let` vs global `var` — which one is the actual problem?", ["singletonitis"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/architecture.md"),
    ask(
        "globals evil", "Why are global and static objects evil? Can you show it with a code example?",
        ["singletonitis", "dependency-injection"],
        "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "singleton memory leak", "Why can a singleton be a leak even with no cycle?",
        ["singletonitis", "memory-management"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/memory.md"),
    ask(
        "servicelocator shared singleton",
        "The codebase uses a global ServiceLocator.shared singleton for networking and analytics. What problems does that cause, and how would you migrate toward something testable?",
        ["singletonitis", "dependency-injection"],
        "https://www.swiftcodecomposer.com/interview-prep/architecture/questions?page=3"),
    ask(
        "law of demeter",
        "The Law of Demeter (the Principle of Least Knowledge) states that each unit should have only limited knowledge about other units and it should only talk to its immediate friends (sometimes stated as \"don't talk to strangers\"). Would you write code violating this principle, show why it is a bad design and then fix it?",
        ["couplers"], "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "code comments useful",
        "Are comments in code useful? Some say they should be avoided as much as possible, and hopefully made unnecessary. Do you agree?",
        ["dispensables"],
        "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "bad design code", "What would you do to understand if your code has a bad design?",
        [
            "bloaters", "change-preventers", "couplers", "dispensables", "object-orientation-abusers",
            "swift-code-smells",
        ], "https://github.com/arialdomartini/Back-End-Developer-Interview-Questions/blob/master/README.md"),
    ask(
        "bad design pattern", "What's a bad design pattern?", ["god-object", "singletonitis", "poltergeist"],
        "https://github.com/kodecocodes/ios-interview/blob/master/All%20Questions/README.md"),
    ask(
        "anti-patterns", "What Anti-Patterns Do You Know?", ["god-object", "poltergeist", "singletonitis"],
        "https://viacheslavchernyshov.github.io/java-interview-questions-and-answers/questions/02-design-patterns/16-what-anti-patterns-do-you-know/"
    ),
    ask(
        "object pool stale state", "How does an object pool prevent stale state?", ["object-cesspool"],
        "https://qeeebo.com/questions/how/59/779/how-does-an-object-pool-prevent-stale-state"),
    ask(
        "prepareForReuse", "What do you do in `prepareForReuse`?", ["object-cesspool"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/system-design.md"),
    ask(
        "deep inheritance risks", "Give the top three risks associated with deep inheritance hierarchies.",
        ["yo-yo-problem"],
        "https://quesba.com/questions/fragile-base-class-problem-resolved-a-using-interfaces-if-supported-1404432"),
    ask(
        "fragile base class", "How can the Fragile Base Class Problem be resolved?",
        ["base-bean", "call-super", "yo-yo-problem"],
        "https://quesba.com/questions/fragile-base-class-problem-resolved-a-using-interfaces-if-supported-1404432"),
    ask(
        "speculative generality polymorphism",
        "Explain why Speculative Generality is the counterweight to Replace Conditional with Polymorphism.",
        ["dispensables", "object-orientation-abusers", "yagni"],
        "https://degree.notjustacoder.com/foundations/semester-03-software-design/module-01-ood-foundations-and-smells/practice/03-smell-identification-clinic"
    ),
    ask(
        "long method cohesive", "State the difference between a Long Method and a long, cohesive pure calculation.",
        ["bloaters"],
        "https://degree.notjustacoder.com/foundations/semester-03-software-design/module-01-ood-foundations-and-smells/practice/03-smell-identification-clinic"
    ),
    ask(
        "fowler smells list", "List at least 10 smells from Fowler's catalog from memory.",
        ["bloaters", "change-preventers", "couplers", "dispensables", "object-orientation-abusers"],
        "https://degree.notjustacoder.com/foundations/semester-03-software-design/module-01-ood-foundations-and-smells/practice/03-smell-identification-clinic"
    ),
    ask(
        "try! acceptable", "When is `try!` acceptable in app code?", ["swift-code-smells"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/swift.md"),
    ask(
        "is then as!", "Conditional cast vs `is` then `as!`?", ["swift-code-smells"],
        "https://github.com/Borisserz/ios-interview-questions/blob/main/topics/swift.md"),
    ask(
        "factory view controllers",
        "Explain the Factory pattern. How would you implement it for creating different types of view controllers or views?",
        ["simple-factory", "factory-method"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d10.md"),
    ask(
        "builder complex objects",
        "Explain the Builder pattern. How would you use it to construct complex objects in Swift?", ["builder"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d10.md"),
    ask(
        "strategy swift example", "How do you implement the Strategy pattern in Swift? Provide a real-world example.",
        ["strategy"], "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d10.md"),
    ask(
        "command undo redo", "How do you implement the Command pattern? Give an example with undo/redo functionality.",
        ["command", "memento"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d10.md"),
    ask(
        "enum state machine", "How do you use enums to model state machines in Swift? Provide a real-world example.",
        ["state"], "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d13.md"),
    ask(
        "delegate vs closures",
        "What is the Delegate pattern? How does it differ from closures/callbacks? When to use each?",
        ["delegation", "callbacks"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d10.md"),
    ask(
        "keypaths kvo", "What are KeyPaths in Swift? How do you use them for KVO and dynamic member lookup?",
        ["key-value-coding", "key-value-observing"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d12.md"),
    ask(
        "combine publisher subscriber operator",
        "What is the Combine framework? Can you explain the difference between a Publisher, Subscriber, and Operator? Also, how does Combine compare to async/await?",
        ["reactive-streams", "async-sequence"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/interview-question.md"),
    ask(
        "reference cycles closures",
        "Explain strong, weak, and unowned reference cycles in closures. How do you prevent memory leaks?",
        ["memory-management", "callbacks"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d11.md"),
    ask(
        "mvc mvvm viper clean",
        "What is the difference between MVC, MVVM, VIPER, and Clean Architecture? When to use each?",
        ["mvvm", "mvc", "viper", "clean-architecture"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d10.md"),
    ask(
        "mvvm swiftui vs uikit",
        "Explain the MVVM architecture in SwiftUI. How does it differ from implementing MVVM in UIKit?", ["mvvm"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d2.md"),
    ask(
        "composable architecture problems", "What is the Composable Architecture (TCA)? What problems does it solve?",
        ["redux"], "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d2.md"),
    ask(
        "coordinator retain cycles backstack",
        "You’re hitting retain cycles and inconsistent back-stack behavior when view controllers push each other. How does a coordinator style flow help, and what are the tradeoffs?",
        ["coordinator"], "https://www.swiftcodecomposer.com/interview-prep/architecture/questions?page=2"),
    ask(
        "child coordinators strong reference",
        "In a Coordinator pattern, why do we keep a strong reference to child coordinators?",
        ["coordinator", "memory-management"],
        "https://leyaa.ai/codefly/learn/ios-swift/part-3/ios-swift-coordinator-pattern/challenge"),
    ask(
        "alternative architectures", "Which alternative architectures do you know? Explain one of them.",
        ["mvvm", "mvp", "viper", "vip", "redux"],
        "https://tanaschita.com/posts/20200902-ios-interview-questions-and-answers-for-senior-developers-part-5/"),
    ask(
        "repository network local",
        "What is the Repository pattern? How would you implement it for network and local data sources?",
        ["persistence-layer", "data-layer"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d2.md"),
    ask(
        "api layer urlsession",
        "How do you implement proper API layer architecture with URLSession? Explain request/response handling.",
        ["network-layer"], "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d3.md"
    ),
    ask(
        "cache network responses",
        "What are the different ways to cache network responses in iOS? Compare NSCache, URLCache, and custom solutions.",
        ["cacheable-request"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d3.md"),
    ask(
        "pagination async await", "How do you implement pagination in a List or ScrollView with async/await?",
        ["observable-collection", "data-layer"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d3.md"),
    ask(
        "reachability retry requests",
        "How do you handle network reachability and implement retry mechanisms for failed requests?",
        ["request-operation"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d3.md"),
    ask(
        "image downloader cache",
        "Image Downloader with Cache: Implement an async image downloader with memory and disk caching.",
        ["cacheable-request"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/coding.md"),
    ask(
        "modularization monolithic app",
        "Imagine you're refactoring a monolithic SwiftUI app with over 200 Views — it's become unmaintainable and testing is nearly impossible. How would you approach modularization?",
        ["layered-architecture", "separation-of-concerns"], "https://cuppa.studio/presentations/ios-engineer-interview"),
    ask(
        "solid ios", "What are SOLID principles? How do you apply them in iOS development?",
        [
            "single-responsibility", "open-closed", "liskov-substitution", "interface-segregation",
            "dependency-inversion",
        ], "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d10.md"),
    ask(
        "di swiftui approaches",
        "How do you handle dependency injection in SwiftUI apps? Compare different approaches.",
        ["dependency-injection"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d2.md"),
    ask(
        "protocol-based di testability",
        "How do you create protocol-based dependency injection? Explain testability benefits.",
        ["dependency-injection", "dependency-inversion"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d15.md"),
    ask(
        "protocol composition",
        "What are protocol inheritance and protocol composition? How do you combine multiple protocols?",
        ["protocol-oriented-programming", "interface-segregation"],
        "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d15.md"),
    ask(
        "optional parameters complex object", "How to create complex objects with many optional parameters?",
        ["builder"], "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "create objects unknown class", "How to create objects without knowing their exact classes?",
        ["factory-method", "abstract-factory", "simple-factory"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "simple factory vs abstract",
        "What's the difference between Simple Factory, Factory Method, and Abstract Factory?",
        ["simple-factory", "factory-method", "abstract-factory"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "only one instance", "How to ensure only one instance of a class exists?", ["singleton"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "abstract factory pattern", "What is the Abstract Factory Pattern (deep dive)?", ["abstract-factory"],
        "https://vectoringai.com/posts/design-pattern/Design-Pattern-Interview-QA-3.html"),
    ask(
        "lazy stored property", "Explain what Lazy stored properties are and when they are useful",
        ["lazy-initialization"],
        "https://github.com/LinnierGames/iOS-Questions/blob/4f0eee43d8323eb3993d748d5f050fc76371c43b/Questions-01.md"),
    ask(
        "factory method pattern", "What is Factory method pattern?", ["factory-method"],
        "https://github.com/LinnierGames/iOS-Questions/blob/2f9d3dcebb36f11fcad1e3dc0bbfcedd7d525e6f/Questions-04.md"),
    ask(
        "singleton pros cons",
        "What is your opinion on the use of the `Singleton` pattern? What are its pros and cons?",
        ["singleton", "singletonitis"],
        "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "dispatch_once", "Have you used `dispatch_once`? In broad strokes, how does it work?",
        ["lazy-initialization", "singleton"],
        "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "legacy system can't modify", "How to integrate with a legacy system you can't modify?", ["adapter"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "add logging caching transparently", "How to add logging/caching without modifying existing code?",
        ["decorator", "proxy", "open-closed"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "decorator order", "How to manage decorator order?", ["decorator"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "hierarchical structure file system", "How to represent hierarchical structures like file systems?",
        ["composite"], "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "UI component hierarchy", "How to build complex UI component hierarchies?", ["composite"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "proxy pattern", "What is the Proxy Pattern?", ["proxy"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/Design%20Patterns/Design_Patterns_Guide/03_Structural_Patterns.md"
    ),
    ask(
        "facade pattern", "What is the Facade Pattern?", ["facade"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/Design%20Patterns/Design_Patterns_Guide/03_Structural_Patterns.md"
    ),
    ask(
        "add retry logic transparently", "How would you add retry logic without touching existing code?",
        ["decorator", "open-closed", "request-operation"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/Design-Patterns/iOS_Design_Patterns_Complete_Guide.md"
    ),
    ask(
        "macro commands", "How to implement macro commands?", ["command"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "save restore game state", "How to implement save/restore functionality in a game?", ["memento"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "version object states", "How to handle version control for object states?", ["memento"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "add operations existing classes", "How to add new operations to existing classes without modifying them?",
        ["visitor"], "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "type-safe operations heterogeneous collection",
        "How to implement type-safe operations on heterogeneous collections?", ["visitor"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "algorithm structure customizable steps", "How to define a common algorithm structure with customizable steps?",
        ["template-method"], "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "configurable validation rules", "How to make validation rules configurable?", ["strategy"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "Sequence Collection Generator",
        "`Swift Standard Library`: What are `Generator`s, `Sequence`s and `Collection`s?", ["iterator"],
        "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "tap gesture recognizer",
        "How do you handle user input using gestures in iOS? Provide an example using UITapGestureRecognizer.",
        ["target-action"],
        "https://github.com/interviewplus-ai/ios-interview-questions-and-answers/blob/3d7bfb39d22b1b2fad7c2b8d7c2e909463124adb/README.md"
    ),
    ask(
        "mediator pattern", "What is the Mediator design pattern used for?", ["mediator"],
        "https://codioo.com/computer-science-questions/software-design-patterns-questions/what-is-the-mediator-design-pattern-used-for"
    ),
    ask(
        "delegation vs observer",
        "Can you describe the similarities and difference between the `Delegation` and `Observer` patterns?",
        ["delegation", "observer"], "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "reactive programming pattern", "What's the basic design pattern behind `Reactive Programming`?",
        ["observer", "reactive-streams"],
        "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "backpressure", "Can you explain the concept of backpressure?", ["reactive-streams"],
        "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "KVC KVO", "KVC — KVO, what do they mean?", ["key-value-coding", "key-value-observing"],
        "https://github.com/LinnierGames/iOS-Questions/blob/2f9d3dcebb36f11fcad1e3dc0bbfcedd7d525e6f/Questions-04.md"),
    ask(
        "iOS communication patterns", "Can you list some `communication patterns` used in iOS?",
        ["delegation", "notification", "callbacks", "key-value-observing", "target-action"],
        "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "retain cycles",
        "Do you know what retain cycles are? Can you give examples? Is it something to worry about and, if so, what facilities are available in Swift to handle them?",
        ["memory-management"], "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "observers memory leaks", "How to prevent memory leaks with observers?",
        ["observer", "notification", "memory-management"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "design notification system", "How would you design a notification system?", ["notification", "observer"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "publish subscribe", "Explain the Publish-Subscribe pattern and its applications.",
        ["observer", "notification"],
        "https://github.com/Devinterview-io/software-architecture-interview-questions/blob/main/README.md"),
    ask(
        "weak delegate", "Why must delegates be declared as weak? Show an example",
        ["delegation", "memory-management"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/swift-iOS-fundamentals/MemoryManagementARC.md"
    ),
    ask(
        "pass data back modal", "How do you handle passing data back from a modal?",
        ["delegation", "callbacks", "coordinator"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/iOS-Architecture-Patterns/03_MVVM+C.md"
    ),
    ask(
        "MVC MVVM VIPER", "What is your opinion on `MVC` in iOS dev, and alternatives such as `MVVM` and `VIPER`?",
        ["mvc", "mvvm", "viper"], "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "view controller role", "What role does the view controller play?", ["mvc"],
        "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "navigation without segues",
        "How would you architect the navigation in a complex application with many screens without using storyboards segues?",
        ["coordinator"], "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "app state handling", "How do you handle state in your app(s)?", ["redux", "one-way-data-flow", "state"],
        "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "VIPER components", "Components of VIPER?", ["viper"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/05_MVVM_and_Architecture/clean_architecture_ios.md"
    ),
    ask(
        "MVP vs MVVM", "What's the difference between MVP and MVVM?", ["mvp", "mvvm"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/Design%20Patterns/Design_Patterns_Guide/07_Best_Practices.md"
    ),
    ask(
        "MVI model view intent", "What is MVI (Model-View-Intent)?", ["redux", "one-way-data-flow"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/Design%20Patterns/Design_Patterns_Guide/05_Architectural_Patterns.md"
    ),
    ask(
        "coordinators navigation", "Why separate navigation into Coordinators?", ["coordinator"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/iOS-Architecture-Patterns/03_MVVM+C.md"
    ),
    ask(
        "VIPER protocols", "Why does VIPER have so many protocols?", ["viper"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/iOS-Architecture-Patterns/04_VIPER.md"
    ),
    ask(
        "MVC testing", "Why is MVC hard to test?", ["mvc"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/09_Testing/testable_architecture.md"),
    ask(
        "MVVM binding Combine", "How does data binding work in MVVM with Combine?", ["mvvm", "reactive-streams"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/iOS-Architecture-Patterns/09_Interview_Preparation.md"
    ),
    ask(
        "exponential backoff jitter retry", "Why use exponential backoff with jitter for retries?",
        ["request-operation"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/Component_2_Network_Manager_Complete.md"
    ),
    ask(
        "token refresh duplicate requests", "How do you handle token refresh without duplicating requests?",
        ["network-layer"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/Component_2_Network_Manager_Complete.md"
    ),
    ask(
        "test async network code", "How would you test network code that uses async/await?",
        ["network-layer", "dependency-injection"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/Component_2_Network_Manager_Complete.md"
    ),
    ask(
        "feed pagination", "How do you handle pagination in a feed with this architecture?",
        ["observable-collection", "data-layer"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/Component_2_Network_Manager_Complete.md"
    ),
    ask(
        "request response logging",
        "How would you implement request/response logging for debugging without impacting production performance?",
        ["log-service", "network-layer"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/Networking_Caching_Deep_Dive.md"
    ),
    ask(
        "pull-to-refresh bypass cache",
        "Scenario: You need to implement \"Pull to Refresh\" but ensure the network call bypasses the cache.",
        ["cacheable-request"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/06_Networking/urlsession.md"),
    ask(
        "test database code", "How do you test database code?", ["persistence-layer"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/Local_Data_Storage_Persistence_Guide.md"
    ),
    ask(
        "database schema changes", "How do you handle schema changes in production?", ["persistence-layer"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/Local_Data_Storage_Persistence_Guide.md"
    ),
    ask(
        "testable networking layer protocols", "How would you design a testable networking layer using protocols?",
        ["network-layer", "dependency-inversion"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/Protocols-vs-Inheritance/Protocols_vs_Inheritance_Complete_Guide.md"
    ),
    ask(
        "layered architecture", "What is the layered architectural pattern?", ["layered-architecture"],
        "https://github.com/Devinterview-io/software-architecture-interview-questions/blob/main/README.md"),
    ask(
        "design social media feed", "How would you design a social media feed like Instagram or Twitter?",
        ["data-layer", "observable-collection", "network-layer"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/System%20Design%20for%20Mobile/12-real-world-social-feed.md"
    ),
    ask(
        "design chat app", "How would you design a mobile chat application like WhatsApp or Telegram?",
        ["persistence-layer", "layered-architecture"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/System%20Design%20for%20Mobile/11-real-world-chat-app.md"
    ),
    ask(
        "log errors Crashlytics", "Scenario: Logging errors to backend (Sentry/Crashlytics)?", ["log-service"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/06_Networking/api_error_handling.md"),
    ask(
        "dependency injection benefits", "Are you familiar with `Dependency Injection`? If so, what is it good for?",
        ["dependency-injection"], "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "dependency inversion principle", "And what about the `Dependency Inversion` principle?",
        ["dependency-inversion"], "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "protocol oriented programming",
        "What's your opinion about `Protocol Oriented Programming` as opposed to the more traditional approach we've had on iOS?",
        ["protocol-oriented-programming", "object-oriented-programming"],
        "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "protocol default vs superclass",
        "What are the differences between a `protocol` with a default implementation, and a `base class`?",
        ["protocol-oriented-programming"],
        "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "DDD domain event", "Can you explain what a Domain Event is and give an example of when it might be used?",
        ["domain-driven-design"],
        "https://github.com/Devinterview-io/domain-driven-design-interview-questions/blob/main/README.md"),
    ask(
        "polymorphism overriding overloading", "What is polymorphism? Explain overriding and overloading.",
        ["object-oriented-programming"],
        "https://github.com/Devinterview-io/oop-interview-questions/blob/main/README.md"),
    ask(
        "DDD entities value objects", "What is the role of Entities in DDD, and how do they differ from Value Objects?",
        ["domain-driven-design"],
        "https://github.com/Devinterview-io/domain-driven-design-interview-questions/blob/main/README.md"),
    ask(
        "DDD repositories", "How do Repositories function in DDD and what is their main responsibility?",
        ["domain-driven-design", "persistence-layer"],
        "https://github.com/Devinterview-io/domain-driven-design-interview-questions/blob/main/README.md"),
    ask(
        "WET principle", "What is the WET principle?", ["dry"],
        "https://github.com/tashafdev/KotlinExpertSeries/blob/43652c6c6b33582119d017e6b491526f4783613f/src/main/kotlin/s19_clean_code_and_principles/s19b_dry_vs_wet/S19Bd_DRYvsWET_InterviewQnA.kt"
    ),
    ask(
        "YAGNI", "What does YAGNI stand for?", ["yagni"],
        "https://github.com/tashafdev/KotlinExpertSeries/blob/43652c6c6b33582119d017e6b491526f4783613f/src/main/kotlin/s19_clean_code_and_principles/s19c_kiss_yagni/S19Cd_KISS_YAGNI_InterviewQnA.kt"
    ),
    ask(
        "KISS principle", "Why is the KISS principle important?", ["kiss"],
        "https://github.com/tashafdev/KotlinExpertSeries/blob/43652c6c6b33582119d017e6b491526f4783613f/src/main/kotlin/s19_clean_code_and_principles/s19c_kiss_yagni/S19Cd_KISS_YAGNI_InterviewQnA.kt"
    ),
    ask(
        "composition root", "Composition Root?", ["dependency-injection"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/09_Testing/testable_architecture.md"),
    ask(
        "separate domain data layers", "Why separate Domain and Data?", ["clean-architecture", "layered-architecture"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/05_MVVM_and_Architecture/clean_architecture_ios.md"
    ),
    ask(
        "clean architecture boilerplate",
        "Scenario: \"Clean Architecture\" feels like boilerplate. 5 files for a \"Hello World\" screen?",
        ["clean-architecture", "kiss", "yagni"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/05_MVVM_and_Architecture/clean_architecture_ios.md"
    ),
    ask(
        "polymorphism without inheritance", "How does Swift achieve polymorphism without class inheritance?",
        ["protocol-oriented-programming"],
        "https://github.com/SameerNadaf/iOS-InterView-Preparation/blob/main/Files/OOP.md"),
    ask(
        "composition over inheritance",
        "Describe the concept of composition over inheritance and provide a Swift example.",
        ["protocol-oriented-programming", "object-oriented-programming"],
        "https://github.com/SameerNadaf/iOS-InterView-Preparation/blob/main/Files/OOP.md"),
    ask(
        "single responsibility principle", "Describe the Single Responsibility Principle (SRP).",
        ["single-responsibility"], "https://qfles.com/interview-question/solid-principles-interview-questions"),
    ask(
        "open closed new features",
        "How would you apply the Open/Closed Principle in a system where you need to add new features?",
        ["open-closed"], "https://github.com/ashvin27/SOLID-Principles-with-Real-Life-Examples/blob/main/qanda.md"),
    ask(
        "liskov substitution code quality", "How can the Liskov Substitution Principle improve code quality?",
        ["liskov-substitution"],
        "https://github.com/ashvin27/SOLID-Principles-with-Real-Life-Examples/blob/main/qanda.md"),
    ask(
        "interface segregation dependencies",
        "How does Interface Segregation Principle prevent unnecessary dependencies in a system?",
        ["interface-segregation"],
        "https://github.com/ashvin27/SOLID-Principles-with-Real-Life-Examples/blob/main/qanda.md"),
    ask(
        "low cohesion signs", "What are some signs that your system has low cohesion, and how would you address them?",
        ["grasp", "single-responsibility"],
        "https://github.com/ashvin27/SOLID-Principles-with-Real-Life-Examples/blob/main/qanda.md"),
    ask(
        "avoid design patterns", "When would you NOT use a design pattern?", ["kiss", "yagni"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/Design-Patterns/iOS_Design_Patterns_Complete_Guide.md"
    ),
    ask(
        "use cases role", "What's the role of Use Cases?", ["clean-architecture"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/iOS-Architecture-Patterns/06_Clean_Architecture.md"
    ),
    ask(
        "add product types", "How to add new product types without modifying existing code?",
        ["open-closed", "factory-method"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "avoid massive view controller", "How do you generally avoid massive view controllers?",
        ["god-object", "mvc", "single-responsibility"],
        "https://github.com/babylonhealth/ios-playbook/blob/master/Interview/questions.md"),
    ask(
        "singleton anti-pattern iOS",
        "What is the Singleton pattern, and why is it often considered an \"anti-pattern\" in modern iOS development?",
        ["singletonitis", "singleton"],
        "https://github.com/SameerNadaf/iOS-InterView-Preparation/blob/main/Files/Architecture-And-Design.md"),
    ask(
        "test singletons", "Should you test Singletons?", ["singletonitis"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/09_Testing/testable_architecture.md"),
    ask(
        "refused bequest inheritance", "When does refused bequest signal a flawed inheritance hierarchy?",
        ["object-orientation-abusers", "liskov-substitution"],
        "https://interviewmentor.app/oop-interview-questions/refused-bequest-signal-flawed-inheritance-hierarchy"),
    ask(
        "shotgun surgery divergent change", "Why is shotgun surgery harder to fix than divergent change?",
        ["change-preventers"],
        "https://interviewmentor.app/oop-interview-questions/shotgun-surgery-harder-fix-than-divergent-change"),
    ask(
        "long methods problem", "Why are long methods a problem?", ["bloaters"],
        "https://github.com/tashafdev/KotlinExpertSeries/blob/43652c6c6b33582119d017e6b491526f4783613f/src/main/kotlin/s19_clean_code_and_principles/s19d_code_smells/S19Df_CodeSmells_InterviewQnA.kt"
    ),
    ask(
        "large classes", "What’s wrong with large classes?", ["bloaters", "god-object"],
        "https://github.com/tashafdev/KotlinExpertSeries/blob/43652c6c6b33582119d017e6b491526f4783613f/src/main/kotlin/s19_clean_code_and_principles/s19d_code_smells/S19Df_CodeSmells_InterviewQnA.kt"
    ),
    ask(
        "if-else code smell", "When is using `when` or `if-else` a code smell?", ["object-orientation-abusers"],
        "https://github.com/tashafdev/KotlinExpertSeries/blob/43652c6c6b33582119d017e6b491526f4783613f/src/main/kotlin/s19_clean_code_and_principles/s19d_code_smells/S19Df_CodeSmells_InterviewQnA.kt"
    ),
    ask(
        "WET code signs", "What are common signs of WET code?", ["dispensables", "dry"],
        "https://github.com/tashafdev/KotlinExpertSeries/blob/43652c6c6b33582119d017e6b491526f4783613f/src/main/kotlin/s19_clean_code_and_principles/s19b_dry_vs_wet/S19Bd_DRYvsWET_InterviewQnA.kt"
    ),
    ask(
        "replace value with object", "What does \"Replace data value with object\" do? Why is it a good idea to do so?",
        ["bloaters"],
        "https://github.com/stevenschwenke/SoftwareEngineeringCourse/blob/develop/06_refactoring/refactoring_exercises.adoc"
    ),
    ask(
        "extract class refactoring", "Under which circumstances should \"extract class\" be applied?",
        ["god-object", "bloaters", "change-preventers"],
        "https://github.com/stevenschwenke/SoftwareEngineeringCourse/blob/develop/06_refactoring/refactoring_exercises.adoc"
    ),
    ask(
        "Swift error handling anti-patterns", "What are the anti-patterns in Swift error handling?",
        ["swift-code-smells"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/swift-iOS-fundamentals/ErrorHandlingPatternsAndResultType.md"
    ),
    ask(
        "law of demeter", "What is the principle of least knowledge (Law of Demeter) in architecture?", ["couplers"],
        "https://github.com/Devinterview-io/software-architecture-interview-questions/blob/main/README.md"),
    ask(
        "massive interactor", "Scenario: Massive Interactor?", ["god-object", "viper", "single-responsibility"],
        "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/05_MVVM_and_Architecture/clean_architecture_ios.md"
    ),
    ask(
        "same parameters passed together",
        "A code reviewer notices that a class accepts five separate parameters together as a group in nearly every method - an order ID, a customer ID, a timestamp, a region code, and a status flag - and this same group of five parameters appears together throughout the codebase. What refactoring opportunity does this represent?",
        ["bloaters"],
        "https://yaosta.com/Plone2/computing/software-engineering/software-evolution/software-evolution-use-case-scenarios/use-case-recognizing-a-bad-smell"
    ),
    ask(
        "object step-by-step validation", "How to build objects step by step with validation?", ["builder"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "private constructor", "What happens when constructor is private?", ["singleton"],
        "https://github.com/furkanGitId/OOP-and-SOLID-Interview-Questions/blob/main/README.md"),
    ask(
        "bridge real-world example",
        "Give a real-world example of when using the Bridge Pattern could reduce technical debt?", ["bridge"],
        "https://springcavaj.com/bridgefaqs"),
    ask(
        "two-way adaptation", "What if you need two-way adaptation?", ["adapter"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/README.md"),
    ask(
        "Hollywood principle", "How to implement the Hollywood Principle?",
        ["template-method", "dependency-injection"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/python/main.py"),
    ask(
        "middleware functionality", "How to implement middleware functionality?",
        ["chain-of-responsibility", "decorator"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/python/main.py"),
    ask(
        "strategy vs factory", "When to use Strategy vs Factory pattern?", ["strategy", "simple-factory"],
        "https://github.com/journalehsan/design-patterns-interview-prep/blob/master/python/strategy_patttern.py"),
    ask(
        "unsubscribe stream memory leaks", "How do you unsubscribe from a stream to prevent memory leaks?",
        ["reactive-streams", "memory-management"],
        "https://github.com/Devinterview-io/reactive-programming-interview-questions/blob/main/README.md"),
    ask(
        "MVC massive view controllers", "Why does MVC lead to Massive View Controllers?", ["god-object", "mvc"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/iOS-Architecture-Patterns/01_MVC.md"
    ),
    ask(
        "request de-duplication", "Explain your request de-duplication strategy. Why is it important?",
        ["cacheable-request"],
        "https://github.com/appdevbyamitesh/MobileSystemDesign-Amitesh/blob/main/10-Day-System-Design-Prep/iOS_Core_Components_Guide.md"
    ),
    // Collected from iOS interview lists the rows above do not cite, by helpers who never ran
    // the search, and measured before they joined the fixture (see the README).
    ask("facade pattern", "What is Facade Design Pattern?", ["facade"], zenshubham09List),
    ask("decorator design pattern", "What is Decorator Design pattern?", ["decorator"], zenshubham09List),
    ask("adapter pattern", "What is Adapter design pattern?", ["adapter"], zenshubham09List),
    ask("observer design pattern", "What is Observer design pattern?", ["observer"], zenshubham09List),
    ask("memento pattern", "What is Memento design pattern?", ["memento"], zenshubham09List),
    ask(
        "singleton in ios", "How can we achieve singleton pattern in iOS?", ["singleton", "shared-instance"],
        iosSrinivasList),
    ask("what is mvc", "What is MVC?", ["mvc"], knowledge2lifeList),
    ask("explain mvvm", "Briefly explain MVVM?", ["mvvm"], knowledge2lifeList),
    ask("mvc architecture iphone app", "What is MVC? MVC Architecture of iPhone App?", ["mvc"], xkong123List),
    ask(
        "delegate vs notification", "What is the difference between Delegate and Notification?",
        ["delegation", "notification"], errorhandleList),
    ask(
        "weak delegate why", "Why do we use weak for delegates in iOS?", ["memory-management", "delegation"],
        alexacabsList),
    ask("viper components", "What are the key components of the Viper architecture?", ["viper"], lemonList),
    ask("viper disadvantages", "What are the disadvantages of using Viper?", ["viper"], lemonList2),
    ask("viper vs mvvm", "How does Viper compare to MVVM for iOS projects?", ["viper", "mvvm"], lemonList3),
    ask("viper problems small apps", "What problems can come from using Viper architecture?", ["viper"], cortanceList),
    ask("weak self vs unowned self", "[weak self] vs [unowned self]", ["memory-management", "callbacks"], cs4372List),
    ask("what is delegation", "What is delegation?", ["delegation"], cs4372List),
    ask(
        "find and fix retain cycle", "How would you identify and resolve a retain cycle?", ["memory-management"],
        cs4372List),
    ask("why use mvvm", "What is MVVM?", ["mvvm"], cs4372List),
    ask(
        "explain delegates beginner",
        "What is the delegation pattern? How would you explain delegates to a new Swift developer?", ["delegation"],
        carterTsai95List),
    ask(
        "fixing memory leaks process", "Explain your process for tracing and fixing memory leaks.",
        ["memory-management"], carterTsai95List),
    ask(
        "make code testable", "How do you test your code? How do you make your code testable?",
        ["dependency-injection"], carterTsai95List),
    ask("what is kvo ios", "What is Key-Value Observing (KVO) in iOS?", ["key-value-observing"], aihirelyList),
    ask(
        "mvc design pattern ios", "Explain the Model-View-Controller (MVC) design pattern in iOS.", ["mvc"],
        aihirelyList2),
    ask("mvvm vs mvc ios", "What is the difference between MVVM and MVC in iOS?", ["mvvm", "mvc"], silicloudList),
    ask(
        "factory pattern when to use", "What is the Factory pattern and when would you use it?",
        ["factory-method", "simple-factory"], toolliyoList),
    ask(
        "protocol vs delegate", "What is the difference between a protocol and a delegate?", ["delegation"],
        interviewpatchList),
    ask(
        "singleton use cases swift", "Can You Explain the Singleton Design Pattern and Its Use Cases?", ["singleton"],
        softwarepatternslexiconList),
    ask(
        "viper large or small projects", "Is Viper commonly used in large-scale or small-scale projects?", ["viper"],
        lemonList4),
    ask("viper advantages", "What are the advantages of using Viper for app architecture?", ["viper"], lemonList5),
    ask(
        "notificationcenter vs delegation protocols", "NSNotificationCenter vs delegation using protocols",
        ["notification", "delegation"], errorhandleList2),
    ask("delegate retain cycle", "Delegates and retain cycles", ["delegation", "memory-management"], errorhandleList3),
    ask(
        "weak delegate objective-c", "Why delegate weak reference in objective c", ["memory-management", "delegation"],
        alexacabsList2),
    ask(
        "clean architecture swift", "What is the Role of Clean Architecture in Swift?", ["clean-architecture"],
        jeunesevenList),
    ask(
        "when use factory", "When to use Factory design pattern in Swift?", ["factory-method", "simple-factory"],
        jeunesevenList),
    ask(
        "mvi unidirectional data flow", "Can you explain MVI, and how it might be used on Apple's platforms?",
        ["one-way-data-flow", "redux"], jeunesevenList),
    ask(
        "protocol oriented programming explained",
        "How would you explain protocol-oriented programming to a new Swift developer?",
        ["protocol-oriented-programming"], jeunesevenList),
    ask(
        "dependency injection junior", "How would you explain dependency injection to a junior developer?",
        ["dependency-injection"], jeunesevenList),
    ask(
        "architecture simple vs complex app", "What architecture would you use for a simple app vs a complex app?",
        ["mvc", "mvvm", "viper"], jeunesevenList),
    ask("viper swiftui challenges", "Have you used VIPER with SwiftUI? Any challenges?", ["viper"], jeunesevenList),
    ask(
        "singleton pros cons", "What are the practical pros and cons of using Singletons?",
        ["singleton", "singletonitis"], jeunesevenList),
    ask(
        "how arc works", "What is ARC (Automatic Reference Counting) in Swift? How does it work?",
        ["memory-management"], jeunesevenList),
    ask("avoid retain cycles", "How do you avoid retain cycles?", ["memory-management"], jeunesevenList),
    ask(
        "weak strong unowned", "Difference between weak, strong, and unowned in Swift?", ["memory-management"],
        jeunesevenList),
    ask(
        "closures vs delegates",
        "What are the differences between closures and delegates in Swift, and when should each be used?",
        ["callbacks", "delegation"], raitechlabsList),
    ask("why avoid singleton", "Why should Singleton be avoided?", ["singletonitis", "singleton"], raitechlabsList),
    ask("memento pattern swift", "What is Memento pattern in Swift?", ["memento"], raitechlabsList),
    ask("strategy pattern swift", "What is Strategy pattern in Swift?", ["strategy"], raitechlabsList),
    ask("proxy pattern swift", "What is Proxy pattern in Swift?", ["proxy"], raitechlabsList),
    ask("abstract factory swift", "What is Abstract Factory pattern in Swift?", ["abstract-factory"], raitechlabsList),
    ask(
        "liskov substitution principle", "What is the Liskov Substitution Principle?", ["liskov-substitution"],
        raitechlabsList),
    ask("mvvm coordinator", "What is MVVM-C architecture pattern in iOS?", ["coordinator", "mvvm"], raitechlabsList),
    ask("tca architecture", "What is TCA architecture in iOS?", ["redux"], raitechlabsList),
    ask(
        "dependency injection unit testing", "How does Dependency Injection help with Unit Testing?",
        ["dependency-injection"], raitechlabsList),
    ask(
        "combine subjects passthrough currentvalue",
        "What are the subjects in Combine? How do PassThroughSubject and CurrentValueSubject work?",
        ["reactive-streams"], raitechlabsList),
    ask(
        "asyncsequence swift",
        "What is AsyncSequence, and how is it used in Swift for handling sequences of asynchronous events?",
        ["async-sequence"], raitechlabsList),
    ask(
        "prevent memory leaks", "What are the common ways to prevent memory leaks during development?",
        ["memory-management"], raitechlabsList),
    ask("caching ios apps", "What is caching in iOS apps?", ["cacheable-request"], raitechlabsList),
    ask("what is delegate", "What is Delegate?", ["delegation"], sHAIKHSHOEBList),
    ask("swift memory management", "How does swift handle Memory Management?", ["memory-management"], sHAIKHSHOEBList),
    ask("lazy property swift", "What is Lazy Property in swift?", ["lazy-initialization"], sHAIKHSHOEBList),
    ask(
        "weak vs unowned reference", "Difference Between Weak Reference Vs Unowned Reference?", ["memory-management"],
        sHAIKHSHOEBList),
    ask(
        "cache data swift", "What are efficient ways to cache data in swift?",
        ["cacheable-request", "persistence-layer"], sHAIKHSHOEBList),
    ask("what is retain cycle", "What is a Retain Cycle?", ["memory-management"], sHAIKHSHOEBList),
    ask("mvvm architecture explained", "Explain the MVVM Architecture.", ["mvvm"], sHAIKHSHOEBList),
    ask("mvc architecture explained", "Explain the MVC Architecture", ["mvc"], sHAIKHSHOEBList),
    ask(
        "kvo apple platforms", "Can you explain KVO, and how it's used on Apple's platforms?", ["key-value-observing"],
        henestrosaDevList),
    ask(
        "when singletons good idea", "Can you give some examples of where singletons might be a good idea?",
        ["singleton"], henestrosaDevList),
    ask(
        "notificationcenter purpose", "What is the purpose of NotificationCenter?", ["notification"], henestrosaDevList),
    ask(
        "network request steps", "What steps would you follow to make a network request?", ["network-layer"],
        henestrosaDevList),
    ask(
        "cache data in memory", "What is an efficient way to cache data in memory?", ["cacheable-request"],
        henestrosaDevList),
    ask(
        "explain arc beginner", "How would you explain ARC to a new iOS developer?", ["memory-management"],
        henestrosaDevList),
    ask(
        "memory leak fix steps", "What steps do you take to identify and resolve a memory leak?", ["memory-management"],
        henestrosaDevList),
    ask(
        "explain closures beginner", "How would you explain closures to a new Swift developer?", ["callbacks"],
        henestrosaDevList),
    ask(
        "weak vs unowned", "What is the difference between weak and unowned?", ["memory-management"], henestrosaDevList),
    ask(
        "key paths explained", "How would you explain key paths to a new Swift developer?", ["key-value-coding"],
        henestrosaDevList),
    ask(
        "observable object announce changes", "How can an observable object announce changes to SwiftUI?",
        ["observable-model"], henestrosaDevList),
    ask(
        "userdefaults good for", "What is UserDefaults good for? What is UserDefaults not good for?",
        ["persistence-layer"], henestrosaDevList),
    ask(
        "memory in closures", "How does Swift manage memory in closures?", ["memory-management", "callbacks"],
        devLoversTeamList),
    ask(
        "pop swift", "What is protocol-oriented programming (POP)?", ["protocol-oriented-programming"],
        devLoversTeamList),
    ask(
        "unowned instead of weak", "When would you use unowned instead of weak?", ["memory-management"],
        devLoversTeamList),
    ask("what is memory leak", "What is a memory leak?", ["memory-management"], devLoversTeamList),
    ask("implement di swift", "How do you implement DI in Swift?", ["dependency-injection"], devLoversTeamList),
    ask("when use singleton", "When should you use singleton?", ["singleton"], devLoversTeamList),
    ask("what is kvo", "What is KVO?", ["key-value-observing"], devLoversTeamList),
    ask("caching strategy", "What is caching strategy?", ["cacheable-request"], devLoversTeamList),
    ask(
        "scalable ios architecture", "How do you design scalable iOS architecture?",
        ["clean-architecture", "layered-architecture"], devLoversTeamList),
    ask(
        "architecture trade-offs", "What trade-offs do you consider when choosing architecture?",
        ["mvvm", "viper", "clean-architecture"], devLoversTeamList),
    ask("delegation pattern", "What is the delegation pattern?", ["delegation"], stephenClarkAppsList),
    ask("coordinator pattern", "What is the Coordinator Pattern?", ["coordinator"], stephenClarkAppsList),
    ask("mvvm-c", "What is MVVM-C ?", ["coordinator", "mvvm"], stephenClarkAppsList),
    ask(
        "dependency injection how use", "What is Dependency Injection and How do we Use It?", ["dependency-injection"],
        stephenClarkAppsList),
    ask(
        "dependency inversion principle", "What about the Principle of Dependency Inversion?", ["dependency-inversion"],
        stephenClarkAppsList),
    ask(
        "waterfall vs agile",
        "What is waterfall methodology and Agile methodology? What are the differences between them?",
        ["big-design-up-front"], stephenClarkAppsList),
    ask(
        "weak self in block", "Why do you generally create a weak reference when using self in a block?",
        ["memory-management", "callbacks"], stephenClarkAppsList),
    ask(
        "ios memory management", "How is memory management handled on iOS?", ["memory-management"], stephenClarkAppsList
    ),
    ask(
        "weak vs strong", "What is the difference between weak and strong?", ["memory-management"], stephenClarkAppsList
    ),
    ask("blocks objective-c", "What are blocks in Objective-C?", ["callbacks"], stephenClarkAppsList),
    ask("adapter pattern", "What is Adapter Pattern?", ["adapter"], manusalinasMxList),
    ask("observer pattern", "What is Observer Pattern?", ["observer"], manusalinasMxList),
    ask("lazy swift", "Explain lazy in Swift?", ["lazy-initialization"], manusalinasMxList),
    ask(
        "pass data between view controllers", "How to pass data between view controllers?",
        ["delegation", "callbacks", "notification"], manusalinasMxList),
    ask("weak self unowned self", "Explain [weak self] and [unowned self]?", ["memory-management"], manusalinasMxList),
    ask("what is arc", "What is ARC?", ["memory-management"], manusalinasMxList),
    ask(
        "where use dependency injection", "Where do we use Dependency Injection?", ["dependency-injection"],
        manusalinasMxList),
    ask(
        "ways to pass data swift", "How many different ways to pass data in Swift?",
        ["delegation", "callbacks", "notification"], manusalinasMxList),
    ask(
        "delegates vs callbacks", "What is the difference Delegates and Callbacks?", ["delegation", "callbacks"],
        manusalinasMxList),
    ask("encapsulation", "What is Encapsulation?", ["object-oriented-programming"], manusalinasMxList),
    ask("polymorphism", "Explain Polymorphism", ["object-oriented-programming"], manusalinasMxList),
    ask("notificationcenter", "What is NotificationCenter?", ["notification"], manusalinasMxList),
    ask("viper architecture", "Explain VIPER Architecture", ["viper"], manusalinasMxList),
    ask(
        "when weak unowned strong", "When is recommended to use weak, unowned and strong references?",
        ["memory-management"], manusalinasMxList),
    ask(
        "delegation notification kvo differences",
        "What are the differences between Delegation, Notification Center, and Key-Value Observing (KVO)?",
        ["delegation", "notification", "key-value-observing"], albaraasayedList),
    ask(
        "kvo swift property constraints",
        "What constraints exist when trying to use Key-Value Observing (KVO) on a Swift property?",
        ["key-value-observing"], albaraasayedList),
    ask(
        "kvc vs kvo", "What is the difference between KVC and KVO?", ["key-value-coding", "key-value-observing"],
        albaraasayedList),
    ask(
        "massive view controller mvc", "What is MVC and what is the 'Massive View Controller' problem?",
        ["mvc", "god-object"], albaraasayedList),
    ask("mvp vs mvvm", "What is the difference between MVP and MVVM?", ["mvp", "mvvm"], albaraasayedList),
    ask("when use facade", "When is the Facade design pattern mostly used?", ["facade"], albaraasayedList),
    ask(
        "singleton downsides", "What are the downsides of using the Singleton design pattern?",
        ["singletonitis", "singleton"], albaraasayedList),
    ask(
        "delegate vs kvo", "What is the difference between the Delegate pattern and Key-Value Observing (KVO)?",
        ["delegation", "key-value-observing"], albaraasayedList),
    ask(
        "delegate vs target action", "What is the difference between Delegate and Target-Action?",
        ["delegation", "target-action"], albaraasayedList),
    ask(
        "thread safe singleton swift",
        "What is the Singleton pattern? How do you implement a thread-safe Singleton in Swift?", ["singleton"],
        albaraasayedList),
    ask(
        "rxswift subjects observables",
        "What are Observables, Subjects, and Drivers in RxSwift, and what are the different types of Subjects?",
        ["reactive-streams"], albaraasayedList),
    ask(
        "reactive programming rxswift", "What is Reactive Programming in RxSwift and what key issues does it address?",
        ["reactive-streams"], albaraasayedList),
    ask(
        "capture self async closure", "Why must you capture self explicitly in asynchronous closures?",
        ["callbacks", "memory-management"], albaraasayedList),
    ask(
        "composition aggregation association",
        "What is the difference between composition, aggregation, and association in object-oriented programming?",
        ["object-oriented-programming"], albaraasayedList),
    ask(
        "gcd vs nsoperation", "What are the differences between GCD and NSOperation?", ["request-operation"],
        albaraasayedList),
    ask("too many singletons", "Should You Use Many Singletons?", ["singletonitis"], hasanzaidiLabList),
    ask(
        "architecture for new project", "Which Architecture Would You Use for a New Project?",
        ["mvvm", "coordinator", "viper"], hasanzaidiLabList),
    ask("singleton drawback", "singleton pattern drawback?", ["singletonitis", "singleton"], akhilrathorList),
    ask(
        "delegate pattern problem solved", "What problem does the delegate pattern solve?", ["delegation"],
        akhilrathorList),
    ask(
        "delegate weak why", "Why should delegate properties be declared weak?", ["delegation", "memory-management"],
        akhilrathorList),
    ask(
        "delegate vs observer vs closure", "How does the delegate pattern differ from observers or closures?",
        ["delegation", "observer", "callbacks"], akhilrathorList),
    ask("what is oop", "What is Object Oriented Programming?", ["object-oriented-programming"], alexpaulList),
    ask(
        "protocol oriented programming", "What is Protocol Oriented Programming?", ["protocol-oriented-programming"],
        alexpaulList),
    ask("dependency injection", "What is dependency injection?", ["dependency-injection"], alexpaulList),
    ask("what is singleton", "What is a Singleton?", ["singleton", "shared-instance"], alexpaulList),
    ask("persist data ios", "Name the ways to persist data in iOS?", ["persistence-layer"], alexpaulList),
    ask("what is notification", "What is notification?", ["notification", "observer"], manishnakarList),
    ask(
        "protocol vs delegate", "What is difference between protocol and delegate?",
        ["delegation", "protocol-oriented-programming"], manishnakarList),
    ask(
        "strong vs weak reference", "What is difference strong and weak reference? explain.", ["memory-management"],
        manishnakarList),
    ask("how arc works", "What is ARC? How it works? explain in deep.", ["memory-management"], manishnakarList),
    ask(
        "nsoperation queue", "What is use of NSOperation? How NSOperationQueue works?", ["request-operation"],
        manishnakarList),
    ask("blocks objective c", "What is block in Objective-C?", ["callbacks"], manishnakarList),
    ask("autorelease pool", "What is autorelease pool?", ["memory-management"], manishnakarList),
    ask("delegate retained weak", "Is a delegate retained?", ["delegation", "memory-management"], aashishtamsyaList),
    ask("ios delegate meaning", "In the context of iOS, what is a delegate?", ["delegation"], ayushgoelList),
    ask("arc how it works", "What is ARC? How does it work?", ["memory-management"], ayushgoelList),
    ask("what is combine", "What is Combine in Swift?", ["reactive-streams"], pc23pankajList),
    ask(
        "publisher subscriber combine", "What is a Publisher and a Subscriber in Combine?",
        ["reactive-streams", "observer"], pc23pankajList),
    ask(
        "combine vs async await", "How is Combine different from GCD and async/await?",
        ["reactive-streams", "async-sequence"], pc23pankajList),
    ask(
        "combine retain cycles", "Explain memory management in Combine. How do you avoid retain cycles?",
        ["reactive-streams", "memory-management"], pc23pankajList),
    ask(
        "combine subject role",
        "What is a Subject in Combine and what role does it play between Publisher and Subscriber?",
        ["reactive-streams", "observer"], pc23pankajList),
    ask(
        "framework host app communication", "How did your VideoPlayer framework communicate with the host application?",
        ["delegation", "callbacks"], pc23pankajList2),
    ask(
        "explain solid", "Explain SOLID principles",
        [
            "single-responsibility", "open-closed", "liskov-substitution", "interface-segregation",
            "dependency-inversion",
        ], pc23pankajList3),
    ask("mvvm architecture", "What do you know about MVVM Architecture?", ["mvvm"], pc23pankajList3),
    ask("swift closures", "What are Closures in Swift?", ["callbacks"], pc23pankajList3),
    ask(
        "dependency injection swift steps",
        "What is dependency Injection in swift and how we can achieve this in simple steps?", ["dependency-injection"],
        pc23pankajList4),
    ask(
        "capture list weak self", "What is a closure capture list and when do you use [weak self]?",
        ["memory-management", "callbacks"], muhittincamdaliList),
    ask(
        "mvc implement ios",
        "What is the Model-View-Controller (MVC) design pattern and how do you implement it in your iOS apps?", ["mvc"],
        amraboelelaList),
    ask(
        "mvc organizing code", "Explain the MVC architecture in iOS. How does it help in organizing code?",
        ["mvc", "separation-of-concerns"], amraboelelaList),
    ask(
        "delegates protocols purpose",
        "Describe the purpose of delegates and protocols in iOS development. Provide an example of when you might use them.",
        ["delegation", "protocol-oriented-programming"], amraboelelaList),
    ask(
        "delegate vs notification difference", "What is the difference between a delegate and a notification?",
        ["delegation", "notification"], amraboelelaList),
    ask(
        "strong weak unowned",
        "What is the difference between a strong reference, a weak reference, and an unowned reference?",
        ["memory-management"], amraboelelaList),
    ask(
        "operation queue vs gcd", "What is the difference between nsoperation queue and GCD?", ["request-operation"],
        amraboelelaList),
    ask(
        "find fix memory leaks", "How to identify and fix memory leaks in swift?", ["memory-management"],
        amraboelelaList),
    ask("kvc cocoa", "What is KVC (Key-Value Coding) in Cocoa?", ["key-value-coding"], amraboelelaList2),
    ask("delegates cocoa", "What are Delegates in Cocoa?", ["delegation"], amraboelelaList2),
    ask(
        "memory management cocoa", "How Does Memory Management Work in Cocoa?", ["memory-management"], amraboelelaList2),
    ask(
        "handle ui events cocoa", "How to Handle User Interface Events in Cocoa?", ["target-action", "delegation"],
        amraboelelaList2),
    ask(
        "cocoa bindings", "Explain Key Features of Cocoa Bindings", ["key-value-observing", "key-value-coding"],
        amraboelelaList2),
    ask(
        "swiftui list memory leak", "If there is a List in SwiftUI with a memory leak, how do you detect it?",
        ["memory-management"], amraboelelaList3),
    ask(
        "ios memory management", "How memory management is handled on iOS?", ["memory-management"],
        iosinterviewquestionanswerList),
    ask(
        "singleton when to use", "What do you know about singletons? Where would you use one and where you wouldn't?",
        ["singleton", "singletonitis", "shared-instance"], iosinterviewquestionanswerList),
    ask(
        "delegate vs kvo", "Could you explain what is the difference between Delegate and KVO?",
        ["delegation", "key-value-observing"], iosinterviewquestionanswerList),
    ask(
        "persist data ios", "How do you usually persist data on iOS?", ["persistence-layer"],
        iosinterviewquestionanswerList),
    ask(
        "networking approach ios", "How do you typically do networking?", ["network-layer"],
        iosinterviewquestionanswerList),
    ask(
        "make code testable", "Do you test your code? What do you do to make your code testable?",
        ["dependency-injection"], iosinterviewquestionanswerList),
    ask(
        "delegation vs kvo", "What is the difference between delegation and KVO?",
        ["delegation", "key-value-observing"], ebookreadingList),
    ask(
        "ios architectures scale", "What iOS architectures do you know that scale?",
        ["mvc", "mvvm", "viper", "clean-architecture", "coordinator"], kungfutechList),
    ask("what is oop", "What is Object-oriented programming (OOP)?", ["object-oriented-programming"], vietnamworksList),
    ask("viper meaning", "What is the meaning of VIPER design pattern?", ["viper"], amraboelelaList4),
    ask(
        "mvc organize code",
        "What is the Model-View-Controller (MVC) design pattern and how does it help in organizing code?",
        ["mvc", "separation-of-concerns"], amraboelelaList4),
    // Collected later still, from iOS interview lists none of the rows above cite, by helpers
    // who never ran the search; measured as they came before they joined (see the README).
    ask(
        "massive view controller cause", "Why does Apple MVC turn into Massive View Controller?",
        ["mvc", "god-object"], jaredcassouttLater),
    ask(
        "test networking without network", "How do you test networking code without hitting the network?",
        ["network-layer", "dependency-injection"], jaredcassouttLater),
    ask(
        "closure retain cycle", "How can closures create retain cycles?", ["memory-management", "callbacks"],
        iutkarshmehtaLater),
    ask("viper pros cons", "What are the main advantages and disadvantages of VIPER?", ["viper"], iutkarshmehtaLater),
    ask(
        "singleton ios sdk example", "What is the Singleton pattern? Provide an example from the iOS SDK.",
        ["singleton", "shared-instance"], iutkarshmehtaLater),
    ask(
        "global state swiftui singleton",
        "Discuss different strategies for managing complex global state in a large SwiftUI application. What are the pros and cons of using `EnvironmentObject` vs. a singleton service vs. a dedicated state management library?",
        ["redux", "singletonitis", "dependency-injection"], iutkarshmehtaLater2),
    ask(
        "operation subclass kvo state",
        "When subclassing `Operation`, what are the key properties you must manage to ensure correct KVO notifications for its state (e.g., `isExecuting`, `isFinished`)?",
        ["request-operation", "key-value-observing"], iutkarshmehtaLater2),
    ask(
        "operationqueue dependent tasks",
        "How would you design a system using `OperationQueue` to handle a complex series of dependent asynchronous tasks, where some tasks can run in parallel but must all complete before a final task can begin?",
        ["request-operation"], iutkarshmehtaLater2),
    ask(
        "modular app dependency graph",
        "How would you design the dependency graph for a large, multi-featured app broken into Swift Packages? How would you manage dependencies between features without creating tight coupling?",
        ["layered-architecture", "dependency-inversion", "clean-architecture"], iutkarshmehtaLater2),
    ask(
        "communication between modules",
        "Discuss strategies for communication between independent modules. Compare delegates/callbacks, `NotificationCenter`, Combine/Swift Concurrency streams, and using a central Coordinator.",
        ["delegation", "notification", "callbacks", "reactive-streams", "async-sequence", "coordinator"],
        iutkarshmehtaLater2),
    ask(
        "offline first sync design",
        "Design a robust, offline-first data synchronization system. Discuss your choice of database (e.g., Core Data, GRDB), how you would handle conflict resolution (e.g., Last-Write-Wins, OT), and manage the networking sync logic.",
        ["persistence-layer", "data-layer"], iutkarshmehtaLater2),
    ask(
        "testing architecture seams",
        "How do you build a testing strategy for the seams of your architecture (e.g., the boundary between the UI and ViewModel, or ViewModel and Repository)?",
        ["dependency-injection", "layered-architecture", "mvvm"], iutkarshmehtaLater2),
    ask("viewmodel role", "Explain the role of the ViewModel in MVVM.", ["mvvm"], princeSinhaKumarLater),
    ask(
        "clean architecture principles", "Describe the key principles of Clean Architecture.", ["clean-architecture"],
        princeSinhaKumarLater),
    ask(
        "clean architecture layers",
        "Can you explain the different layers (Entities, Use Cases, Presenters, etc.) in Clean Architecture?",
        ["clean-architecture", "layered-architecture"], princeSinhaKumarLater),
    ask(
        "swiftui binding vs delegate",
        "Compare SwiftUI's reactive data flow with UIKit’s delegate and notification patterns.",
        ["delegation", "notification", "reactive-streams"], princeSinhaKumarLater),
    ask("what causes retain cycles", "What causes retain cycles?", ["memory-management"], durellwilsonLater),
    ask(
        "closure strong reference cycle", "Strong reference cycles in closures?", ["memory-management", "callbacks"],
        durellwilsonLater),
    ask("mvvm retain cycle", "MVVM retain cycle examples?", ["memory-management", "mvvm"], durellwilsonLater),
    ask("operationqueue what is", "What is OperationQueue?", ["request-operation"], durellwilsonLater),
    ask("http caching", "What is HTTP caching?", ["cacheable-request"], durellwilsonLater),
    ask(
        "design network layer auth retries",
        "Design the networking layer for a consumer app with authenticated endpoints. Cover request construction, auth, error handling, retries and testability. Would you use a third-party library?",
        ["network-layer", "request-operation", "dependency-injection"], jaredcassouttLater2),
    ask(
        "response cache invalidation", "Where does response caching live, and how do you invalidate it?",
        ["cacheable-request", "network-layer"], jaredcassouttLater2),
    ask(
        "feature module push screen", "Feature A needs to push a screen owned by Feature B. How?", ["coordinator"],
        jaredcassouttLater2),
    ask(
        "dependency graph ball of mud", "How do you stop the dependency graph rotting back into a ball of mud?",
        ["layered-architecture", "clean-architecture", "dependency-inversion"], jaredcassouttLater2),
    ask(
        "offline note app sync",
        "Design a note-taking app that works fully offline and syncs when connectivity returns. Multiple devices, same account. Focus on the data flow and conflict handling.",
        ["persistence-layer", "data-layer"], jaredcassouttLater2),
    ask(
        "prevent retain cycle", "What is a retain cycle? How do you prevent it?", ["memory-management"],
        saravanaSelvakumarLater),
    ask(
        "what is dependency injection", "What is Dependency injection (DI) ?", ["dependency-injection"],
        saravanaSelvakumarLater),
    ask(
        "dependency inversion principle", "What is Dependency Inversion Principle (DIP)", ["dependency-inversion"],
        saravanaSelvakumarLater),
    ask("delegate pattern ios", "Explain the Delegate pattern in iOS.", ["delegation"], saravanaSelvakumarLater2),
    ask("datasource and delegate", "What is a DataSource and Delegate", ["delegation"], saravanaSelvakumarLater2),
    ask(
        "pass data between views", "How do you pass data from one view to another in iOS?",
        ["delegation", "callbacks", "notification"], saravanaSelvakumarLater2),
    ask(
        "solid principles", "What are SOLID principles ?",
        [
            "single-responsibility", "open-closed", "liskov-substitution", "interface-segregation",
            "dependency-inversion",
        ], saravanaSelvakumarLater2),
    ask(
        "arc closures", "How does ARC handle closures in Swift?", ["memory-management", "callbacks"],
        saravanaSelvakumarLater3),
    ask(
        "code smells swift", "Why is code smells so important in iOS? What are the common code smells in Swift?",
        ["swift-code-smells"], nitinagamLater),
    ask(
        "offline mode app design", "What should you consider while designing an iOS app to support offline mode?",
        ["persistence-layer", "data-layer", "cacheable-request"], nitinagamLater2),
    ask("facade vs adapter", "Facade vs adapter?", ["facade", "adapter"], ashishLangheLater),
    ask(
        "factory vs builder", "Factory vs builder?", ["factory-method", "builder", "simple-factory"], ashishLangheLater),
    ask("delegate vs closure", "Delegate vs closure?", ["delegation", "callbacks"], ashishLangheLater),
    ask(
        "when singleton ok", "When is singleton acceptable?", ["singleton", "singletonitis", "shared-instance"],
        ashishLangheLater),
    ask(
        "overengineering design patterns", "How do you avoid overengineering with patterns?", ["kiss", "yagni"],
        ashishLangheLater),
    ask(
        "service use case layer", "How do you design a service/use-case layer?",
        ["soa", "clean-architecture", "layered-architecture"], ashishLangheLater),
    ask("isp swift protocols", "How does ISP apply to Swift protocols?", ["interface-segregation"], ashishLangheLater2),
    ask(
        "srp violated signs", "How do you know SRP is violated?", ["single-responsibility", "god-object"],
        ashishLangheLater2),
    ask("ocp overengineering", "When is OCP overengineering?", ["open-closed", "yagni"], ashishLangheLater2),
    ask("mocks violate lsp", "How can mocks violate LSP?", ["liskov-substitution"], ashishLangheLater2),
    ask("viper router", "What does Router do?", ["viper", "coordinator"], ashishLangheLater3),
    ask("viper interactor", "What does Interactor do?", ["viper", "vip"], ashishLangheLater3),
    ask("tca reducer", "What is a reducer?", ["redux"], ashishLangheLater3),
    ask("tca vs mvvm", "TCA vs MVVM?", ["redux", "mvvm"], ashishLangheLater3),
    ask("repository persistence", "Why use repository around persistence?", ["persistence-layer"], ashishLangheLater4),
    ask("design api client", "How do you design an API client?", ["network-layer"], ashishLangheLater5),
    ask("network retry behavior", "How do you decide retry behavior?", ["request-operation"], ashishLangheLater5),
    ask("closures leak why", "Why do closures leak?", ["memory-management", "callbacks"], ashishLangheLater6),
    ask("when not weak self", "When should you not use `[weak self]`?", ["memory-management"], ashishLangheLater6),
    ask("debug memory leak", "How do you debug a memory leak?", ["memory-management"], ashishLangheLater6),
    ask(
        "kvo vs notification vs delegate", "KVO vs NSNotification vs protocol/delegates?",
        ["delegation", "notification", "key-value-observing"], codehunterLater),
    ask("why protocols for delegation", "Why use protocols for delegation?", ["delegation"], techhubLater),
    ask("coordinator pattern ios", "What is the Coordinator pattern in iOS?", ["coordinator"], techhubLater2),
    ask(
        "kvc kvo example", "What is KVC and KVO? Give an example of using KVC to set a value.",
        ["key-value-coding", "key-value-observing"], codingpanLater),
    ask("blocks how used", "What are blocks and how are they used?", ["callbacks"], codingpanLater),
    ask(
        "singletons where use", "What do you know about singletons? Where would you use one, and where would you not?",
        ["singleton", "singletonitis"], quizwizappLater),
    ask(
        "clean architecture disadvantages", "What are the disadvantages of CLEAN Architecture?", ["clean-architecture"],
        icodewithhirenLater),
    ask(
        "fix massive view controller", "How can you solve the Massive View Controller problem?",
        ["mvc", "mvvm", "god-object", "single-responsibility"], icodewithhirenLater),
    ask(
        "memory leak causes ios", "What causes memory leaks?", ["memory-management", "notification"], durellwilsonLater),
    ask(
        "app memory grows crash investigate",
        "QA reports the app slows down and eventually crashes after 20 minutes of normal use. There is no reproducible crash log beyond a jetsam event. Walk me through your investigation from the top.",
        ["memory-management"], jaredcassouttLater2),
    ask(
        "repository pattern ios", "What is repository pattern?", ["persistence-layer", "data-layer"], ashishLangheLater),
    ask("async sequence", "What is an async sequence?", ["async-sequence"], ashishLangheLater7),
    ask(
        "wrap delegate async await", "How do you wrap delegate callbacks in async/await?",
        ["callbacks", "delegation", "async-sequence"], ashishLangheLater8),
    ask(
        "what not in viewmodel", "What should not go in a ViewModel?", ["mvvm", "separation-of-concerns"],
        ashishLangheLater9),
    ask(
        "solid testability", "How does SOLID improve testability?",
        ["dependency-inversion", "dependency-injection", "single-responsibility"], ashishLangheLater2),
    ask(
        "when to use lazy property", "Can you give an example of when you'd use lazy properties in your code?",
        ["lazy-initialization"], princeSinhaKumarLater),
    ask(
        "mocking in unit tests", "What is the role of mocking in unit testing?",
        ["dependency-injection", "dependency-inversion"], princeSinhaKumarLater),
    ask(
        "when to use coordinators", "When would you use Coordinators in your iOS app architecture?", ["coordinator"],
        princeSinhaKumarLater),
    ask(
        "strong weak unowned difference", "What is the Difference Between [strong], [weak] and [unowned] Reference?",
        ["memory-management"], daksyonovLater),
    ask(
        "factory design pattern", "What is the Factory Design Pattern?", ["factory-method", "simple-factory"],
        daksyonovLater),
    ask(
        "abstract factory pattern", "What is the Abstract Factory Design Pattern?", ["abstract-factory"], daksyonovLater
    ),
    ask("facade pattern", "What is the Facade Design Pattern?", ["facade"], daksyonovLater),
    ask("decorator pattern", "What is the Decorator Design Pattern?", ["decorator"], daksyonovLater),
    ask(
        "main ios architecture patterns", "What are The Main Architectural Patterns?",
        ["mvc", "mvvm", "mvp", "viper", "vip"], daksyonovLater),
    ask(
        "weak self unowned self closure", "Explain `[weak self]` and `[unowned self]` in the context of a closure?",
        ["memory-management", "callbacks"], linnierGamesLater),
    ask(
        "notificationcenter how it works", "What are NSNotificationCenter and how does it work ?",
        ["notification", "observer"], linnierGamesLater),
    ask(
        "weak vs strong reference", "Whats the difference between weak and strong ?", ["memory-management"],
        linnierGamesLater),
    ask("singleton pattern", "What is Singleton Pattern ?", ["singleton"], linnierGamesLater2),
    ask("responder chain", "What is the Responder Chain?", ["chain-of-responsibility"], wszdwpLater),
    ask(
        "delegate vs notification", "What's the difference between using a delegate and notification?",
        ["delegation", "notification"], wszdwpLater),
    ask(
        "only one instance pattern",
        "Which pattern guarantees only one instance of a class throughout the application?", ["singleton"],
        sharpskillLater),
    ask(
        "hide object creation pattern",
        "Which pattern abstracts object creation without exposing the exact instantiation logic?",
        ["factory-method", "simple-factory", "abstract-factory"], sharpskillLater),
    ask(
        "build object step by step",
        "Which pattern constructs complex objects step-by-step while separating construction from representation?",
        ["builder"], sharpskillLater),
    ask(
        "one to many notify pattern",
        "Which pattern defines a one-to-many dependency where observers are automatically notified of changes?",
        ["observer"], sharpskillLater),
    ask(
        "factory with conditional logic", "What is the main use of a Factory to create objects with conditional logic?",
        ["simple-factory"], sharpskillLater),
    ask(
        "closure captures self retain cycle",
        "Explain how retain cycles happen when a view controller or view model stores a closure that captures self.",
        ["memory-management", "callbacks"], datafordLater),
    ask(
        "ios memory management arc",
        "Explain how memory management works in iOS applications. Cover ARC, strong/weak/unowned references, common sources of retain cycles, and how you prevent leaks or excessive memory use in practice.",
        ["memory-management"], datafordLater2),
    ask("mvc vs mvvm ios", "Explain MVC and MVVM in the context of iOS development.", ["mvc", "mvvm"], datafordLater3),
    ask("delegation pattern ios", "What is delegation pattern in iOS?", ["delegation"], techhubLater),
    ask("delegate vs closure", "Difference between delegate and closure?", ["delegation", "callbacks"], techhubLater),
    ask(
        "navigation architecture large app", "How do you design navigation architecture in large iOS apps?",
        ["coordinator"], techhubLater3),
    ask(
        "why delegate is a protocol", "Why do we specify the delegate's type as a protocol?", ["delegation"],
        brainscapeLater),
    ask(
        "why delegate weak", "Generally, why should the delegate property be marked as weak?",
        ["delegation", "memory-management"], brainscapeLater),
    ask("problems delegation solves", "What problems does delegation solve?", ["delegation"], brainscapeLater),
    ask("mvc vs mvp difference", "What is the key difference between MVC and MVP?", ["mvp", "mvc"], brainscapeLater2),
    ask("mvp easier to test", "Why is MVP easier to unit test than MVC?", ["mvp"], brainscapeLater2),
    ask(
        "viewmodel talks to view", "How does the View-Model in MVVM communicate with the View?", ["mvvm", "observer"],
        brainscapeLater2),
    ask(
        "dependency injection example", "Explain Dependency Injection and give an example", ["dependency-injection"],
        brainscapeLater3),
    ask(
        "benefits of dependency injection", "What are the benefits of dependency injection?", ["dependency-injection"],
        brainscapeLater3),
    ask("retain cycle example", "What is a retain cycle? Give an example", ["memory-management"], brainscapeLater3),
    ask("mvp architecture", "What is Model-View-Presenter Architecture?", ["mvp"], freetimelearningLater),
    ask(
        "chain of responsibility", "Explain the Chain of Responsibility Pattern in iOS", ["chain-of-responsibility"],
        ioswiftLater),
    ask("memento pattern", "Explain the Memento Pattern in iOS", ["memento"], ioswiftLater2),
    ask("mediator pattern", "Explain the Mediator Pattern in iOS", ["mediator"], ioswiftLater3),
    ask("state pattern", "Explain the State Pattern in iOS", ["state"], ioswiftLater4),
    ask("shallow vs deep copy", "Difference between shallow copy and deep copy?", ["prototype"], damiansheldonLater),
    ask(
        "when to use autorelease pool", "When you will create an autorelease pool in your application?",
        ["memory-management"], damiansheldonLater),
    ask(
        "singleton objective c code", "By writing code show how can we achieve singleton pattern in Objective C?",
        ["singleton"], punchLater),
    ask(
        "debug retain cycle swiftui", "How do you debug a retain cycle in a SwiftUI app?", ["memory-management"],
        swiftengineerLater),
    ask(
        "make code testable",
        "You inherit a feature that's hard to test. How do you refactor or redesign it to make it testable without over-engineering?",
        ["dependency-injection", "singletonitis", "separation-of-concerns"], swiftcodecomposerLater),
    ask(
        "coordinator vs navigation in vc",
        "Why use the Coordinator pattern instead of handling navigation inside view controllers?", ["coordinator"],
        leyaaLater),
    ask(
        "repository pattern", "What is the Repository pattern in mobile app development?",
        ["persistence-layer", "data-layer", "clean-architecture"], leyaaLater2),
    ask(
        "repository pattern testing", "How does the Repository pattern improve testing?",
        ["persistence-layer", "dependency-injection"], leyaaLater2),
    ask("iterator pattern swift", "What is the Iterator pattern in Swift?", ["iterator"], qeeeboLater),
    ask("prototype pattern swift", "What is the Prototype design pattern in Swift?", ["prototype"], qeeeboLater2),
    ask(
        "design patterns used tradeoffs",
        "Which design patterns have you used in iOS, and what tradeoffs did they have?",
        ["singleton", "delegation", "observer", "factory-method"], swiftinterviewLater),
    ask(
        "avoid retain cycle", "What is a retain cycle and how do you avoid it?", ["memory-management"],
        swiftinterviewLater),
    ask(
        "compare mvc mvvm viper",
        "Compare MVC, MVVM and VIPER architectures in Swift iOS applications: describe key differences, pros, cons and when you'd prefer each.",
        ["mvc", "mvvm", "viper"], preplanceLater),
    ask(
        "offline first cache design", "How would you design an offline-first cache layer?",
        ["persistence-layer", "cacheable-request", "data-layer"], jaredcassouttLater),
    ask(
        "retry policy backoff", "Design a retry policy. What must it include?", ["network-layer", "request-operation"],
        jaredcassouttLater),
    ask(
        "lazy var thread safe", "Why is `lazy var` not thread-safe, and what is?",
        ["lazy-initialization", "singleton"], jaredcassouttLater3),
    ask(
        "callback to async await", "How do you wrap a callback-based API in async/await?", ["callbacks"],
        jaredcassouttLater3),
    ask(
        "operation dependencies pitfalls", "What are the failure modes of operation dependencies?",
        ["request-operation"], jaredcassouttLater3),
    ask(
        "pass data between operations", "How do you pass data between dependent operations?", ["request-operation"],
        jaredcassouttLater3),
    ask(
        "protocol vs inheritance", "Protocol vs class inheritance?",
        ["protocol-oriented-programming", "object-oriented-programming"], durellwilsonLater),
    ask("debounce search requests", "Debouncing network calls?", ["reactive-streams"], durellwilsonLater),
    ask(
        "singleton lowercase s", "What is a singleton with a lowercase \"s\"?", ["shared-instance", "singleton"],
        swiftobcLater),
    ask(
        "passthroughsubject vs currentvaluesubject", "`PassthroughSubject` vs `CurrentValueSubject`?",
        ["reactive-streams"], vennamprasadLater),
    ask("anycancellable", "`AnyCancellable`?", ["reactive-streams"], vennamprasadLater),
    ask(
        "combine for networking", "Why is Combine useful for Networking?", ["reactive-streams", "network-layer"],
        vennamprasadLater),
    ask(
        "solid principles explained", "Do you know what are SOLID principles?",
        [
            "single-responsibility", "open-closed", "liskov-substitution", "interface-segregation",
            "dependency-inversion",
        ], alanMaxwellLater),
    ask("what is singleton", "What is Singleton?", ["singleton", "shared-instance"], alanMaxwellLater),
    ask("who owns data mvvm", "Who is an owner of data in MVVM?", ["mvvm"], alanMaxwellLater),
    ask(
        "arc memory management ios", "How memory management works in iOS? (Automatic reference counter (ARC))",
        ["memory-management"], alanMaxwellLater),
    ask(
        "redux ios example", "Redux in iOS (example of button tapping)", ["redux", "one-way-data-flow"],
        alanMaxwellLater),
    ask(
        "unit test network calls mock", "How do you test network calls in Unit test?",
        ["dependency-injection", "network-layer"], alanMaxwellLater),
    ask(
        "architecture patterns used", "What architecture patterns you used?", ["mvc", "mvvm", "viper"], alanMaxwellLater
    ),
    ask("arc retain cycle", "ARC & Retain Cycle", ["memory-management"], viniciuscarvalhoLater),
    ask(
        "weak self unowned self", "Unowned self & weak self", ["memory-management", "callbacks"], viniciuscarvalhoLater),
    ask(
        "protocol oriented programming", "POP: Protocol Oriented Programming", ["protocol-oriented-programming"],
        viniciuscarvalhoLater),
    ask("why singleton bad", "Why Singleton is bad?", ["singletonitis", "singleton"], viniciuscarvalhoLater),
    ask(
        "custom notification center", "Implement a custom NotificationCenter", ["notification", "observer"],
        xingZhaoDevLater),
    ask(
        "delegate vs kvo", "Could you explain what the difference is between Delegate and KVO?",
        ["delegation", "key-value-observing"], bankartLater),
    ask(
        "common ios design patterns", "What design patterns are commonly used in iOS apps?",
        ["mvc", "delegation", "singleton", "observer", "target-action"], bankartLater),
    ask(
        "solid examples", "Could you explain and show examples of SOLID principles?",
        [
            "single-responsibility", "open-closed", "liskov-substitution", "interface-segregation",
            "dependency-inversion",
        ], bankartLater),
    ask(
        "storage persistence options", "What options do you have for implementing storage and persistence on iOS?",
        ["persistence-layer"], bankartLater),
    ask(
        "networking http options", "What options do you have for implementing networking and HTTP on iOS?",
        ["network-layer"], bankartLater),
    ask("mvvm limitations", "What are the limitations of MVVM?", ["mvvm"], skillsauthLater),
    ask(
        "retain cycle prevent", "Explain retain cycles and how to prevent them.", ["memory-management"],
        alimertgulecLater),
    ask("arc retain cycles", "What is ARC and what are retain cycles?", ["memory-management"], liveinterviewhelpLater),
    ask(
        "find memory leak", "How do you diagnose a memory leak in an iOS app?", ["memory-management"],
        liveinterviewhelpLater),
    ask("manage memory ios app", "How do you manage memory in iOS applications?", ["memory-management"], devLater),
    ask(
        "scalable ios architecture", "Describe your approach to designing scalable and maintainable iOS architectures.",
        ["layered-architecture", "clean-architecture", "mvvm", "viper"], devLater),
    ask(
        "swift arc memory", "Explain Swift's memory management and ARC (Automatic Reference Counting).",
        ["memory-management"], minovaLater),
    ask("mediator pattern explained", "Explain the Mediator Design Pattern", ["mediator"], duruldalkanatLater),
    ask(
        "mocks stubs fakes testing",
        "What are test doubles (mocks, stubs, fakes), and how do you use them in iOS unit testing?",
        ["dependency-injection", "dependency-inversion"], mediumLater),
    ask(
        "why design patterns matter", "Why is design pattern very important ?",
        ["singleton", "decorator", "adapter", "facade", "observer", "memento"], iosinterviewguideLater),
    ask(
        "design patterns you know",
        "What is the design pattern ? What design patterns do you know, please briefly describe them ?",
        ["mvc", "mvvm", "singleton", "observer", "delegation", "simple-factory"], programmerteachLater),
    ask(
        "protocols for mocks", "How do protocols help with creating mock objects?",
        ["dependency-injection", "protocol-oriented-programming"], leyaaLater3),
    ask(
        "protocol dependency injection benefit", "What is a key benefit of using protocols for dependency injection?",
        ["dependency-injection", "dependency-inversion"], leyaaLater3),
    ask(
        "weak self retain cycle", "How does weak self prevent retain cycles?", ["memory-management", "callbacks"],
        awaisbhatti07Later),
    ask(
        "why protocol oriented", "Why use protocol-oriented programming?", ["protocol-oriented-programming"],
        awaisbhatti07Later),
    ask("how arc works swift", "How ARC works in Swift?", ["memory-management"], awaisbhatti07Later),
    ask("mvc idea ios", "What is the idea behind the MVC architecture?", ["mvc"], greatytcLater),
    ask(
        "delegate weak or strong", "delegate should be weak or strong reference?", ["delegation", "memory-management"],
        chipbk10Later),
    ask(
        "avoid retain cycle closures", "How would you steer away from retain cycles when using closures?",
        ["memory-management", "callbacks"], chipbk10Later),
    ask(
        "closure vs delegate pros cons", "pros/cons closure vs protocol/delegate", ["callbacks", "delegation"],
        chipbk10Later2),
    ask(
        "similar screens mvvm base class",
        "design a set of screens that looks quite similar to each other, and only few UI componenets are different using MVVM",
        ["mvvm"], chipbk10Later3),
    ask(
        "unit test open url mock", "how to test if our app can open a specific URL?",
        ["dependency-injection", "protocol-oriented-programming"], chipbk10Later4),
    ask(
        "arc weak unowned retain cycles",
        "Explain ARC’s role in Swift. When do you use weak vs unowned references, and how do you break retain cycles in closures and delegates?",
        ["memory-management", "delegation", "callbacks"], swiftcodecomposerLater2),
    ask(
        "closures retain cycles memory",
        "Explain how you manage memory and avoid retain cycles when using closures in Swift.",
        ["memory-management", "callbacks"], datafordLater4),
    ask(
        "chain of responsibility ios use",
        "What is the application scenario of the chain of responsibility model in the iOS system architecture?",
        ["chain-of-responsibility"], yifanonlineLater),
    ask("dependency injection swift", "Dependency injection in Swift ios", ["dependency-injection"], nirajpaul2Later),
    ask(
        "delegate vs protocol difference", "Difference b/w delegate and protocol",
        ["delegation", "protocol-oriented-programming"], nirajpaul2Later),
    ask("what is delegate ios", "What is a delegate in iOS?", ["delegation"], mindstickLater),
    ask(
        "mvvm navigation responsibility", "MVVM – Who’s in charge of navigation?", ["coordinator", "mvvm"],
        jordandixonLater),
    ask("how coordinator works", "How does a Coordinator work?", ["coordinator"], vennamprasadLater2),
    ask("why dependency injection", "Why Dependency Injection?", ["dependency-injection"], vennamprasadLater3),
    ask("di container swift", "What is a DI Container?", ["dependency-injection"], vennamprasadLater3),
    ask(
        "bind view to viewmodel", "How to bind View to ViewModel?",
        ["mvvm", "callbacks", "reactive-streams", "delegation"], vennamprasadLater4),
    ask(
        "viewmodel too big", "Scenario: The ViewModel is becoming Massive too.",
        ["god-object", "mvvm", "single-responsibility"], vennamprasadLater4),
    ask(
        "mvvm navigation where", "Scenario: Navigation logic? Where does it go?", ["coordinator", "mvvm"],
        vennamprasadLater4),
    ask(
        "unit testing viewmodel", "Scenario: Unit Testing the ViewModel?", ["mvvm", "dependency-injection"],
        vennamprasadLater4),
    ask(
        "mvvm retain cycle binding", "Scenario: Reference Cycles in MVVM?", ["memory-management", "mvvm", "callbacks"],
        vennamprasadLater4),
    ask(
        "viewmodel inputs outputs", "Scenario: What is Inputs/Outputs protocol pattern?",
        ["mvvm", "interface-segregation"], vennamprasadLater4),
    ask("memory leak causes", "Common causes of Leaks?", ["memory-management"], vennamprasadLater5),
    ask("fix closure leak", "How to fix a Closure Leak?", ["memory-management", "callbacks"], vennamprasadLater5),
    ask(
        "protocol oriented programming", "What is Protocol Oriented Programming (POP)?",
        ["protocol-oriented-programming"], vennamprasadLater7),
    ask(
        "custom sequence iterator swift", "What are Sequence and IteratorProtocol? How do you create custom sequences?",
        ["iterator"], iutkarshmehtaLater3),
    ask(
        "testable swiftui dependency injection",
        "How do you write testable code in SwiftUI? Explain dependency injection for testing.",
        ["dependency-injection", "mvvm"], iutkarshmehtaLater4),
    ask(
        "memory issues retain cycles zombies",
        "What are different types of memory issues (retain cycles, memory leaks, zombies)? How do you detect them?",
        ["memory-management"], iutkarshmehtaLater4),
    ask(
        "fetched results controller list",
        "What are NSFetchedResultsController and its SwiftUI equivalent? How do you use them with List?",
        ["observable-collection"], iutkarshmehtaLater5),
    ask(
        "persistence options when to use",
        "What are different persistence options in iOS (UserDefaults, FileManager, Core Data, Realm)? When to use each?",
        ["persistence-layer"], iutkarshmehtaLater5),
    ask(
        "mvc pros cons ios",
        "What is the Model-View-Controller (MVC) design pattern? What are its pros and cons in the context of iOS?",
        ["mvc", "god-object"], sameerNadafLater),
    ask(
        "mvvm vs mvc improvement", "Explain the Model-View-ViewModel (MVVM) pattern. How does it improve upon MVC?",
        ["mvvm", "mvc"], sameerNadafLater),
    ask(
        "pop vs oop difference",
        "What is Protocol-Oriented Programming (POP)? How does it differ from traditional Object-Oriented Programming (OOP)?",
        ["protocol-oriented-programming", "object-oriented-programming"], sameerNadafLater),
    ask(
        "dependency injection benefits ios",
        "What is Dependency Injection? Why is it a valuable practice in iOS development?", ["dependency-injection"],
        sameerNadafLater),
    ask(
        "callback to async await", "How do you migrate legacy callback-based code to Swift Concurrency (async/await)?",
        ["callbacks"], sgdevmaneLater),
    ask(
        "swiftui environment dependency injection",
        "How do you inject dependencies into a SwiftUI view hierarchy without passing them through every initializer?",
        ["dependency-injection"], sgdevmaneLater),
    ask(
        "network layer error handling", "How do you implement custom error handling in a Swift network layer?",
        ["network-layer"], sgdevmaneLater),
    ask(
        "test viewmodel async network", "How do you implement Unit Tests for a ViewModel with async network calls?",
        ["mvvm", "dependency-injection"], sgdevmaneLater),
    ask(
        "combine debounce text field", "How do you use Combine to handle a text field input with debounce?",
        ["reactive-streams"], sgdevmaneLater),
    ask("lazy property swift", "How do you use a `lazy` stored property?", ["lazy-initialization"], sgdevmaneLater),
    ask("keypaths swift", "How do you use KeyPaths in Swift?", ["key-value-coding"], sgdevmaneLater),
    ask(
        "singleton correct implementation", "How do you implement the Singleton pattern correctly?", ["singleton"],
        sgdevmaneLater),
    ask(
        "factory pattern implement", "How do you implement the Factory Pattern?", ["simple-factory", "factory-method"],
        sgdevmaneLater),
    ask(
        "observer with notificationcenter", "How do you implement the Observer Pattern using NotificationCenter?",
        ["notification", "observer"], sgdevmaneLater),
    ask(
        "coordinator navigation use", "How do you use the Coordinator Pattern for navigation?", ["coordinator"],
        sgdevmaneLater),
    ask(
        "delegate retain cycle prevent", "How do you prevent a retain cycle in a Delegate?",
        ["delegation", "memory-management"], sgdevmaneLater),
    ask(
        "app responsibility layers", "What are the common layers of responsibility that an iOS application has?",
        ["layered-architecture", "separation-of-concerns"], dmymaLater),
    ask(
        "solid examples swift", "What are SOLID principles? Can you give an example of each in iOS/Swift?",
        [
            "single-responsibility", "open-closed", "liskov-substitution", "interface-segregation",
            "dependency-inversion",
        ], dmymaLater),
    ask(
        "functional reactive programming", "What is Functional Programming and Functional Reactive Programming?",
        ["reactive-streams"], dmymaLater),
    ask(
        "composition aggregation inheritance",
        "Architecture. Composition vs Aggregation vs Inheritance vs Association.",
        ["object-oriented-programming", "protocol-oriented-programming"], boykoMihailLater),
    ask(
        "strategy abstract factory singleton", "Patterns. Strategy. Abstract Factory. Singleton.",
        ["strategy", "abstract-factory", "singleton"], boykoMihailLater),
    ask("mvc mvvm viper soa", "Architecture. MVC/MVVM/VIPER/SOA.", ["mvc", "mvvm", "viper", "soa"], boykoMihailLater),
    ask(
        "rxswift reactive programming", "Reactive programming. RxSwift/ReactiveCocoa.", ["reactive-streams"],
        boykoMihailLater),
    ask(
        "blocks retain cycles", "Blocks. Blocks' types. Retain cycles.", ["callbacks", "memory-management"],
        boykoMihailLater),
    // The last rows, collected the same way after the ones above had joined; measured as they
    // came before they joined (see the README).
    ask("mvc architecture pattern", "What is the MVC software architecture pattern?", ["mvc"], diceLast),
    ask(
        "viper presenter role", "How would you explain the role of a presenter in the VIPER architecture?", ["viper"],
        productperfectLast),
    ask("viper components", "What are the key components of VIPER architecture?", ["viper"], productperfectLast),
    ask(
        "mvc vs viper", "Describe the difference between MVC and VIPER architecture.", ["viper", "mvc"],
        productperfectLast),
    ask(
        "viper share data between modules",
        "How would you handle a situation where you need to share data between two modules in VIPER?", ["viper"],
        productperfectLast),
    ask(
        "when to use singleton", "What do you know about singletons? Where would you use one and where would you not?",
        ["singleton", "singletonitis", "shared-instance"], smcloudLast),
    ask("adapter pattern", "What is the Adapter design pattern?", ["adapter"], coderselvarajanLast),
    ask("composite pattern", "What is the Composite design pattern?", ["composite"], coderselvarajanLast),
    ask("strategy pattern", "What is the Strategy design pattern?", ["strategy"], coderselvarajanLast),
    ask(
        "chain of responsibility", "What is the Chain of Responsibility design pattern?", ["chain-of-responsibility"],
        coderselvarajanLast),
    ask("observer pattern", "What is the Observer design pattern?", ["observer"], coderselvarajanLast),
    ask(
        "factory method vs abstract factory",
        "How does the Abstract Factory pattern differ from the Factory Method pattern?",
        ["abstract-factory", "factory-method"], softwarepatternslexiconLast),
    ask(
        "prototype pattern nscopying", "Which protocol is commonly used in Swift to implement the Prototype pattern?",
        ["prototype"], softwarepatternslexiconLast2),
    ask(
        "bridge vs adapter", "How does the Bridge Design Pattern differ from the Adapter Design Pattern?",
        ["bridge", "adapter"], softwarepatternslexiconLast3),
    ask(
        "flyweight vs singleton", "How does the Flyweight Pattern differ from the Singleton Pattern?",
        ["flyweight", "singleton"], softwarepatternslexiconLast4),
    ask(
        "delegate vs observer", "What is the difference between the Delegation Pattern and the Observer Pattern?",
        ["delegation", "observer"], softwarepatternslexiconLast5),
    ask(
        "undo with command pattern", "How can undo functionality be implemented in the Command Pattern?",
        ["command", "memento"], softwarepatternslexiconLast6),
    ask(
        "memento encapsulation", "How does the Memento pattern maintain encapsulation?", ["memento"],
        softwarepatternslexiconLast7),
    ask(
        "state vs strategy pattern", "How does the State Design Pattern differ from the Strategy Design Pattern?",
        ["state", "strategy"], softwarepatternslexiconLast8),
    ask(
        "visitor double dispatch", "How does the Visitor Pattern achieve double dispatch?", ["visitor"],
        softwarepatternslexiconLast9),
    ask(
        "delegate vs callback closure", "What is a key difference between delegation and callbacks?",
        ["delegation", "callbacks"], softwarepatternslexiconLast10),
    ask(
        "child coordinators benefit", "What is a key benefit of using child coordinators?", ["coordinator"],
        softwarepatternslexiconLast11),
    ask(
        "redux reducer role", "In the context of Redux, what is the role of a reducer?",
        ["redux", "one-way-data-flow"], softwarepatternslexiconLast12),
    ask(
        "struct as delegate", "How do you implement delegation if your delegate is a value type (e.g., struct)?",
        ["delegation", "memory-management"], hintsageLast),
    ask(
        "view talks to model mvc", "Is it acceptable to allow dependencies between View and Model directly in MVC?",
        ["mvc"], hintsageLast2),
    ask(
        "fix massive view controller", "How to combat massive controllers (Massive View Controller)?",
        ["god-object", "mvc", "mvvm"], hintsageLast2),
    ask(
        "business logic in controller", "Can the Controller contain business-level data and logic?", ["mvc"],
        hintsageLast2),
    ask("viewmodel role", "What is the role of the ViewModel in the MVVM pattern?", ["mvvm"], leyaaLast),
    ask("view viewmodel binding", "How does the View communicate with the ViewModel in MVVM?", ["mvvm"], leyaaLast),
    ask(
        "mvvm-c large apps", "Explain MVVM-C architecture and why it is used in large iOS apps",
        ["coordinator", "mvvm"], techhubLast),
    ask("delegation in ios", "What is Delegation in iOS?", ["delegation"], iossrinivasLast),
    ask(
        "common ios design patterns",
        "What design patterns are most commonly used in iOS apps? Can you provide examples of where you have implemented MVC, MVVM, or Coordinator patterns?",
        ["mvc", "mvvm", "coordinator"], jackWongdevLast),
    ask(
        "ios communication patterns", "What are some different iOS Design/Communication Patterns?",
        ["key-value-observing", "notification", "delegation", "callbacks", "target-action"], alvintuLast),
    ask(
        "kvo vs delegate when", "When should you use KVO and when delegate.", ["key-value-observing", "delegation"],
        abhi266rajLast),
    ask(
        "kvo delegate notificationcenter which better", "Which is better KVO, delegate or NotificationCentre",
        ["key-value-observing", "delegation", "notification"], abhi266rajLast),
    ask(
        "notice board observer design",
        "In a hospital there is a notice board. The notice will show the next patient to meet doctor. How will you code this. Should patient know about existence of notice-board? Should noticeboard know about existence of patient object. Will there will be same situation when there can be one notice board vs multiple noticeboard.",
        ["observer", "notification", "shared-instance"], abhi266rajLast),
    ask(
        "object asks another for data",
        "There are two classes Engineer and labourer. Labourer will make the machine but need to ask question from engineer like what should be size of machine, what should be number of machine to make etc. Implement that.",
        ["delegation"], abhi266rajLast),
    ask(
        "broadcast to many listeners",
        "In a bus stand bus comes and conductor announces which bus no and the destination where will it go. The passenger check the destination and board the bus. Implement that.",
        ["observer", "notification"], abhi266rajLast),
    ask(
        "mvc mvvm mvp viper differences", "Difference between MVC, MVVM, MVP and VIPER.",
        ["mvc", "mvvm", "mvp", "viper"], abhi266rajLast2),
    ask(
        "builder vs factory", "How does the Builder Pattern differ from the Factory Method Pattern?",
        ["builder", "factory-method"], softwarepatternslexiconLast13),
    ask(
        "lazy init vs singleton", "What is the difference between lazy initialization and the singleton pattern?",
        ["lazy-initialization", "singleton"], softwarepatternslexiconLast14),
    ask(
        "composite vs decorator", "How does the Composite Design Pattern differ from the Decorator Pattern?",
        ["composite", "decorator"], softwarepatternslexiconLast15),
    ask(
        "facade vs adapter", "How does the Facade Pattern differ from the Adapter Pattern?", ["facade", "adapter"],
        softwarepatternslexiconLast16),
    ask(
        "virtual proxy lazy loading",
        "Which type of proxy defers the creation of an expensive object until it is needed?",
        ["proxy", "lazy-initialization"], softwarepatternslexiconLast17),
    ask(
        "observer vs mediator", "What is a key difference between the Observer and Mediator Patterns?",
        ["observer", "mediator"], softwarepatternslexiconLast18),
    ask(
        "custom collection for-in", "How can custom collections be iterated using Swift's native syntax?", ["iterator"],
        softwarepatternslexiconLast19),
    ask(
        "event bus vs observer", "How does the Event Bus Pattern differ from the Observer Pattern?",
        ["notification", "observer"], softwarepatternslexiconLast20),
    ask(
        "mvc in ios apps",
        "Can you explain the MVC (Model-View-Controller) design pattern and how it applies to iOS app development?",
        ["mvc"], prepvoiceLast),
    ask(
        "mvvm or mvc which used", "In which application have you used and why — MVVM , MVC ?", ["mvvm", "mvc"],
        charlieindenLast),
    ask("mvvm pros cons", "What are the pros and cons of the MVVM framework in iOS?", ["mvvm"], silicloudLast),
    ask(
        "decouple ui from business logic",
        "How would you design a Swift system that avoids tight coupling between UI and business logic?",
        ["mvvm", "separation-of-concerns", "dependency-injection"], techhubLast2),
    ask(
        "class cluster objective-c", "What exactly is a so called Class Cluster in Objective-C?",
        ["class-cluster", "abstract-factory"], ioscakeLast),
    ask(
        "choose mvvm viper clean",
        "How would you decide between MVVM, VIPER, and Clean Architecture in a real production iOS app?",
        ["mvvm", "viper", "clean-architecture"], techhubLast3),
    ask(
        "uibutton target action not delegate",
        "Can anyone help in understanding why Apple decided to use Target Action design pattern for event handling of UIButton not Delegate Pattern?",
        ["target-action", "delegation"], techqaLast),
    ask(
        "mvc mvvm mvp difference", "What is the difference between MVC, MVVM, and MVP?", ["mvc", "mvvm", "mvp"],
        sokpichdevLast),
    ask(
        "observer pattern in ios", "What is the Observer pattern and how is it used in iOS?",
        ["observer", "notification", "key-value-observing"], sokpichdevLast),
    ask("what is tca", "What is TCA (The Composable Architecture)?", ["redux", "one-way-data-flow"], sokpichdevLast),
    ask("coordinator why use", "What is the Coordinator pattern and why use it?", ["coordinator"], sokpichdevLast2),
    ask("singleton pattern", "What is the Singleton design pattern?", ["singleton"], coderselvarajanLast),
    ask("mvvm how it works ios", "What is MVVM and how does it work in iOS?", ["mvvm"], sokpichdevLast2),
    ask(
        "strong weak unowned difference", "What's the difference between strong, weak, and unowned references?",
        ["memory-management"], sheldonwangrjtLast),
    ask(
        "closure retain cycle self", "How do closures cause retain cycles?", ["memory-management", "callbacks"],
        sheldonwangrjtLast),
    ask(
        "common memory leak causes", "What are common causes of memory leaks and how to fix them?",
        ["memory-management"], sheldonwangrjtLast),
    ask(
        "detect memory leaks ios", "How do you detect memory leaks in iOS apps?", ["memory-management"],
        sheldonwangrjtLast),
    ask(
        "retain cycle blocks closures", "Explain Retain cycle in blocks and closure",
        ["memory-management", "callbacks"], nerohoopLast),
    ask(
        "avoid memory leaks swift tools",
        "How do you handle memory management in Swift and what tools or techniques do you use to avoid memory leaks?",
        ["memory-management"], kg2pgLast),
    ask("break retain cycle swift", "How can you break a retain cycle in Swift?", ["memory-management"], kg2pgLast),
    ask(
        "prevent retain cycles closures",
        "Discuss strategies to prevent retain cycles and memory leaks when using closures in Swift.",
        ["memory-management", "callbacks"], interviewdbLast),
    ask(
        "closure capture list", "Explain how closure capture lists work in Swift.", ["memory-management", "callbacks"],
        jobpeLast),
    ask(
        "weak delegate memory", "What are the memory management considerations for delegates in Swift?",
        ["memory-management", "delegation"], jobpeLast),
    ask(
        "memory async operations", "How do you handle memory management in asynchronous operations?",
        ["memory-management", "callbacks"], jobpeLast),
    ask(
        "protocol dependency injection", "How do you implement Protocol-Oriented Dependency Injection?",
        ["dependency-injection", "protocol-oriented-programming", "dependency-inversion"], jobpeLast2),
    ask(
        "protocol based testing mocks", "What are the patterns for Protocol-Based Testing?",
        ["dependency-injection", "protocol-oriented-programming"], jobpeLast2),
    ask(
        "protocol based networking", "How do you handle Protocol-Based Networking?",
        ["network-layer", "protocol-oriented-programming"], jobpeLast2),
    ask(
        "debug memory leaks", "Can you explain how to debug memory leaks in iOS applications?", ["memory-management"],
        packtpubLast),
    ask("weak keyword meaning", "What does the weak keyword designate?", ["memory-management"], kylecleggLast),
    ask(
        "prevent closure retain cycle", "How can you prevent retain cycles caused by closures in Swift?",
        ["memory-management", "callbacks"], leyaaLast2),
    ask(
        "closure without weak self",
        "What happens if you don't use [weak self] or [unowned self] in a closure that captures self?",
        ["memory-management", "callbacks"], leyaaLast2),
    ask(
        "weak reference breaks cycle", "How does a weak reference help break a strong reference cycle?",
        ["memory-management"], leyaaLast3),
    ask(
        "strong delegate memory leak",
        "What happens if you use a strong reference instead of a weak reference in a delegate pattern?",
        ["memory-management", "delegation"], leyaaLast3),
    ask(
        "why dependency injection ios", "Why is dependency injection useful in iOS Swift apps?",
        ["dependency-injection"], leyaaLast4),
    ask(
        "ways to inject dependencies", "What are the common ways to do dependency injection in Swift?",
        ["dependency-injection"], leyaaLast4),
    ask(
        "di vs creating dependencies",
        "What problem does dependency injection solve compared to creating dependencies inside a class?",
        ["dependency-injection", "dependency-inversion"], leyaaLast4),
    ask(
        "repository pattern ios", "What is the Repository pattern in iOS architecture?",
        ["persistence-layer", "data-layer"], techhubLast4),
    ask(
        "offline sync queue design", "How do you design an offline-first storage and synchronization queue?",
        ["persistence-layer", "data-layer", "request-operation"], jobportalconnectLast),
    ask(
        "network failure retry backoff", "How do you handle network request failures resiliently?",
        ["network-layer", "request-operation"], jobportalconnectLast),
    ask("rxswift subject", "What is Subject in RxSwift", ["reactive-streams", "observer"], brainscapeLast),
    ask("flatmap vs flatmaplatest", "Explain flatMap and flatMapLatest", ["reactive-streams"], brainscapeLast),
    ask(
        "what is combine framework", "What does Apple's Combine framework provide?", ["reactive-streams", "observer"],
        coderslingoLast),
    ask(
        "solid principles example", "SOLID Principle with Example",
        [
            "single-responsibility", "open-closed", "liskov-substitution", "interface-segregation",
            "dependency-inversion",
        ], iosiqaLast),
    ask(
        "strong self closure leak", "Why can capturing self strongly inside a closure cause memory leaks?",
        ["memory-management", "callbacks"], leyaaLast5),
    ask("weak capture closure", "What is a weak capture in Swift closures?", ["memory-management"], leyaaLast5),
    ask(
        "find and fix memory leaks",
        "Describe an approach to identify and resolve memory leaks in a Swift application.", ["memory-management"],
        kg2pgLast),
    ask(
        "service locator anti pattern",
        "Why is the service locator pattern often considered an anti-pattern compared to DI?",
        ["dependency-injection", "singletonitis"], coderslingoLast2),
    ask(
        "most testable injection", "Which is the most testable form of dependency injection?", ["dependency-injection"],
        coderslingoLast2),
    ask(
        "dip vs di", "How does the Dependency Inversion Principle relate to DI?",
        ["dependency-inversion", "dependency-injection"], coderslingoLast2),
    ask(
        "types of dependency injection",
        "Can you explain the different types of Dependency Injection (Constructor Injection, Setter Injection, Interface Injection)?",
        ["dependency-injection"], finalroundaiLast),
    ask("what is combine", "What is Combine?", ["reactive-streams"], swiftengineerLast),
    ask(
        "view controller single responsibility",
        "Do iOS view controllers and their viewDidLoad method violate the single responsibility principle?",
        ["single-responsibility", "mvc", "god-object"], softwareengineeringLast),
    ask(
        "ios observability logging", "How do you design observability in an iOS application?", ["log-service"],
        techhubLast5),
    ask(
        "table view remote images",
        "Explain what considerations do you need when writing a UITableViewController which shows images downloaded from a remote server?",
        ["cacheable-request", "request-operation", "network-layer"], interviewquestionsanswersLast),
    ask("image cache design", "Design an Image Caching System", ["cacheable-request"], sheldonwangrjtLast2),
    ask("god object anti pattern", "What is the 'God Object' anti-pattern?", ["god-object"], leyaaLast6),
    ask(
        "premature optimization", "Describe the 'Premature Optimization' anti-pattern.", ["premature-optimization"],
        leyaaLast6),
    ask(
        "crash reporting telemetry design", "Design a Telemetry and Crash Reporting System", ["log-service"],
        prepairedLast),
    ask("when to use asyncstream", "When to use an AsyncStream?", ["async-sequence"], courselessonsLast),
    ask("when to use asyncsequence", "When to use an AsyncSequence?", ["async-sequence"], courselessonsLast),
    ask(
        "asyncthrowingstream what is", "What is an AsyncStream or AsyncThrowingStream?", ["async-sequence"],
        courselessonsLast2),
    ask(
        "dependency injection why use",
        "What is Dependency Injection and why is it used in modern software development?", ["dependency-injection"],
        devinterviewLast),
    ask(
        "srp vs isp difference", "What's the difference between single responsibility and Interface Segregation?",
        ["interface-segregation", "single-responsibility"], technicqaLast),
    ask(
        "why called dependency inversion", "Why is it called dependency inversion?", ["dependency-inversion"],
        technicqaLast),
    ask(
        "repository interface domain layer", "Why use Repository Interfaces in Domain?",
        ["dependency-inversion", "persistence-layer", "clean-architecture"], brainscapeLast2),
    ask(
        "clean architecture ios", "What is clean architecture in iOS and how is it implemented?",
        ["clean-architecture", "layered-architecture"], techhubLast6),
    ask("mock vs stub", "What is the difference between a mock and a stub?", ["dependency-injection"], leyaaLast7),
    ask("test double meaning", "What is a test double in software testing?", ["dependency-injection"], leyaaLast7),
    ask(
        "protocol oriented design practices", "What are the best practices for Protocol-Oriented Design?",
        ["protocol-oriented-programming", "interface-segregation"], jobpeLast2),
    ask(
        "clean architecture goal", "What is the core goal of Clean Architecture?",
        ["clean-architecture", "separation-of-concerns"], brainscapeLast2),
    ask(
        "dependency inversion purpose", "What is the purpose of dependency inversion principle?",
        ["dependency-inversion"], technicqaLast),
    // Collected after every change of the ranking and the entries so far; measured as they came.
    ask("what is a delegate ios", "What are delegates in iOS?", ["delegation"], techbaithakFinal),
    ask(
        "unidirectional data flow ios", "How does unidirectional data flow architecture work in iOS?",
        ["one-way-data-flow", "redux"], techhubFinal),
    ask(
        "coordinator swiftui navigation",
        "Explain the coordinator pattern in SwiftUI navigation. How does it solve common navigation problems?",
        ["coordinator"], iutkarshmehtaFinal),
    ask(
        "notify object of event", "How would you set up a class to notify another object of an event?",
        ["delegation", "notification", "callbacks", "observer"], pseudorandombitsFinal),
    ask(
        "weak vs unowned", "Explain what is the difference between Weak & Unowned?", ["memory-management"],
        mahaboobsabFinal),
    ask(
        "why swift protocol oriented", "Explain why swift is called protocol oriented language?",
        ["protocol-oriented-programming"], mahaboobsabFinal),
    ask(
        "dependency injection advantages", "What is Dependency Injection and what are it's advantages?",
        ["dependency-injection"], swiftanytimeFinal),
    ask(
        "mocks vs stubs", "What are Mocks and Stubs and what is the difference between them?",
        ["dependency-injection", "dependency-inversion"], swiftanytimeFinal),
    ask(
        "offline first app", "What is Offline-First?", ["persistence-layer", "layered-architecture"], vennamprasadFinal),
    ask("how arc works", "Explain how ARC works in Obj-C/Swift", ["memory-management"], mediumFinal),
    ask(
        "memory leak causes", "What are common situations that can lead to memory leak?",
        ["memory-management", "callbacks", "delegation"], mediumFinal),
    ask(
        "reference cycle scenarios", "What are some common scenarios where reference cycle might happen?",
        ["memory-management", "delegation", "callbacks"], mediumFinal),
    ask(
        "unowned unsafe vs weak", "Can you explain the difference between unowned(unsafe) and weak reference?",
        ["memory-management"], mediumFinal),
    ask(
        "strong weak unowned leaks", "Define Strong, weak and unowned. What causes memory leaks?",
        ["memory-management"], hackmdFinal),
    ask(
        "deinit arc role", "What is the role of deinit in ARC memory management?", ["memory-management"],
        sharpskillFinal),
    ask("strong reference arc", "What is a strong reference in ARC?", ["memory-management"], sharpskillFinal),
    ask(
        "what is arc ios", "What is ARC (Automatic Reference Counting) in iOS?", ["memory-management"], sharpskillFinal),
    // concurrency: actor-reentrancy, main-actor, sendable-isolation
    ask(
        "stale results search older request wins cancel",
        "A search screen fires requests on every keystroke. How do you cancel stale requests, prevent older results from winning and keep loading state accurate?",
        ["main-actor"], salariConcurrency),
    ask(
        "shared cache actor serial queue lock",
        "A cache is shared between image loading, prefetching and detail screens. Would you use an actor, a serial queue, locks or immutable snapshots, and why?",
        ["actor-reentrancy", "sendable-isolation"], salariConcurrency),
    ask(
        "actor reentrancy data race deadlock",
        "Distinguish race conditions, data races, priority inversion, deadlock, and actor reentrancy anomalies with short Swift examples and practical fixes.",
        ["actor-reentrancy"], swiftinterviewConcurrency),
    ask(
        "actors vs queue synchronization",
        "Compare language-level isolation with traditional queue-based synchronization in production iOS code.",
        ["actor-reentrancy"], swiftinterviewConcurrency),
    ask(
        "protect shared mutable state locks actors",
        "Compare locks, semaphores, queues, barriers, and actors for protecting shared mutable state in real Swift code.",
        ["actor-reentrancy", "sendable-isolation"], swiftinterviewConcurrency),
    ask(
        "async tasks mutating shared state race",
        "You have multiple async tasks mutating shared state. How would you design the system to prevent race conditions?",
        ["sendable-isolation", "actor-reentrancy"], composerConcurrency),
    ask(
        "Sendable compiler actor isolation",
        "What does Sendable communicate to the compiler? How does it relate to actor isolation and mutability in Swift 6 concurrency?",
        ["sendable-isolation"], composerSendable),
    ask(
        "Task.detached guarantees lost",
        "When is Task.detached the right tool, and what guarantees do you lose compared to structured Task { }?",
        ["main-actor"], composerDetached),
    ask(
        "actor instead of lock", "Why use an actor instead of a class with a lock?", ["actor-reentrancy"],
        netverksConcurrency),
    ask("actor reentrancy", "What does actor reentrancy mean?", ["actor-reentrancy"], mfaaniSuspension),
    ask("MainActor", "What is @MainActor and how do you use it?", ["main-actor"], asynclearnMainActor),
    ask(
        "actor isolated property outside", "How do you access an actor's isolated property from outside the actor?",
        ["actor-reentrancy", "main-actor"], leyaaActorIsolation),
    ask(
        "actor isolation", "What is actor isolation in Swift concurrency?", ["actor-reentrancy", "main-actor"],
        leyaaActorIsolation),
    ask(
        "Sendable purpose", "What is the purpose of the Sendable protocol in Swift?", ["sendable-isolation"],
        leyaaSendable),
    ask(
        "classes Sendable automatically", "Can classes conform to Sendable automatically? Why or why not?",
        ["sendable-isolation"], leyaaSendable),
    ask(
        "non-Sendable type between tasks",
        "What happens if you try to pass a non-Sendable type between concurrent tasks?", ["sendable-isolation"],
        leyaaSendable),
    ask(
        "Task main thread inherits actor", "Does Task {} run on the main thread?", ["main-actor"], harshpdevConcurrency),
    ask(
        "detached task vs nonisolated func main actor",
        "What is the difference between starting a detached task and calling a nonisolated func in the main actor?",
        ["main-actor"], errorhandleDetached),
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

// Sources of the rows collected from further iOS lists.
private let zenshubham09List = "https://zenshubham09.medium.com/ios-interview-question-2af44bc7e748"
private let iosSrinivasList = "https://ios-srinivas.blogspot.com/2015/11/interview-queations-4-desing-patterns.html"
private let knowledge2lifeList = "https://knowledge2life.com/interviewque/iossetthree.html"
private let xkong123List = "https://xkong123.wordpress.com/2014/02/26/ios-interview-questions-and-answers-fwd/"
private let errorhandleList = "https://errorhandle.ai/what-is-the-difference-between-delegate-and-notification"
private let alexacabsList = "https://alexacabs.in/why-do-we-use-weak-for-delegates-ios.html"
private let lemonList = "https://lemon.io/answers/viper/what-are-the-key-components-of-the-viper-architecture"
private let lemonList2 = "https://lemon.io/answers/viper/what-are-the-disadvantages-of-using-viper"
private let lemonList3 = "https://lemon.io/answers/viper/how-does-viper-compare-to-mvvm-for-ios-projects"
private let cortanceList = "https://cortance.com/answers/viper/what-problems-can-come-from-using-viper-architecture"
private let cs4372List = "https://github.com/cs4372/ios-study-guide/blob/master/interview-prep/interview-questions.md"
private let carterTsai95List = "https://github.com/carterTsai95/InterviewQuestion/blob/HEAD/README.md"
private let aihirelyList = "https://aihirely.com/blog/ios-interview-questions2024"
private let aihirelyList2 = "https://aihirely.com/blog/top-ios-interview-questions2025"
private let silicloudList = "https://www.silicloud.com/blog/what-is-the-difference-between-mvvm-and-mvc-in-ios"
private let toolliyoList =
    "https://www.toolliyo.com/tutorials/interview-qa/q/design-patterns-in-c-6-379bfeb2b2-what-is-the-factory-pattern-and-when-would"
private let interviewpatchList = "https://interviewpatch.com/tag/protocol"
private let softwarepatternslexiconList = "https://softwarepatternslexicon.com/patterns-swift/22/4"
private let lemonList4 = "https://lemon.io/answers/viper/is-viper-commonly-used-in-large-scale-or-small-scale-projects"
private let lemonList5 = "https://lemon.io/answers/viper/what-are-the-advantages-of-using-viper-for-app-architecture"
private let errorhandleList2 = "https://errorhandle.ai/nsnotificationcenter-vs-delegation-using-protocols"
private let errorhandleList3 = "https://errorhandle.ai/delegates-and-retain-cycles"
private let alexacabsList2 = "https://alexacabs.in/why-delegate-weak-reference-in-objective-c.html"
private let jeunesevenList = "https://github.com/jeuneseven/iOS-Interview-Questions/blob/HEAD/README.md"
private let raitechlabsList = "https://github.com/raitechlabs/ios-interview-questions/blob/HEAD/README.md"
private let sHAIKHSHOEBList =
    "https://github.com/SHAIKH-SHOEB/iOS-Interview-Questions-Answers-Swift/blob/HEAD/README.md"
private let henestrosaDevList = "https://github.com/HenestrosaDev/ios-interview-questions/blob/HEAD/README.md"
private let devLoversTeamList = "https://github.com/DevLoversTeam/swift-interview-questions/blob/HEAD/README.en.md"
private let stephenClarkAppsList = "https://github.com/StephenClarkApps/iOS-Interview-Questions/blob/HEAD/README.md"
private let manusalinasMxList =
    "https://github.com/manusalinas-mx/iOS-Developer-Interview-Questions-and-Answers/blob/HEAD/README.md"
private let albaraasayedList =
    "https://github.com/albaraasayed/iOS-Interview-Guide/blob/1887bb64bbe307ebd993dd15767fa33953025dd4/Organized_Interviews.md"
private let hasanzaidiLabList =
    "https://github.com/hasanzaidi-lab/MarketingStuff/blob/587152196a3bdd11c9cb07bc93f731464570cf30/Monday_06_23/ArchAndDesignReadme.md"
private let akhilrathorList = "https://github.com/Akhilrathor/Vayu/blob/HEAD/Vayu/Ans.md"
private let alexpaulList = "https://github.com/alexpaul/iOS-Interview-Preparation/blob/HEAD/README.md"
private let manishnakarList = "https://github.com/manishnakar/ios-interview-questions/blob/HEAD/README.md"
private let aashishtamsyaList =
    "https://github.com/aashishtamsya/iOS-Interview-Questions-For-Freshers/blob/HEAD/README.md"
private let ayushgoelList = "https://github.com/ayushgoel/iOS-Interview-Questions/blob/HEAD/README.md"
private let pc23pankajList = "https://github.com/pc23pankaj/iOS_SeniorSoftwareInterviewQuestion/blob/HEAD/Combine.md"
private let pc23pankajList2 =
    "https://github.com/pc23pankaj/iOS_SeniorSoftwareInterviewQuestion/blob/HEAD/Mock%20Interview%20Question.md"
private let pc23pankajList3 =
    "https://github.com/pc23pankaj/iOS_SeniorSoftwareInterviewQuestion/blob/HEAD/Question_Answer.md"
private let pc23pankajList4 =
    "https://github.com/pc23pankaj/iOS_SeniorSoftwareInterviewQuestion/blob/HEAD/Dependency%20Injection.md"
private let muhittincamdaliList =
    "https://github.com/muhittincamdali/mobile-interview-questions/blob/HEAD/ios-questions/swift-fundamentals.md"
private let amraboelelaList = "https://github.com/amraboelela/SwiftInterview/blob/HEAD/General%20iOS.md"
private let amraboelelaList2 = "https://github.com/amraboelela/SwiftInterview/blob/HEAD/InfoSys.md"
private let amraboelelaList3 = "https://github.com/amraboelela/SwiftInterview/blob/HEAD/Cognizant.md"
private let iosinterviewquestionanswerList = "http://iosinterviewquestionanswer.blogspot.com/2016/10/"
private let ebookreadingList =
    "https://ebookreading.net/view/book/100+Questions+and+Answers+to+Help+You+Land+Your+Dream+iOS+Job++Or+to+Hire+the+Right+Candidate+-EB9781484242735_5.html"
private let kungfutechList = "https://kungfutech.edu.vn/cau-hoi-phong-van/what-ios-architectures-do-you-know-that-scale"
private let vietnamworksList = "https://www.vietnamworks.com/cau-hoi-phong-van/L%E1%BA%ADp-tr%C3%ACnh-vi%C3%AAn-iOS-ik"
private let amraboelelaList4 = "https://github.com/amraboelela/SwiftInterview/blob/HEAD/General/iOS.md"

// Sources of the rows collected later still.
private let jaredcassouttLater = "https://github.com/jaredcassoutt/ios-interview-prep/blob/HEAD/data/architecture.js"
private let iutkarshmehtaLater =
    "https://github.com/iutkarshmehta/iOS-dev-2025/blob/HEAD/interview-questions/ios-full.md"
private let iutkarshmehtaLater2 =
    "https://github.com/iutkarshmehta/iOS-dev-2025/blob/HEAD/interview-questions/iod-adv.md"
private let princeSinhaKumarLater =
    "https://github.com/PrinceSinhaKumar/iOS-Interview-Questions/blob/HEAD/InterviewQuestions.playground/Pages/iOS%20InterviewQuestions.xcplaygroundpage/Contents.swift"
private let durellwilsonLater = "https://github.com/durellwilson/ios-interview-mastery/blob/HEAD/src/flashcards.md"
private let jaredcassouttLater2 = "https://github.com/jaredcassoutt/ios-interview-prep/blob/HEAD/data/mock.js"
private let saravanaSelvakumarLater =
    "https://github.com/SaravanaSelvakumar/iOS_Interview_QA/blob/HEAD/Advance%20Memory%20Management%20%F0%9D%97%9C%F0%9D%97%BB%F0%9D%98%81%F0%9D%97%B2%F0%9D%97%BF%F0%9D%98%83%F0%9D%97%B6%F0%9D%97%B2%F0%9D%98%84_QA"
private let saravanaSelvakumarLater2 =
    "https://github.com/SaravanaSelvakumar/iOS_Interview_QA/blob/HEAD/Basics%20to%20Advanced%20%F0%9D%97%B6%F0%9D%97%A2%F0%9D%97%A6%20%F0%9D%97%9C%F0%9D%97%BB%F0%9D%98%81%F0%9D%97%B2%F0%9D%97%BF%F0%9D%98%83%F0%9D%97%B6%F0%9D%97%B2%F0%9D%98%84_QA"
private let saravanaSelvakumarLater3 =
    "https://github.com/SaravanaSelvakumar/iOS_Interview_QA/blob/HEAD/Memory%20Management%20simple%20%F0%9D%97%9C%F0%9D%97%BB%F0%9D%98%81%F0%9D%97%B2%F0%9D%97%BF%F0%9D%98%83%F0%9D%97%B6%F0%9D%97%B2%F0%9D%98%84_QA"
private let nitinagamLater = "https://github.com/nitin-agam/ios_interview_guides/blob/HEAD/Hard/code_smells_ios.md"
private let nitinagamLater2 = "https://github.com/nitin-agam/ios_interview_guides/blob/HEAD/Hard/offline_mode.md"
private let ashishLangheLater =
    "https://github.com/Ashish-Langhe/Swift_SwiftUI_iOS_Interview_Prep_2026/blob/HEAD/Day-30-iOS-App-Design-Patterns/Day-30-12-design-patterns-interview-guide.md"
private let ashishLangheLater2 =
    "https://github.com/Ashish-Langhe/Swift_SwiftUI_iOS_Interview_Prep_2026/blob/HEAD/Day-33-SOLID-Principles/Day-33-09-solid-interview-guide.md"
private let ashishLangheLater3 =
    "https://github.com/Ashish-Langhe/Swift_SwiftUI_iOS_Interview_Prep_2026/blob/HEAD/Day-29-Architecture-VIPER-TCA/Day-29-10-viper-tca-interview-guide-and-senior-artifacts.md"
private let ashishLangheLater4 =
    "https://github.com/Ashish-Langhe/Swift_SwiftUI_iOS_Interview_Prep_2026/blob/HEAD/Day-31-Persistence/Day-31-09-persistence-interview-guide.md"
private let ashishLangheLater5 =
    "https://github.com/Ashish-Langhe/Swift_SwiftUI_iOS_Interview_Prep_2026/blob/HEAD/Day-34-Networking-In-iOS/Day-34-11-networking-interview-guide.md"
private let ashishLangheLater6 =
    "https://github.com/Ashish-Langhe/Swift_SwiftUI_iOS_Interview_Prep_2026/blob/HEAD/Day-16-Memory-Management/Day-16-08-memory-management-interview-guide.md"
private let codehunterLater = "https://codehunter.cc/a/ios/kvo-vs-nsnotification-vs-protocol-delegates"
private let techhubLater = "https://techhub.cafe/interview-questions/ios/ios-delegation-pattern"
private let techhubLater2 = "https://techhub.cafe/interview-questions/ios/ios-coordinator-pattern"
private let codingpanLater = "https://www.codingpan.com/2017/01/10/Learn-iOS-From-Questions.html"
private let quizwizappLater = "https://quizwizapp.com/study/ios-development"
private let icodewithhirenLater = "https://icodewithhiren.blogspot.com/2026/01/ios-technical-interview-q-guide.html"
private let ashishLangheLater7 =
    "https://github.com/Ashish-Langhe/Swift_SwiftUI_iOS_Interview_Prep_2026/blob/HEAD/Day-18-Concurrency-Basics/Day-18-08-concurrency-basics-interview-guide.md"
private let ashishLangheLater8 =
    "https://github.com/Ashish-Langhe/Swift_SwiftUI_iOS_Interview_Prep_2026/blob/HEAD/Day-20-Advanced-Concurrency-And-Networking/Day-20-08-advanced-concurrency-networking-interview-guide.md"
private let ashishLangheLater9 =
    "https://github.com/Ashish-Langhe/Swift_SwiftUI_iOS_Interview_Prep_2026/blob/HEAD/Day-28-Architecture-MVVM/Day-28-11-mvvm-interview-guide-and-senior-artifacts.md"
private let daksyonovLater = "https://github.com/daksyonov/TCS/blob/HEAD/README.md"
private let linnierGamesLater = "https://github.com/LinnierGames/iOS-Questions/blob/HEAD/Questions-03.md"
private let linnierGamesLater2 = "https://github.com/LinnierGames/iOS-Questions/blob/HEAD/Questions-2.md"
private let wszdwpLater =
    "https://github.com/wszdwp/wszdwp.github.io/blob/HEAD/_posts/2017-01-10-Learn-iOS-From-Questions.md"
private let sharpskillLater = "https://sharpskill.dev/uk/technologies/ios/interview-questions/ios-design-patterns"
private let datafordLater = "https://dataford.io/interview-guides/questions/avoid-retain-cycles-in-closures"
private let datafordLater2 = "https://dataford.io/questions/memory-management-in-ios-apps-2"
private let datafordLater3 = "https://dataford.io/questions/mvc-vs-mvvm-in-ios"
private let techhubLater3 = "https://techhub.cafe/interview-questions/ios/ios-navigation-architecture-state-driven"
private let brainscapeLater = "https://brainscape.com/flashcards/delegation-pattern-6055705/packs/9104978"
private let brainscapeLater2 = "https://brainscape.com/flashcards/mvc-mvp-mvvm-18689689/packs/22830716"
private let brainscapeLater3 = "https://api.brainscape.com/flashcards/ios-10992231/packs/19532703"
private let freetimelearningLater =
    "https://www.freetimelearning.com/software-interview-questions-and-answers.php?What-is-Model-View-Presenter-Architecture?&id=6151"
private let ioswiftLater = "https://ioswift.dev/interviewQuestions/ExplainChainOfResponsibilityPattern"
private let ioswiftLater2 = "https://ioswift.dev/interviewQuestions/ExplainMementoPattern"
private let ioswiftLater3 = "https://ioswift.dev/interviewQuestions/ExplainMediatorPattern"
private let ioswiftLater4 = "https://ioswift.dev/interviewQuestions/ExplainStatePattern"
private let damiansheldonLater = "https://damiansheldon.github.io/blog/ios-technical-interview-part-3.html"
private let punchLater = "https://punch.cool/community/questions-answers/engineering/objective-c/"
private let swiftengineerLater =
    "https://swift-engineer.pages.dev/12-architecture-interview/labs/mock-technical-interview.html"
private let swiftcodecomposerLater = "https://www.swiftcodecomposer.com/interview-prep/testing/questions?page=2"
private let leyaaLater = "https://leyaa.ai/codefly/learn/ios-swift/part-3/ios-swift-coordinator-pattern/review"
private let leyaaLater2 = "https://leyaa.ai/codefly/learn/ios-swift/part-3/ios-swift-repository-pattern/review"
private let qeeeboLater = "https://qeeebo.com/questions/wha/8e/062/what-is-the-iterator-pattern-in-swift"
private let qeeeboLater2 = "https://qeeebo.com/questions/wha/f3/72a/what-is-the-prototype-design-pattern-in-swift"
private let swiftinterviewLater = "https://swiftinterview.org/topics/swift"
private let preplanceLater =
    "https://preplance.com/questions/compare-mvc-mvvm-and-viper-architectures-in-swift-ios-applications-describe-key--smig8h"
private let jaredcassouttLater3 = "https://github.com/jaredcassoutt/ios-interview-prep/blob/HEAD/data/concurrency.js"
private let swiftobcLater = "https://swiftobc.com/repo/areekaras-Singleton"
private let vennamprasadLater =
    "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/06_Networking/combine.md"
private let alanMaxwellLater = "https://github.com/AlanMaxwell/iOS_interview_questions/blob/main/README.md"
private let viniciuscarvalhoLater = "https://github.com/Viniciuscarvalho/ios_interview/blob/HEAD/version_EN-US.md"
private let xingZhaoDevLater = "https://github.com/XingZhaoDev/iOS-Swift-Interview-Questions/blob/HEAD/README.md"
private let bankartLater = "https://github.com/bankart/gocham-iOS/blob/HEAD/README.md"
private let skillsauthLater = "https://skillsauth.com/skills/abanoub-ashraf/ios-architecture-interview"
private let alimertgulecLater = "https://www.alimertgulec.com/en/blog/senior-ios-interview-questions"
private let liveinterviewhelpLater = "https://liveinterviewhelp.com/blog/ios-developer-interview-questions.html"
private let devLater =
    "https://dev.to/nandamochammad/top-5-interview-questions-for-senior-ios-developers-a-tutorial-guide-1aj6"
private let minovaLater =
    "https://www.minova.ai/blog/interview/senior-mobile-developer-ios-interview-questions-complete-guide"
private let duruldalkanatLater =
    "https://duruldalkanat.medium.com/50-ios-interview-questions-and-answers-part-3-3fad146b6c3d"
private let mediumLater =
    "https://medium.com/ios-interview-preparation-complete-guide/ios-interview-prep-10-unit-test-5c625e7b0e2d"
private let iosinterviewguideLater =
    "https://iosinterviewguide.blogspot.com/2018/01/why-is-design-pattern-very-important.html"
private let programmerteachLater =
    "https://programmerteach.com/p/the-basics-1-what-is-the-design-pattern-what-design-patterns-do-you-know-please-briefly-describe-them"
private let leyaaLater3 = "https://leyaa.ai/codefly/learn/ios-swift/part-3/ios-swift-mock-objects-and-protocols/review"
private let awaisbhatti07Later = "https://github.com/Awaisbhatti07/iOS-Interview-Training/blob/HEAD/README.md"
private let greatytcLater = "https://greatytc.com/p/c97f879e8883"
private let chipbk10Later =
    "https://github.com/chipbk10/IOSSwiftBestPractice/blob/HEAD/IOSSwiftBestPractice/Swift/MemoryManagement/Topic_MemoryManagement.swift"
private let chipbk10Later2 =
    "https://github.com/chipbk10/IOSSwiftBestPractice/blob/HEAD/IOSSwiftBestPractice/Swift/Topic_Swift.swift"
private let chipbk10Later3 =
    "https://github.com/chipbk10/IOSSwiftBestPractice/blob/HEAD/IOSSwiftBestPractice/Architecture/MVVM-C/Topic_MVVMC.swift"
private let chipbk10Later4 =
    "https://github.com/chipbk10/IOSSwiftBestPractice/blob/HEAD/IOSSwiftBestPractice/Test/Unit-Test/Topic_UnitTest.swift"
private let swiftcodecomposerLater2 = "https://www.swiftcodecomposer.com/interview-prep/swift-language/questions?page=4"
private let datafordLater4 = "https://dataford.io/questions/swift-closures-and-retain-cycles"
private let yifanonlineLater = "https://yifan-online.com/en/km/article/detail/11451"
private let nirajpaul2Later = "https://nirajpaul2.medium.com/ios-interview-question-part-9-518648f9233b"
private let mindstickLater = "https://www.mindstick.com/forum/12984/what-is-a-delegate-in-ios"
private let jordandixonLater = "https://jordan-dixon.com/2017/10/14/mvvm-whos-in-charge-of-navigation/"
private let vennamprasadLater2 =
    "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/05_MVVM_and_Architecture/coordinators.md"
private let vennamprasadLater3 =
    "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/05_MVVM_and_Architecture/dependency_injection.md"
private let vennamprasadLater4 =
    "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/05_MVVM_and_Architecture/mvvm_ios.md"
private let vennamprasadLater5 =
    "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/10_Debugging_and_Performance/memory_leaks.md"
private let vennamprasadLater7 =
    "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/02_Swift/03_protocols_and_extensions.md"
private let iutkarshmehtaLater3 =
    "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d14.md"
private let iutkarshmehtaLater4 =
    "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d4.md"
private let iutkarshmehtaLater5 =
    "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d7.md"
private let sameerNadafLater =
    "https://github.com/SameerNadaf/iOS-InterView-Preparation/blob/main/Files/Architectural-Patterns.md"
private let sgdevmaneLater =
    "https://github.com/sgdevmane/interview-guide/blob/HEAD/markdowns/swift-swiftui/swift-swiftui-questions.md"
private let dmymaLater = "https://github.com/dmyma/iOS-interview/blob/HEAD/README.md"
private let boykoMihailLater = "https://github.com/BoykoMihail/Styleguide/blob/HEAD/IOS/iOS_Interview_Questions.md"

// Sources of the last rows.
private let diceLast = "http://insights.dice.com/2013/11/14/technical-interview-questions-ios-developers/"
private let productperfectLast = "https://productperfect.com/hiring-guide-copy/viper"
private let smcloudLast = "http://www.sm-cloud.com/ios-interview-questions-for-senior-developers-2017/"
private let coderselvarajanLast = "https://github.com/coder-selvarajan/mywiki/blob/HEAD/docs/swift/ed/design-pattern.md"
private let softwarepatternslexiconLast = "https://softwarepatternslexicon.com/patterns-swift/4/3"
private let softwarepatternslexiconLast2 = "https://softwarepatternslexicon.com/patterns-swift/4/5"
private let softwarepatternslexiconLast3 = "https://softwarepatternslexicon.com/patterns-swift/5/2"
private let softwarepatternslexiconLast4 = "https://softwarepatternslexicon.com/patterns-swift/5/6"
private let softwarepatternslexiconLast5 = "https://softwarepatternslexicon.com/patterns-swift/5/11"
private let softwarepatternslexiconLast6 = "https://softwarepatternslexicon.com/patterns-swift/6/3"
private let softwarepatternslexiconLast7 = "https://softwarepatternslexicon.com/patterns-swift/6/6"
private let softwarepatternslexiconLast8 = "https://softwarepatternslexicon.com/patterns-swift/6/7"
private let softwarepatternslexiconLast9 = "https://softwarepatternslexicon.com/patterns-swift/6/9"
private let softwarepatternslexiconLast10 = "https://softwarepatternslexicon.com/patterns-swift/6/13"
private let softwarepatternslexiconLast11 = "https://softwarepatternslexicon.com/patterns-swift/7/5"
private let softwarepatternslexiconLast12 = "https://softwarepatternslexicon.com/patterns-swift/7/6"
private let hintsageLast = "https://hintsage.com/en/knowledge-base/question/3a03bfb2-f422-474e-af43-1aed0a97d04c"
private let hintsageLast2 = "https://hintsage.com/en/knowledge-base/question/bf7e9644-3e3d-4185-b824-b40310989389"
private let leyaaLast = "https://leyaa.ai/codefly/learn/ios-swift/part-3/ios-swift-mvvm-pattern/review"
private let techhubLast = "https://techhub.cafe/interview-questions/ios/ios-mvvm-c-architecture"
private let iossrinivasLast = "https://ios-srinivas.blogspot.com/2015/11/interview-queations-3.html"
private let jackWongdevLast = "https://github.com/Jack-Wong-dev/InterviewQuestions/blob/HEAD/README.md"
private let alvintuLast = "https://github.com/alvintu/iOS-Interview-Questions/blob/HEAD/README.md"
private let abhi266rajLast = "https://github.com/abhi266raj/iOSInterview/blob/HEAD/objectCommuncation.md"
private let abhi266rajLast2 = "https://github.com/abhi266raj/iOSInterview/blob/HEAD/subjective.md"
private let softwarepatternslexiconLast13 = "https://softwarepatternslexicon.com/patterns-swift/4/4"
private let softwarepatternslexiconLast14 = "https://softwarepatternslexicon.com/patterns-swift/4/6"
private let softwarepatternslexiconLast15 = "https://softwarepatternslexicon.com/patterns-swift/5/3"
private let softwarepatternslexiconLast16 = "https://softwarepatternslexicon.com/patterns-swift/5/5"
private let softwarepatternslexiconLast17 = "https://softwarepatternslexicon.com/patterns-swift/5/7"
private let softwarepatternslexiconLast18 = "https://softwarepatternslexicon.com/patterns-swift/6/2"
private let softwarepatternslexiconLast19 = "https://softwarepatternslexicon.com/patterns-swift/6/10"
private let softwarepatternslexiconLast20 = "https://softwarepatternslexicon.com/patterns-swift/6/15"
private let prepvoiceLast =
    "https://blog.prepvoice.com/blog/en/ios-developer/can-you-explain-the-mvc-model-view-controller-design-pattern-and-how-it-applies-to-ios-app-development"
private let charlieindenLast =
    "https://charlieinden.github.io/ios-interviews/2019-01-11_Top-IOS-Interview-Questions-and-Answers--Jan-2019--Part-3-5996938fa135.html"
private let silicloudLast = "https://www.silicloud.com/blog/what-are-the-pros-and-cons-of-the-mvvm-framework-in-ios"
private let techhubLast2 = "https://techhub.cafe/interview-questions/swift/swift-ui-business-decoupling"
private let ioscakeLast = "http://ioscake.com/what-exactly-is-a-so-called-class-cluster-in-objective-c.html"
private let techhubLast3 = "https://techhub.cafe/interview-questions/swift/ios-architecture-choice-mvvm-viper-clean"
private let techqaLast =
    "https://techqa.club/v/q/why-uibutton-uses-target-action-design-pattern-not-delegate-pattern-and-vice-versa-for-uitextfield-41141828"
private let sokpichdevLast =
    "https://github.com/sokpichdev/ios-qa/blob/b04d2044fc6dc995fdbc2364b773f68433960375/architecture/architecture-fundamentals.md"
private let sokpichdevLast2 =
    "https://github.com/sokpichdev/ios-qa/blob/e0588942ef6e5c0559cabfaecf291306ec5638d4/mvvm-and-coordinator.md"
private let sheldonwangrjtLast = "https://sheldonwangrjt.github.io/interviews/foundation-memory-management"
private let nerohoopLast =
    "https://nerohoop.gitbooks.io/frontend/content/ios-development/questions/memory-management.html"
private let kg2pgLast =
    "https://kg2pg.solutions/interview-prep/swift-interview-questions/2-how-do-you-handle-memory-management-in-swift-and-what-tools-or-techniques-do-you-use-to-avoid-memory-leaks"
private let interviewdbLast = "https://interviewdb.com/ios/2339"
private let jobpeLast = "https://jobpe.com/interview-questions/technical/swift/memory-management-and-arc"
private let jobpeLast2 = "https://jobpe.com/interview-questions/technical/swift/protocol-oriented-programming"
private let packtpubLast =
    "https://packtpub.com/en-ca/product/the-ultimate-ios-interview-playbook-9781803246314/chapter/chapter-6-managing-your-code-8/section/debugging?chapterId=8"
private let kylecleggLast = "https://kyleclegg.com/blog/debugging-retain-cycles"
private let leyaaLast2 = "https://leyaa.ai/codefly/learn/swift/part-3/swift-closures-causing-retain-cycles/review"
private let leyaaLast3 = "https://leyaa.ai/codefly/learn/swift/part-3/swift-weak-references-to-break-cycles/review"
private let leyaaLast4 = "https://leyaa.ai/codefly/learn/ios-swift/part-3/ios-swift-dependency-injection/review"
private let techhubLast4 = "https://techhub.cafe/interview-questions/ios/ios-repository-pattern-architecture"
private let jobportalconnectLast =
    "https://www.jobportalconnect.com/Blogs/Details/mobile-systems-design-offline-sync-api-integration-questions"
private let brainscapeLast = "https://brainscape.com/flashcards/rxswift-8809880/packs/14944251"
private let coderslingoLast = "https://coderslingo.com/exercises/vocabulary/ios-swift/"
private let iosiqaLast =
    "https://iosiqa.com/search?max-results=10&reverse-paginate=true&updated-max=2020-03-18T01%3A05%3A00-07%3A00"
private let leyaaLast5 = "https://leyaa.ai/codefly/learn/swift/part-2/swift-memory-implications-of-captures/review"
private let coderslingoLast2 = "https://coderslingo.com/exercises/vocabulary/dependency-injection-patterns/"
private let finalroundaiLast = "https://finalroundai.com/blog/dependency-injection-interview-questions"
private let swiftengineerLast =
    "https://swift-engineer.pages.dev/12-architecture-interview/three-level-answer-system.html"
private let softwareengineeringLast =
    "https://softwareengineering.stackexchange.com/questions/349905/do-ios-view-controllers-and-their-viewdidload-method-violate-the-single-responsi"
private let techhubLast5 = "https://techhub.cafe/interview-questions/swift/ios-observability-logging-monitoring"
private let interviewquestionsanswersLast =
    "http://interviewquestionsanswers.org/__Explain-what-considerations-do-you-need-when-writing-a-UITableViewController-which-shows-images-down"
private let sheldonwangrjtLast2 = "https://sheldonwangrjt.github.io/interviews/image-caching-system"
private let leyaaLast6 = "https://leyaa.ai/codefly/learn/lld/part-3/lld-antipatterns-to-avoid/review"
private let prepairedLast = "https://prepaired.app/interview-questions/design-a-telemetry-and-crash-reporting-system"
private let courselessonsLast =
    "https://course-lessons.avanderlee.com/swift-concurrency/asyncstream-and-asyncsequences/deciding-between-asyncsequence-asyncstream-or-regular-asynchronous-methods"
private let courselessonsLast2 =
    "https://course-lessons.avanderlee.com/swift-concurrency/asyncstream-and-asyncsequences/using-asyncstream-and-asyncthrowingstream-in-your-code"
private let devinterviewLast = "https://devinterview.io/blog/dependency-injection-interview-questions"
private let technicqaLast =
    "https://technicqa.com/which-of-the-following-statements-describe-the-interface-segregation-principle"
private let brainscapeLast2 = "https://api.brainscape.com/flashcards/clean-architecture-20965231/packs/23486342"
private let techhubLast6 = "https://techhub.cafe/interview-questions/swift/ios-clean-architecture-swift"
private let leyaaLast7 = "https://leyaa.ai/codefly/learn/swift/part-3/swift-test-doubles-mocks-stubs/review"

// Sources of the rows collected after every change.
private let techbaithakFinal = "https://techbaithak.com/interview-questions/swift-ios/what-are-delegates-in-ios"
private let techhubFinal = "https://techhub.cafe/interview-questions/ios/ios-unidirectional-data-flow"
private let iutkarshmehtaFinal =
    "https://github.com/iutkarshmehta/ios-interview-prep/blob/main/Interview-Questions/set-d1.md"
private let pseudorandombitsFinal = "https://pseudorandombits.com/posts/2018/03/delegates-are-not-notifiers"
private let mahaboobsabFinal = "https://github.com/Mahaboobsab/iOS-Interview-Q-A/blob/HEAD/README.md"
private let swiftanytimeFinal = "https://www.swiftanytime.com/blog/ios-interview-questions"
private let vennamprasadFinal =
    "https://github.com/vennamprasad/DevCrack-Mobile-Interviews/blob/main/iOS/12_System_Design/offline_first_apps.md"
private let mediumFinal = "https://medium.com/@nerohoop/ios-interview-prep-1-memory-management-9be8d65e45ee"
private let hackmdFinal = "https://hackmd.io/@shankar-DSG/HJ46tleTs"
private let sharpskillFinal = "https://sharpskill.dev/uk/technologies/ios/interview-questions/memory-management-arc"

// Sources of the concurrency rows (actor-reentrancy, main-actor, sendable-isolation).
private let salariConcurrency = "https://salari.dev/resources/swift-concurrency-interview-checklist/"
private let swiftinterviewConcurrency = "https://swiftinterview.org/topics/concurrency"
private let composerConcurrency = "https://www.swiftcodecomposer.com/interview-prep/concurrency/questions"
private let composerSendable = "https://www.swiftcodecomposer.com/interview-prep/swift-language/questions?page=9"
private let composerDetached = "https://www.swiftcodecomposer.com/interview-prep/concurrency/questions?page=9"
private let netverksConcurrency = "https://netverks.com/swift/concurrency-swift"
private let mfaaniSuspension = "https://mfaani.com/tags/suspension"
private let asynclearnMainActor = "https://asynclearn.medium.com/what-is-mainactor-and-how-to-use-it-2401e866de32"
private let leyaaActorIsolation = "https://leyaa.ai/codefly/learn/swift/part-3/swift-actor-isolation-concept/review"
private let leyaaSendable =
    "https://leyaa.ai/codefly/learn/swift/part-3/swift-sendable-protocol-for-thread-safety/review"
private let harshpdevConcurrency = "https://dev.to/harshpdev/swift-concurrency-e77"
private let errorhandleDetached =
    "https://errorhandle.ai/difference-between-starting-a-detached-task-and-calling-a-nonisolated-func-in-main-actor"
