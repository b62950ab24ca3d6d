import type { ProjectScanView } from '../../shared/bridge';

import { plural } from './plural';

/** The scanned project: totals and cost, then each file with its kind and test cases. */
export function FileTree({
  scan,
  selected,
  onSelect,
}: {
  scan: ProjectScanView;
  selected: string | undefined;
  onSelect: (path: string) => void;
}) {
  return (
    <section className="files" aria-label="Files">
      <p className="summary">
        {plural(scan.files.length, 'file')}, {plural(scan.testCases, 'test case')}. Converting it
        costs <strong>{plural(scan.credits, 'credit')}</strong> (one per test case converted without
        a TODO inside it
        {scan.freeTestCases > 0
          ? `; ${plural(scan.freeTestCases, 'test case')} with a TODO left inside ${scan.freeTestCases === 1 ? 'is' : 'are'} free`
          : ''}
        ).
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Kind</th>
            <th scope="col">Test cases</th>
            <th scope="col">Credits</th>
          </tr>
        </thead>
        <tbody>
          {scan.files.map((file) => (
            <tr key={file.path} className={file.path === selected ? 'row-selected' : undefined}>
              <td>
                <button type="button" className="link" onClick={() => onSelect(file.path)}>
                  {file.path}
                </button>
              </td>
              <td>{file.kindLabel}</td>
              <td className="number">{file.testCases}</td>
              <td className="number">{file.credits}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {scan.unread.length > 0 && (
        <div role="alert" className="error">
          <p>Not read:</p>
          <ul>
            {scan.unread.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
