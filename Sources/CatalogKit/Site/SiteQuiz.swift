// STUB until site-c's quiz lands: the lead takes site-c's file at the merge.

/// The quiz in the browser: its questions, its script and its markup.
package enum SiteQuiz {
    /// The content of `assets/quiz-data.js`.
    package static func dataScript(catalog: Catalog) -> String {
        "window.PATTERNS_QUIZ = [];\n"
    }

    /// The content of `assets/quiz.js`.
    package static let script = ""

    /// The quiz's markup.
    package static let body = """
        <section id="quiz"><noscript><p>The quiz needs JavaScript; \
        'swift run patterns quiz' asks the same questions on the command line.</p></noscript></section>
        """
}
