import type { ConvertedFile, Diagnostic, GeneratedFile, ProjectResult } from '@rewright/converter';
import type { AiRunReport } from './ai/resolve-todos';
import { exitCodeFor, generatedConfigDiagnostics, plural } from './report-figures';

export interface HtmlReportInput {
  result: ProjectResult;
  /** Original sources by their project path, to show beside the output. */
  sources: ReadonlyMap<string, string>;
  /** Source and output folders as the user named them. */
  src: string;
  out: string;
  dryRun: boolean;
  /** The AI pass: off and why, or what was sent for each TODO and what became of it. */
  ai?: AiRunReport;
}

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const TODO_MARKER = 'TODO(rewright)';

function countTodos(code: string | undefined): number {
  return code === undefined ? 0 : code.split(TODO_MARKER).length - 1;
}

const CONFIG_STATUS = 'became the generated config';

function fileStatus(file: { code?: string; role?: string }): string {
  if (file.code === undefined)
    return file.role === 'config' ? 'became the generated config' : 'not converted';
  const todos = countTodos(file.code);
  return todos === 0 ? 'converted' : `converted, ${plural(todos, 'TODO')}`;
}

/** Anchor of one line of one side of one section: `f3-original-L12`. */
function lineId(section: string, side: 'original' | 'converted', line: number): string {
  return `${section}-${side}-L${line}`;
}

/** Code as numbered lines; each line is a link target, and lines with a diagnostic are marked. */
function renderCode(
  code: string,
  section: string,
  side: 'original' | 'converted',
  flagged: ReadonlySet<number>,
): string {
  const lines = code.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines
    .map((text, index) => {
      const line = index + 1;
      const mark = flagged.has(line) ? ' flagged' : '';
      return `<span class="line${mark}" id="${lineId(section, side, line)}"><span class="ln" aria-hidden="true">${line}</span>${escapeHtml(text)}</span>`;
    })
    .join('');
}

function renderDiagnostic(
  diagnostic: Diagnostic,
  section: string,
  original: string | undefined,
  originalPath: string | undefined,
): string {
  const where = `line ${diagnostic.line}, column ${diagnostic.column}`;
  const linkable = original !== undefined && diagnostic.path === originalPath;
  const location = linkable
    ? `<a href="#${lineId(section, 'original', diagnostic.line)}">${escapeHtml(diagnostic.path)}:${diagnostic.line}:${diagnostic.column}</a>`
    : `<span>${escapeHtml(diagnostic.path)}:${diagnostic.line}:${diagnostic.column}</span>`;
  return `<li class="diagnostic ${diagnostic.severity}">${location} <span class="severity">${diagnostic.severity}</span> <code class="rule">${escapeHtml(diagnostic.rule)}</code> <span class="message">${escapeHtml(diagnostic.message)}</span><span class="visually-hidden"> (${where})</span></li>`;
}

interface Section {
  id: string;
  title: string;
  originalPath?: string;
  original?: string;
  outputPath: string;
  converted?: string;
  status: string;
  testCount?: number;
  diagnostics: Diagnostic[];
}

function fileSection(
  file: ConvertedFile,
  index: number,
  sources: ReadonlyMap<string, string>,
): Section {
  return {
    id: `f${index}`,
    title: file.sourcePath,
    originalPath: file.sourcePath,
    original: sources.get(file.sourcePath),
    outputPath: file.outputPath,
    converted: file.code,
    status: fileStatus(file),
    testCount: file.testCount,
    diagnostics: file.diagnostics,
  };
}

function configSection(result: ProjectResult, sources: ReadonlyMap<string, string>): Section {
  const config = result.playwrightConfig;
  const from = result.files.find((file) => file.role === 'config')?.sourcePath;
  return {
    id: 'config',
    title: `${config.outputPath} (generated)`,
    originalPath: from,
    original: from === undefined ? undefined : sources.get(from),
    outputPath: config.outputPath,
    converted: config.code,
    status: fileStatus(config),
    // Those the engine also put on the Protractor config are listed there, by their line.
    diagnostics: generatedConfigDiagnostics(result),
  };
}

function supportSection(file: GeneratedFile, index: number): Section {
  return {
    id: `support${index}`,
    title: `${file.outputPath} (generated)`,
    outputPath: file.outputPath,
    converted: file.code,
    status: 'generated support module',
    diagnostics: [],
  };
}

function renderSection(section: Section): string {
  const flagged = new Set(
    section.diagnostics.filter((d) => d.path === section.originalPath).map((d) => d.line),
  );
  const diagnostics =
    section.diagnostics.length === 0
      ? '<p class="none">No diagnostics.</p>'
      : `<ul class="diagnostics">${section.diagnostics
          .toSorted((a, b) => a.line - b.line || a.column - b.column)
          .map((d) => renderDiagnostic(d, section.id, section.original, section.originalPath))
          .join('')}</ul>`;
  const originalPane =
    section.original === undefined
      ? section.originalPath === undefined
        ? '<p class="none">No original: rewright generated this file.</p>'
        : '<p class="none">Not read (see the diagnostics).</p>'
      : `<pre tabindex="0" role="region" aria-labelledby="${section.id}-original-caption"><code>${renderCode(section.original, section.id, 'original', flagged)}</code></pre>`;
  const convertedPane =
    section.converted === undefined
      ? section.status === CONFIG_STATUS
        ? '<p class="none">Converted into the <a href="#config">generated Playwright config</a>.</p>'
        : '<p class="none">Not written: the file could not be converted (see the diagnostics).</p>'
      : `<pre tabindex="0" role="region" aria-labelledby="${section.id}-converted-caption"><code>${renderCode(section.converted, section.id, 'converted', new Set())}</code></pre>`;
  const tests =
    section.testCount === undefined ? '' : ` · ${plural(section.testCount, 'test case')}`;
  return `<section class="file" id="${section.id}" aria-labelledby="${section.id}-heading">
<h2 id="${section.id}-heading">${escapeHtml(section.title)}</h2>
<p class="meta"><span class="status">${section.status}</span>${tests} · output <code>${escapeHtml(section.outputPath)}</code></p>
<h3>Diagnostics (${section.diagnostics.length})</h3>
${diagnostics}
<div class="panes">
<figure><figcaption id="${section.id}-original-caption">Original${section.originalPath === undefined ? '' : `: ${escapeHtml(section.originalPath)}`}</figcaption>${originalPane}</figure>
<figure><figcaption id="${section.id}-converted-caption">Converted: ${escapeHtml(section.outputPath)}</figcaption>${convertedPane}</figure>
</div>
<p><a href="#files">Back to the file list</a></p>
</section>`;
}

function renderSummary(input: HtmlReportInput): string {
  const { report } = input.result;
  const rows: [string, number][] = [
    ['Files', report.files],
    ['Test cases', report.testCases],
    ['Converted', report.converted],
    ['TODOs', report.todos],
    ['Errors', report.errors],
  ];
  const verdict =
    exitCodeFor(input.result) === 0
      ? 'Every file converted.'
      : 'Some files need attention: see the TODOs and errors below.';
  return `<section aria-labelledby="summary-heading">
<h2 id="summary-heading">Summary</h2>
<p>${escapeHtml(input.src)} → ${escapeHtml(input.out)}${input.dryRun ? ' (dry run: nothing was written)' : ''}. ${verdict}</p>
<table class="summary"><tbody>${rows.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`).join('')}</tbody></table>
</section>`;
}

/**
 * What the AI provider was sent, TODO by TODO, word for word — the FAQ's promise made checkable —
 * or, when it was off, that the conversion is deterministic only.
 */
function renderAiSection(ai: AiRunReport): string {
  const head = `<section aria-labelledby="ai-heading">
<h2 id="ai-heading">AI provider</h2>`;
  if (!ai.enabled) return `${head}\n<p>Off: ${escapeHtml(ai.reason ?? '')}.</p>\n</section>`;
  const replaced = ai.todos.filter((todo) => todo.outcome === 'replaced').length;
  const items = ai.todos
    .map(
      (
        todo,
      ) => `<li><p><code>${escapeHtml(todo.outputPath)}:${todo.line}</code> ${escapeHtml(todo.rule)} — ${
        todo.outcome === 'replaced'
          ? 'replaced by the answer below'
          : `kept as a TODO: ${escapeHtml(todo.reason ?? '')}`
      } (${plural(todo.attempts, 'request')})</p>
<details><summary>Sent</summary><pre>${escapeHtml(todo.sent ?? '(nothing)')}</pre></details>${
        todo.code === undefined ? '' : `\n<pre>${escapeHtml(todo.code)}</pre>`
      }</li>`,
    )
    .join('\n');
  return `${head}
<p>${escapeHtml(ai.provider ?? '')} was asked about ${plural(ai.todos.length, 'TODO')}; ${replaced} replaced. Only what is listed here was sent, with this instruction:</p>
<pre>${escapeHtml(ai.instruction ?? '')}</pre>
<p>${escapeHtml(ai.liveApp)}</p>
<ol class="ai">${items}</ol>
</section>`;
}

function renderFileList(sections: readonly Section[]): string {
  const rows = sections
    .map(
      (s) =>
        `<tr><th scope="row"><a href="#${s.id}">${escapeHtml(s.title)}</a></th><td><code>${escapeHtml(s.outputPath)}</code></td><td>${s.status}</td><td>${s.diagnostics.length}</td></tr>`,
    )
    .join('');
  return `<nav id="files" aria-labelledby="files-heading">
<h2 id="files-heading">Files</h2>
<table class="files"><thead><tr><th scope="col">Original</th><th scope="col">Output</th><th scope="col">Status</th><th scope="col">Diagnostics</th></tr></thead><tbody>${rows}</tbody></table>
</nav>`;
}

/**
 * A self-contained HTML page (no script, no external asset, so it opens from a CI artifact or an
 * e-mail attachment): the summary, a file list, then per file its diagnostics — each linked to the
 * original line — and the original and converted code side by side.
 */
export function renderHtmlReport(input: HtmlReportInput): string {
  const sections = [
    ...input.result.files.map((file, index) => fileSection(file, index, input.sources)),
    ...input.result.supportFiles.map(supportSection),
    configSection(input.result, input.sources),
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rewright conversion report: ${escapeHtml(input.src)}</title>
<style>${STYLES}</style>
</head>
<body>
<a class="skip" href="#files">Skip to the file list</a>
<header><h1>Rewright conversion report</h1></header>
<main>
${renderSummary(input)}
${input.ai ? renderAiSection(input.ai) : ''}
${renderFileList(sections)}
${sections.map(renderSection).join('\n')}
</main>
</body>
</html>
`;
}

// Colours keep at least 4.5:1 contrast in both schemes; severity is always spelled out, never colour only.
const STYLES = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1b1f24; --muted: #57606a; --line: #d0d7de; --code-bg: #f6f8fa; --flag: #fff8c5; --target: #ddf4ff; --error: #a40e26; --warning: #7d4e00; --info: #0550ae; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #30363d; --code-bg: #161b22; --flag: #3b2e00; --target: #0c2d6b; --error: #ff8182; --warning: #e3b341; --info: #79c0ff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
header, main { max-width: 1400px; margin: 0 auto; padding: 0 1rem; }
a { color: var(--info); }
a:focus-visible, pre:focus-visible { outline: 3px solid var(--info); outline-offset: 2px; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: .5rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: .25rem .75rem .25rem 0; border-bottom: 1px solid var(--line); }
.summary td { text-align: right; font-variant-numeric: tabular-nums; }
.file { border-top: 2px solid var(--line); margin-top: 2rem; }
.meta, .none { color: var(--muted); }
.diagnostics { padding-left: 1.25rem; }
.diagnostic .severity { font-weight: 600; }
.diagnostic.error .severity { color: var(--error); }
.diagnostic.warning .severity { color: var(--warning); }
.diagnostic.info .severity { color: var(--info); }
.panes { display: grid; grid-template-columns: 1fr; gap: 1rem; }
@media (min-width: 1000px) { .panes { grid-template-columns: 1fr 1fr; } }
figure { margin: 0; min-width: 0; }
figcaption { font-weight: 600; margin-bottom: .25rem; }
pre { margin: 0; overflow: auto; max-height: 80vh; background: var(--code-bg); border: 1px solid var(--line); border-radius: 6px; padding: .5rem 0; font: 13px/1.45 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
.line { display: block; padding-right: 1rem; white-space: pre; }
.line.flagged { background: var(--flag); box-shadow: inset 3px 0 var(--warning); }
.line:target { background: var(--target); }
.ln { display: inline-block; width: 4ch; margin-right: 1ch; text-align: right; color: var(--muted); user-select: none; }
`;
