/// One command: its help, the options it declares, and what it does.
struct Command: Sendable {
    var name: String
    var usage: String
    var summary: String
    var details: String
    /// The spellings of its options, as its option type declares them (for errors and tests).
    var options: [String]
    /// Parses the arguments by the command's options, then does the command.
    var run: @Sendable (Session, [String]) async throws -> Int32

    /// A command whose options are the cases of `Option`: `run` reads its arguments through
    /// them (`arguments.has(.json)`), so it can ask only for an option the command declares.
    init<Option: CommandOption>(
        name: String, usage: String, summary: String, details: String, options: Option.Type,
        run: @escaping @Sendable (Session, Arguments<Option>) async throws -> Int32
    ) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.details = details
        self.options = Option.allCases.map(\.rawValue)
        self.run = { session, words in try await run(session, try Arguments<Option>.parse(words, command: name)) }
    }
}

/// Every command of the tool, in the order `patterns help` lists them: the only place a
/// command is declared. Dispatch looks a command up by name and calls its `run`.
enum Commands {
    static let all: [Command] = [
        Command(
            name: "list", usage: "patterns list [--family F] [--json]",
            summary: "entries grouped by family: id and one-line intent",
            details: """
                An entry that has a drill ('patterns drill <id>') is marked [drill].
                Options:
                  --family F   only the family F ('patterns list' shows every family)
                  --json       a JSON array of {id, name, family, intent, aliases, tags, drill},
                               drill true when the entry has a drill
                """,
            options: ListOption.self, run: { try $0.list($1) }),
        Command(
            name: "explain", usage: "patterns explain <id> [--brief | --code] [--mermaid] [--json]",
            summary: "the whole entry: intent, problem, solution, trade-offs, questions",
            details: """
                <id> is an entry id, a name or an alias ('observer', 'Publish-Subscribe').
                On a terminal the class diagram is drawn as boxes and arrows; piped, it is
                shown as its Mermaid source. An entry that has a drill ends with it.
                Options:
                  --brief      one screen for the night before an interview: the intent,
                               when to use it, when not, its main trade-off, and the first
                               two of its interview questions with the start of each answer
                  --code       add the implementation's Swift source
                  --mermaid    show the class diagram as Mermaid source, even on a terminal
                  --json       the entry as a JSON object (with --code: its sources too)
                """,
            options: ExplainOption.self, run: { try $0.explain($1) }),
        Command(
            name: "run", usage: "patterns run <id>... [--trace [--mermaid]] | patterns run --all [--trace]",
            summary: "run examples and print their transcripts",
            details: """
                Every transcript is deterministic: the same run prints the same lines.
                Options:
                  --all        run every example, in catalogue order
                  --trace      add a sequence diagram of who called whom, from the run's
                               real trace: on a terminal drawn as text, one column per
                               participant, fitted to its width; piped, Mermaid source
                  --mermaid    the sequence diagram as Mermaid source, even on a terminal
                               (implies --trace)
                """,
            options: RunOption.self, run: { try await $0.runExamples($1) }),
        Command(
            name: "search", usage: "patterns search <words>...",
            summary: "ranked matches over names, aliases, intents, bodies and questions",
            details: """
                Type keywords or a whole question ('patterns search delegate vs notification',
                'patterns search "What is KVO?"'). Entries are ranked by relevance: a hit in
                an id, name or alias counts most (a query that names an entry word for word,
                like "strategy pattern" or "long method", ranks it first), then the intent,
                the interview questions, the rest. Question phrasing (how, what, vs, "design
                pattern", "most appropriate") is ignored; an entry missing a word ranks lower
                but is still shown; plurals, prefixes and near forms match (adaptation finds
                adapter); identifiers such as dispatch_once, @objc or as! stay whole; synonyms
                from Catalog/search/synonyms.md widen the query (block finds closure, TCA
                finds redux, constructor finds init).
                Under each entry: its interview question that best matches, if one does
                ('Q: …'), else the line that matched. The best 10 are shown.
                """,
            options: NoOption.self, run: { try $0.search($1) }),
        Command(
            name: "compare", usage: "patterns compare <id> <id>...",
            summary: "entries side by side: claims backed by tests, figures from the code",
            details: """
                Rows come from the entries' 'At a glance' tables (each claim names the test
                that proves it) and from the code: lines of source, messages sent in the
                example's run, the roles that took part, and the tests that need no view.
                """,
            options: NoOption.self, run: { try await $0.compare($1) }),
        Command(
            name: "quiz",
            usage: "patterns quiz [<id>|<tag>...] [--family F] [--count N] [--seed S] [--grade] [--progress PATH]",
            summary: "interview questions from the entries; grade yourself and it remembers",
            details: """
                Questions of the entries named (an id, a name or an alias) or tagged (a tag
                such as 'concurrency'), of one family, or of the whole catalogue. On a
                terminal it waits for Enter before each answer, then asks whether you knew
                it: y (knew it), n (did not), q (stop, with a summary). Each grade is saved at
                once in the progress file and schedules the question (a Leitner system: a
                known question comes back after 2, 4, 8 ... up to 128 days, a missed one the
                next day). Piped, it prints questions and answers and records nothing, unless
                --grade reads the grades from standard input, one line each.
                Options:
                  --family F       questions of one family only
                  --count N        how many questions (default 5)
                  --seed S         a number; printed at the start so a quiz can be repeated
                  --grade          grade from standard input even when it is not a terminal
                  --progress PATH  the progress file (default: $SWIFTPATTERNS_PROGRESS, else
                                   $XDG_DATA_HOME/swiftpatterns/progress.json, else
                                   ~/.local/share/swiftpatterns/progress.json)
                """,
            options: QuizOption.self, run: { try $0.quiz($1) }),
        Command(
            name: "review",
            usage: "patterns review [<id>|<tag>...] [--family F] [--count N] [--grade] [--progress PATH]",
            summary: "the questions due today, by your grades; or when the next ones are due",
            details: """
                Asks the questions whose day has come (the longest overdue first), and grades
                them as 'quiz' does. When nothing is due, it says when the next review is.
                Options:
                  --family F       questions of one family only
                  --count N        at most N questions (default: every one due)
                  --grade          grade from standard input even when it is not a terminal
                  --progress PATH  the progress file (as for 'quiz')
                """,
            options: ReviewOption.self, run: { try $0.review($1) }),
        Command(
            name: "study", usage: "patterns study [--family F] [--count N] [--json] [--progress PATH]",
            summary: "the entries interviews ask about most, with what you know of each",
            details: """
                The study path: entries ranked by how many of the project's real interview
                questions (Catalog/search/interview-questions.tsv, gathered from public lists)
                each one answers; ties go to the entry more lists ask about. Beside each: how
                many of its questions you know (from your grades in 'patterns quiz') and
                whether its drill is passed ('patterns drill check').
                Options:
                  --family F       entries of one family only
                  --count N        how many entries (default 20)
                  --json           the path as JSON
                  --progress PATH  the progress file (as for 'quiz')
                """,
            options: StudyOption.self, run: { try $0.study($1) }),
        Command(
            name: "progress", usage: "patterns progress [--json] [--progress PATH]",
            summary: "per family: questions known, learning, due and new; drills passed",
            details: """
                Known: graded 'knew it' and not due yet. Learning: missed the last time, not
                due yet. Due: its day has come ('patterns review' asks it). New: never graded.
                Drills passed: the drills whose 'patterns drill check' passed at least once.
                Options:
                  --json           the same figures as JSON
                  --progress PATH  the progress file (as for 'quiz')
                """,
            options: ProgressOption.self, run: { try $0.progress($1) }),
        Command(
            name: "drill",
            usage:
                "patterns drill <id> [--solution] [--output DIR] | patterns drill <id> --hint [--progress PATH] "
                + "| patterns drill check [DIR] [--progress PATH] | patterns drill --list",
            summary: "write an exercise: implement the pattern until its contract tests pass",
            details: """
                Writes a small Swift package into DIR (default ./drill-<id>), which must be new
                or empty (otherwise nothing is written, exit 64):
                  README.md                 the task, and the properties the tests check
                  Sources/Drill/            a skeleton of the types to write, a broken
                                            implementation to fix, or "before" code to
                                            refactor (its measure must improve, its
                                            characterization tests keep passing)
                  Tests/DrillTests/         the catalogue's contract checks, run on them
                  Sources/PatternContracts/ the checkers (the PatternContracts library)
                Then: cd drill-<id> && swift test. It fails until the code is right, and each
                failure names the property that does not hold yet ('a subscription cancelled
                during delivery does not hear that event, but …'). The package needs only the
                Swift toolchain: no network, no SwiftPatterns checkout.
                Options:
                  --list        the drillable ids, each with its task in one line
                  --solution    write the catalogue's implementation instead of the skeleton
                  --output DIR  the folder to write (default ./drill-<id>)
                  --hint        writes nothing: shows the drill's next hint, one more each
                                time (the progress file remembers how many you have seen)
                  --progress PATH  the progress file (as for 'quiz')
                'patterns drill check [DIR]' runs swift test in the drill package DIR (default
                the current folder), finds which drill it is from its Package.swift, and records
                in the progress file whether it passed ('patterns progress' counts the drills
                passed). Exit 0 when it passes, 1 when not.
                """,
            options: DrillOption.self, run: { try $0.drill($1) }),
        Command(
            name: "docs", usage: "patterns docs [--check] [--output DIR]",
            summary: "write docs/ from the entries, the code, the runs and the tests",
            details: """
                Run inside the SwiftPatterns package (it reads Tests/ for the test names);
                outside it, 'docs' exits with 66.
                Options:
                  --check      write nothing; exit 1 and name the files when docs/ is stale
                  --output DIR write to DIR instead of the package's docs/ (with a copy of
                               docs/benchmarks.md, which the pages link to)
                """,
            options: DocsOption.self, run: { try await $0.docs($1) }),
        Command(
            name: "site", usage: "patterns site [--output DIR]",
            summary: "write the website: every entry, family, tag, question, the map",
            details: """
                Writes a static site (HTML and CSS, no framework, nothing from the network:
                open index.html from disk) from the same entries, runs, sources and tests as
                'docs': a page per entry (with its class diagram, the sequence diagram of its
                run, its code, tests and drill; every other entry it names is a link), a page
                per family (printable on one page), per tag, an A-Z index, every interview
                question, the study path, a map of how the entries relate, search and quiz.
                Run it inside the SwiftPatterns package; outside it, 'site' exits with 66.
                Options:
                  --output DIR write to DIR instead of the package's site/
                """,
            options: SiteOption.self, run: { try await $0.site($1) }),
        Command(
            name: "bench", usage: "patterns bench [--quick] [--filter WORDS] [--json] [--write]",
            summary: "what each mechanism costs, measured side by side with a direct call",
            details: """
                Times the catalogue's own implementations (the observer's publisher, the
                key-value observing, a notification, target-action, a multiton lookup...) and
                the language's mechanisms (an existential, a generic, a closure, an actor hop,
                a Mutex), in nanoseconds per operation and as a ratio to a direct call timed in
                the same run: each sample is paired with a sample of the direct call taken just
                before it, the samples are taken in rounds, one of every mechanism per round,
                and each ratio is divided by the direct call's own (its calibration, ideally
                1). Time is the process's CPU time, so other processes on a busy machine
                slow the run down but hardly change the figures. Build it in release for
                figures that mean something:
                  swift run -c release patterns bench
                Progress goes to standard error; the table or the JSON to standard output.
                Options:
                  --quick         fewer, shorter samples: about a quarter of the time
                  --filter WORDS  only the mechanisms whose id, name or entry contains one of
                                  WORDS ('--filter "notification delegate"'); the direct
                                  call is always measured
                  --json          an object with the conditions and the calibration and, per
                                  mechanism, medianNs, minNs, maxNs, ratio and pairedRatio
                                  (the ratio before calibration)
                  --write         also write docs/benchmarks.md (every mechanism; refused in a
                                  debug build); the entries' pages link to its rows
                """,
            options: BenchOption.self, run: { try await $0.bench($1) }),
        Command(
            name: "help", usage: "patterns help [command]",
            summary: "this overview, or one command's help",
            details: "", options: NoOption.self, run: { try $0.help($1.positionals) }),
    ]

    /// The command called `name`, if any.
    static func named(_ name: String) -> Command? {
        all.first { $0.name == name }
    }
}

// The options of each command, in the order its errors list them.

enum ListOption: String, CommandOption {
    case json = "--json"
    case family = "--family"
    var takesValue: Bool { self == .family }
}

enum ExplainOption: String, CommandOption {
    case code = "--code"
    case json = "--json"
    case mermaid = "--mermaid"
    case brief = "--brief"
    var takesValue: Bool { false }
}

enum RunOption: String, CommandOption {
    case all = "--all"
    case trace = "--trace"
    case mermaid = "--mermaid"
    var takesValue: Bool { false }
}

enum QuizOption: String, CommandOption {
    case family = "--family"
    case count = "--count"
    case seed = "--seed"
    case grade = "--grade"
    case progress = "--progress"
    var takesValue: Bool { self != .grade }
}

enum ReviewOption: String, CommandOption {
    case family = "--family"
    case count = "--count"
    case grade = "--grade"
    case progress = "--progress"
    var takesValue: Bool { self != .grade }
}

enum StudyOption: String, CommandOption {
    case family = "--family"
    case count = "--count"
    case json = "--json"
    case progress = "--progress"
    var takesValue: Bool { self != .json }
}

enum ProgressOption: String, CommandOption {
    case json = "--json"
    case progress = "--progress"
    var takesValue: Bool { self == .progress }
}

enum DrillOption: String, CommandOption {
    case list = "--list"
    case solution = "--solution"
    case output = "--output"
    case hint = "--hint"
    case progress = "--progress"
    var takesValue: Bool { self == .output || self == .progress }
}

enum DocsOption: String, CommandOption {
    case check = "--check"
    case output = "--output"
    var takesValue: Bool { self == .output }
}

enum SiteOption: String, CommandOption {
    case output = "--output"
    var takesValue: Bool { true }
}

enum BenchOption: String, CommandOption {
    case quick = "--quick"
    case json = "--json"
    case write = "--write"
    case filter = "--filter"
    var takesValue: Bool { self == .filter }
}
