import type { ConvertedFile } from '@rewright/converter';
import { convertedLines, originalLines, type ViewerLine } from './viewer-lines';

/**
 * The original and the converted file side by side: lines with a diagnostic are marked on the
 * original (the diagnostic below them), TODO lines the engine left on the converted side. With no
 * conversion result yet, the original alone.
 */
export function SideBySideViewer({
  original,
  converted,
}: {
  original: { path: string; source: string };
  converted?: ConvertedFile;
}) {
  return (
    <div className={converted ? 'viewer viewer-split' : 'viewer'}>
      <CodePane
        title={original.path}
        label="Original"
        lines={originalLines(original.source, converted)}
      />
      {converted && (
        <CodePane
          title={converted.outputPath}
          label="Converted"
          lines={convertedLines(converted)}
          empty={converted.code === undefined ? 'This file could not be converted.' : undefined}
        />
      )}
    </div>
  );
}

function CodePane({
  title,
  label,
  lines,
  empty,
}: {
  title: string;
  label: string;
  lines: ViewerLine[];
  empty?: string | undefined;
}) {
  return (
    <figure className="code-pane" aria-label={`${label}: ${title}`}>
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
              className={
                line.isTodo ? 'line line-todo' : line.diagnostics.length ? 'line line-flag' : 'line'
              }
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
