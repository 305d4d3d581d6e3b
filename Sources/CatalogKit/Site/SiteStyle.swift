/// The site's stylesheet (`assets/site.css`): light and dark by `prefers-color-scheme`, one
/// column on a phone and the family's entries beside the content from 900 px, and a print
/// style that makes a family page a one-page summary.
package enum SiteStyle {
    package static let css = #"""
        :root {
          --bg: #ffffff; --fg: #1d1d1f; --muted: #5f6368; --accent: #0a58ca; --accent-visited: #6f42c1;
          --surface: #f5f6f8; --border: #d5d8dc; --code-bg: #f0f2f4;
          --diagram-ink: #1d1d1f; --diagram-paper: #ffffff; --diagram-box: #f5f6f8; --diagram-note: #fff8c5;
          color-scheme: light dark;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #16181c; --fg: #e8eaed; --muted: #a0a6ad; --accent: #8ab4f8; --accent-visited: #c58af9;
            --surface: #1f2227; --border: #3a3f47; --code-bg: #23272e;
            --diagram-ink: #e8eaed; --diagram-paper: #16181c; --diagram-box: #1f2227; --diagram-note: #3d3000;
          }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body {
          margin: 0; background: var(--bg); color: var(--fg);
          font: 16px/1.55 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
        }
        a { color: var(--accent); }
        a:visited { color: var(--accent-visited); }
        code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
        :not(pre) > code { overflow-wrap: anywhere; }
        code { font-size: 0.9em; background: var(--code-bg); padding: 0.05em 0.3em; border-radius: 4px; }
        pre { background: var(--code-bg); padding: 0.8em 1em; overflow-x: auto; border-radius: 6px; line-height: 1.4; }
        pre code { background: none; padding: 0; font-size: 0.85em; }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 1em; top: 1em; background: var(--bg); padding: 0.5em; z-index: 2; }
        .visually-hidden {
          position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
        }
        .site-header {
          display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em 1.2em; padding: 0.7em 1em;
          border-bottom: 1px solid var(--border); background: var(--surface);
        }
        .site-name { font-weight: 700; font-size: 1.15em; text-decoration: none; color: var(--fg); }
        .site-name:visited { color: var(--fg); }
        .site-links a { margin-right: 0.8em; }
        .search { display: flex; gap: 0.4em; flex: 1 1 14em; max-width: 28em; margin-left: auto; }
        .search input {
          flex: 1; min-width: 0; font: inherit; padding: 0.3em 0.6em; border: 1px solid var(--border);
          border-radius: 6px; background: var(--bg); color: var(--fg);
        }
        .search button {
          font: inherit; padding: 0.3em 0.8em; border: 1px solid var(--border); border-radius: 6px;
          background: var(--bg); color: var(--fg);
        }
        .page { max-width: 76em; margin: 0 auto; padding: 1em; }
        main { min-width: 0; }
        @media (min-width: 900px) {
          .page.with-aside { display: grid; grid-template-columns: minmax(0, 1fr) 15em; gap: 2.5em; }
          .family-nav { position: sticky; top: 1em; align-self: start; max-height: calc(100vh - 2em); overflow-y: auto; }
        }
        .family-nav { border-top: 1px solid var(--border); padding-top: 0.5em; font-size: 0.92em; }
        .family-nav h2 { font-size: 1em; margin: 0.3em 0; }
        .family-nav ol { list-style: none; padding: 0; margin: 0; }
        .family-nav li { padding: 0.15em 0; }
        .family-nav [aria-current="page"] { font-weight: 700; color: var(--fg); text-decoration: none; }
        h1 { font-size: 2em; line-height: 1.2; margin: 0.3em 0 0.4em; }
        h2 { margin-top: 1.8em; border-bottom: 1px solid var(--border); padding-bottom: 0.2em; }
        h3 { margin-top: 1.4em; }
        .lead { font-size: 1.12em; }
        .summary, .family-name, .asked, .breadcrumbs { color: var(--muted); }
        .breadcrumbs { font-size: 0.9em; }
        .facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.3em 1em; margin: 1em 0; }
        .facts dt { font-weight: 600; color: var(--muted); }
        .facts dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
        @media (max-width: 600px) { .facts { grid-template-columns: 1fr; } .facts dd { margin-bottom: 0.4em; } }
        .tags a, .tag-cloud a { white-space: nowrap; }
        .tag-cloud { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.3em 1em; }
        .toc { background: var(--surface); border: 1px solid var(--border); border-radius: 6px; padding: 0.5em 1em; }
        .toc ol { margin: 0; padding-left: 1.2em; columns: 2 14em; }
        .table { overflow-x: auto; }
        table { border-collapse: collapse; margin: 1em 0; }
        th, td { border: 1px solid var(--border); padding: 0.35em 0.6em; text-align: left; vertical-align: top; }
        th { background: var(--surface); }
        blockquote { margin: 1em 0; padding: 0 1em; border-left: 3px solid var(--border); color: var(--muted); }
        figure.diagram { margin: 1.2em 0; overflow-x: auto; color: var(--diagram-ink); }
        figure.diagram svg { max-width: 100%; height: auto; }
        .sequence-steps { display: flex; gap: 0.5em; align-items: center; margin-top: 0.4em; font-size: 0.9em; }
        .sequence-steps button { font: inherit; padding: 0.2em 0.7em; border: 1px solid var(--border);
          border-radius: 6px; background: var(--bg); color: var(--fg); }
        figure.sequence-diagram g.current { font-weight: 700; color: var(--accent); }
        figcaption { color: var(--muted); font-size: 0.9em; }
        details.source { margin: 0.6em 0; }
        details.source summary { cursor: pointer; }
        .entry-list, .related, .study-path, .questions { padding-left: 1.3em; }
        .entry-list li, .related li, .study-path li { margin: 0.3em 0; }
        .entry-list .intent::before, .related .intent::before, .study-path .intent::before { content: "— "; }
        .entry-cards { list-style: none; padding: 0; }
        .entry-card h2 { font-size: 1.15em; border: none; margin: 1em 0 0.2em; }
        .entry-card p { margin: 0.2em 0; }
        .map > li { margin: 0.6em 0; }
        .map ul { list-style: none; padding-left: 1em; margin: 0.2em 0; font-size: 0.95em; }
        .map .apis { color: var(--muted); }
        .letters { display: flex; flex-wrap: wrap; gap: 0.3em 0.8em; }
        .prev-next {
          display: flex; justify-content: space-between; gap: 1em; margin: 2em 0 1em; padding-top: 1em;
          border-top: 1px solid var(--border);
        }
        .prev-next a[rel="next"] { margin-left: auto; text-align: right; }
        .site-footer { border-top: 1px solid var(--border); color: var(--muted); font-size: 0.9em; padding: 0.5em 1em; }
        #search-results li { margin: 0.4em 0; }
        @media print {
          .site-header, .site-footer, .family-nav, .prev-next, .search, .skip, .toc, .breadcrumbs, .letters { display: none; }
          body { font-size: 8pt; line-height: 1.2; background: #fff; color: #000; }
          a, a:visited { color: #000; text-decoration: none; }
          .page { padding: 0; max-width: none; }
          h1 { font-size: 15pt; margin: 0 0 3pt; }
          .family-page .summary { margin: 0 0 6pt; }
          .family-page .entry-cards { columns: 2; column-gap: 14pt; margin: 0; }
          .entry-card { break-inside: avoid; margin: 0 0 3pt; }
          .entry-card h2 { font-size: 10pt; margin: 0; }
          .entry-card p { margin: 0; }
          details.source > pre { display: block; }
          pre { white-space: pre-wrap; }
          @page { margin: 10mm; }
        }
        """#
}
