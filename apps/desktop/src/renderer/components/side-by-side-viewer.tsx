import type { ConvertedFile } from '@rewright/converter';
import { convertedLines, originalLines, worstSeverity, type ViewerLine } from './viewer-lines';

/**
 * The original and the converted file side by side: lines with a diagnostic are highlighted on
 * the original (by severity, the diagnostic listed under the line), TODO lines the engine left on
 * the converted side; every diagnostic is also listed with a link to its line. With no
 * conversion result yet, the original alone.
 */
export function SideBySideViewer({
  original,
  converted,
}: {
  original: { path: string; source: string };
  converted?: ConvertedFile | undefined;
}) {
  const diagnostics = [...(converted?.diagnostics ?? [])].sort(
    (a, b) => a.line - b.line || a.column - b.column,
  );
  const lineCount = originalLines(original.source).length;
  return (
    <>
      <div className={converted ? 'viewer viewer-split' : 'viewer'}>
        <CodePane
          title={original.path}
          label="Original"
          idPrefix="original-line"
          lines={originalLines(original.source, converted)}
        />
        {converted && (
          <CodePane
            title={converted.outputPath}
            label="Converted"
            idPrefix="converted-line"
            lines={convertedLines(converted)}
            empty={converted.code === undefined ? 'This file could not be converted.' : undefined}
          />
        )}
      </div>
      {converted && (
        <section className="diagnostics" aria-labelledby="diagnostics-title">
          <h2 id="diagnostics-title">Diagnostics ({diagnostics.length})</h2>
          {diagnostics.length === 0 ? (
            <p className="hint">None: the conversion reported nothing on this file.</p>
          ) : (
            <ul aria-labelledby="diagnostics-title">
              {diagnostics.map((diagnostic, index) => (
                <li key={index} className={`diagnostic-item diagnostic-${diagnostic.severity}`}>
                  {diagnostic.line <= lineCount ? (
                    <button
                      type="button"
                      className="link"
                      onClick={() => showLine(`original-line-${diagnostic.line}`)}
                    >
                      Line {diagnostic.line}
                    </button>
                  ) : (
                    <span>Line {diagnostic.line}</span>
                  )}{' '}
                  <span className="severity">{diagnostic.severity}</span> {diagnostic.rule}:{' '}
                  {diagnostic.message}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

/** Scrolls a line into view and moves focus to it, so a screen reader reads it next. */
function showLine(id: string) {
  const line = document.getElementById(id);
  line?.scrollIntoView({ block: 'center' });
  line?.focus();
}

function lineClass(line: ViewerLine): string {
  if (line.isTodo) return 'line line-todo';
  const severity = worstSeverity(line.diagnostics);
  return severity ? `line line-flag line-${severity}` : 'line';
}

function CodePane({
  title,
  label,
  idPrefix,
  lines,
  empty,
}: {
  title: string;
  label: string;
  idPrefix: string;
  lines: ViewerLine[];
  empty?: string | undefined;
}) {
  return (
    // Focusable: the pane scrolls, and the keyboard must be able to scroll it.
    <figure className="code-pane" aria-label={`${label}: ${title}`} tabIndex={0}>
      <figcaption>
        {label}: <code>{title}</code>
      </figcaption>
      {empty ? (
        <p>{empty}</p>
      ) : (
        <ol className="code">
          {lines.map((line) => (
            <li
              key={line.number}
              id={`${idPrefix}-${line.number}`}
              tabIndex={-1}
              className={lineClass(line)}
            >
              <span className="line-number" aria-hidden="true">
                {line.number}
              </span>
              <code>{line.text || ' '}</code>
              {line.diagnostics.map((diagnostic, index) => (
                <span key={index} className={`diagnostic diagnostic-${diagnostic.severity}`}>
                  {diagnostic.severity} {diagnostic.rule}: {diagnostic.message}
                </span>
              ))}
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
