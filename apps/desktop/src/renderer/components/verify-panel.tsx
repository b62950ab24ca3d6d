import { useEffect, useState, type FormEvent } from 'react';
import type {
  ComparedTestView,
  ComparisonView,
  DesktopApi,
  LegacyRunnerView,
  VerifyView,
} from '../../shared/bridge';
import { messageOf } from '../bridge-client';
import { plural } from './plural';

const AGREEMENT_LABELS: Record<ComparedTestView['agreement'], string> = {
  'both-pass': 'Agree: both pass',
  'both-fail': 'Agree: both fail',
  regression: 'Disagree: the original passes, the converted test fails',
  'converted-passes': 'Disagree: the original fails, the converted test passes',
  'only-original': 'Disagree: no converted test of this title',
  'only-converted': 'Disagree: no original test of this title',
  skipped: 'Skipped',
};

/**
 * Verify the converted suite: type-check and list its tests; with a base URL, run them there and
 * show each test's result. Where the project's own legacy runner is installed, "Compare with the
 * original suite" runs the original too, against the same base URL, and shows per test whether
 * the two agree.
 */
export function VerifyPanel({ api, root, out }: { api: DesktopApi; root: string; out: string }) {
  const [baseUrl, setBaseUrl] = useState('');
  const [compare, setCompare] = useState(false);
  const [runner, setRunner] = useState<LegacyRunnerView>();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<VerifyView>();
  const [comparison, setComparison] = useState<ComparisonView>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    api
      .legacyRunner(root)
      .then(setRunner, (failure: unknown) =>
        setRunner({ installed: false, reason: messageOf(failure) }),
      );
  }, [api, root]);

  const comparing = compare && runner?.installed === true && baseUrl.trim() !== '';

  async function verify(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setReport(undefined);
    setComparison(undefined);
    try {
      if (comparing) {
        const compared = await api.compare(root, out, baseUrl.trim());
        setComparison(compared);
        setReport(compared.verify);
      } else {
        setReport(await api.verify(out, baseUrl.trim() || undefined));
      }
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="verify" aria-label="Verify">
      <form onSubmit={(event) => void verify(event)} className="verify-form">
        <div className="picker-form">
          <label htmlFor="verify-base-url">Base URL (optional, to run the tests)</label>
          <input
            id="verify-base-url"
            type="url"
            value={baseUrl}
            placeholder="http://localhost:4200"
            onChange={(event) => setBaseUrl(event.target.value)}
          />
          <button type="submit" disabled={busy}>
            {comparing ? 'Verify, run and compare' : baseUrl.trim() ? 'Verify and run' : 'Verify'}
          </button>
        </div>
        {runner?.installed ? (
          <div className="compare-option">
            <input
              id="verify-compare"
              type="checkbox"
              checked={compare}
              aria-describedby="verify-compare-hint"
              onChange={(event) => setCompare(event.target.checked)}
            />
            <label htmlFor="verify-compare">Compare with the original suite</label>{' '}
            <span id="verify-compare-hint" className="hint">
              ({runner.label}; runs both against the base URL and shows, per test, whether they
              agree{baseUrl.trim() ? '' : ' — needs a base URL'})
            </span>
          </div>
        ) : (
          runner?.reason && (
            <p className="hint compare-unavailable">
              Comparing with the original suite is not available: {runner.reason}
            </p>
          )
        )}
      </form>
      {busy && (
        <p role="status">
          {comparing ? 'Verifying and comparing' : 'Verifying'} {out}…
        </p>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {report && <VerifyResults report={report} />}
      {comparison && <ComparisonResults comparison={comparison} />}
    </section>
  );
}

function VerifyResults({ report }: { report: VerifyView }) {
  return (
    <div className="verify-results">
      <p role="status" className={report.ok ? 'ok' : 'error'}>
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
      <table aria-label="Tests">
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">Where</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {report.tests.map((test) => (
            <tr
              key={`${test.file}:${test.line}:${test.title}`}
              className={test.status ? `result-${test.status}` : undefined}
            >
              <td>{test.title}</td>
              <td>
                {test.file}:{test.line}
              </td>
              <td>
                {test.status ?? 'listed'}
                {test.error ? <span className="test-error">: {firstLine(test.error)}</span> : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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

function ComparisonResults({ comparison }: { comparison: ComparisonView }) {
  const { totals } = comparison;
  return (
    <div className="verify-results">
      <p role="status" className={comparison.ok ? 'ok' : 'error'}>
        Compared with the original suite ({comparison.runnerLabel}) against {comparison.baseUrl}:{' '}
        {plural(totals.tests, 'test')},{' '}
        {totals.agreement === null ? 'nothing to compare' : `${totals.agreement}% agree`}.
      </p>
      <table aria-label="Agreement per test">
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">Original</th>
            <th scope="col">Converted</th>
            <th scope="col">Agreement</th>
          </tr>
        </thead>
        <tbody>
          {comparison.tests.map((test) => (
            <tr key={test.title} className={test.agrees ? 'agrees' : 'disagrees'}>
              <td>{test.title}</td>
              <td>
                {test.original ?? '—'}
                {!test.agrees && test.originalError && (
                  <span className="test-error">: {test.originalError}</span>
                )}
              </td>
              <td>
                {test.converted ?? '—'}
                {!test.agrees && test.convertedError && (
                  <span className="test-error">: {test.convertedError}</span>
                )}
              </td>
              <td>{AGREEMENT_LABELS[test.agreement]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const firstLine = (text: string) => text.trim().split('\n')[0];
