import { useState, type FormEvent } from 'react';
import type { DesktopApi, VerifyView } from '../../shared/bridge';
import { messageOf } from '../bridge-client';
import { plural } from './plural';

/**
 * Verify the converted suite: type-check and list its tests; with a base URL, run them there.
 * Results per file, then per test.
 */
export function VerifyPanel({ api, out }: { api: DesktopApi; out: string }) {
  const [baseUrl, setBaseUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<VerifyView>();
  const [error, setError] = useState<string>();

  async function verify(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setReport(undefined);
    try {
      setReport(await api.verify(out, baseUrl.trim() || undefined));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="verify" aria-label="Verify">
      <form onSubmit={(event) => void verify(event)} className="picker-form">
        <label>
          Base URL (optional, to run the tests)
          <input
            type="url"
            value={baseUrl}
            placeholder="http://localhost:4200"
            onChange={(event) => setBaseUrl(event.target.value)}
          />
        </label>
        <button type="submit" disabled={busy}>
          {baseUrl.trim() ? 'Verify and run' : 'Verify'}
        </button>
      </form>
      {busy && <p role="status">Verifying {out}…</p>}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {report && <VerifyResults report={report} />}
    </section>
  );
}

function VerifyResults({ report }: { report: VerifyView }) {
  return (
    <div className="verify-results">
      <p className={report.ok ? 'ok' : 'error'}>
        {report.ok ? 'Verified' : 'Problems found'}: {plural(report.files.length, 'file')},{' '}
        {plural(report.tests.length, 'test')}
        {report.run &&
          ` — run against ${report.run.baseUrl}: ${report.run.passed} passed, ${report.run.failed} failed, ${report.run.skipped} skipped`}
        .
      </p>
      <table aria-label="Verified files">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Type errors</th>
            <th scope="col">Tests</th>
            <th scope="col">Load errors</th>
          </tr>
        </thead>
        <tbody>
          {report.files.map((file) => (
            <tr key={file.path}>
              <td>{file.path}</td>
              <td className="number">{file.typeErrors}</td>
              <td className="number">{file.tests}</td>
              <td>{file.loadErrors.join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="verify-tests" aria-label="Tests">
        {report.tests.map((test) => (
          <li key={`${test.file}:${test.line}:${test.title}`}>
            {test.file}:{test.line} {test.title}
            {test.status ? ` — ${test.status}` : ''}
            {test.error ? `: ${test.error}` : ''}
          </li>
        ))}
      </ul>
      {report.otherErrors.length > 0 && (
        <ul className="error">
          {report.otherErrors.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
