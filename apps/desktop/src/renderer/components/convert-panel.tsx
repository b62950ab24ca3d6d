import { useEffect, useRef, useState } from 'react';
import type { ConvertJobView, DesktopApi } from '../../shared/bridge';
import { messageOf } from '../bridge-client';
import { CostDialog } from './cost-dialog';
import { plural } from './plural';

const POLL_MS = 250;

/**
 * Convert: starts the job, shows its progress, asks for the cost with the dialog, then the
 * summary (charged, free and why, credits used and left), or why it failed — out of credits says
 * how many are needed and links to the pricing page.
 */
export function ConvertPanel({
  api,
  root,
  signedIn,
  creditsRemaining,
  onJob,
}: {
  api: DesktopApi;
  root: string;
  signedIn: boolean;
  creditsRemaining: number | undefined;
  /** Every new state of the job (the viewer shows its files; the header refreshes when done). */
  onJob: (job: ConvertJobView) => void;
}) {
  const [job, setJob] = useState<ConvertJobView>();
  const [baseUrl, setBaseUrl] = useState('');
  const [error, setError] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onJobRef = useRef(onJob);
  onJobRef.current = onJob;

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(next: ConvertJobView) {
    setJob(next);
    onJobRef.current(next);
    const waiting = ['converting', 'charging', 'writing'].includes(next.state);
    if (waiting) {
      timer.current = setTimeout(() => {
        api.convertJob(next.id).then(show, (failure: unknown) => setError(messageOf(failure)));
      }, POLL_MS);
    }
  }

  async function start() {
    clearTimeout(timer.current);
    setError(undefined);
    try {
      show(await api.startConvert(root, baseUrl.trim() || undefined));
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  async function answer(confirmed: boolean) {
    if (!job) return;
    clearTimeout(timer.current);
    try {
      show(await api.answerConvert(job.id, confirmed));
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  const busy = job !== undefined && !['done', 'declined', 'failed'].includes(job.state);
  return (
    <section className="convert" aria-label="Convert">
      <div className="picker-form">
        <label htmlFor="convert-base-url">Base URL of the running app (optional)</label>
        <input
          id="convert-base-url"
          type="url"
          placeholder="http://localhost:4200"
          aria-describedby="convert-base-url-hint"
          value={baseUrl}
          disabled={busy}
          onChange={(event) => setBaseUrl(event.target.value)}
        />
        <button type="button" className="primary" disabled={busy || !signedIn} onClick={start}>
          Convert
        </button>
      </div>
      <p id="convert-base-url-hint" className="hint">
        With it, natural-language steps and AI answers are resolved against the app&apos;s pages;
        without it, their locators follow the wording, unverified.
      </p>
      {!signedIn && <span className="hint"> Sign in to convert.</span>}
      {job && <JobState job={job} />}
      {job?.state === 'awaiting-confirmation' && job.quote && (
        <CostDialog
          quote={job.quote}
          out={job.out}
          creditsRemaining={creditsRemaining}
          onAnswer={(confirmed) => void answer(confirmed)}
        />
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}

function JobState({ job }: { job: ConvertJobView }) {
  switch (job.state) {
    case 'converting':
      if (job.progress?.page) {
        return (
          <p role="status">
            Reading the app: page {job.progress.done} of {job.progress.total}, {job.progress.path}
          </p>
        );
      }
      return (
        <p role="status">
          Converting
          {job.progress
            ? ` ${job.progress.done} of ${job.progress.total}: ${job.progress.path}`
            : '…'}
          {job.progress && (
            <progress max={job.progress.total} value={job.progress.done} aria-label="Converting" />
          )}
        </p>
      );
    case 'awaiting-confirmation':
      return <p role="status">Waiting for you to confirm the cost…</p>;
    case 'charging':
      return <p role="status">Taking the credits…</p>;
    case 'writing':
      return <p role="status">Writing the converted files…</p>;
    case 'declined':
      return <p role="status">Not converted: nothing was written and no credits were taken.</p>;
    case 'failed':
      return <Failure failure={job.failure} />;
    case 'done':
      return <Summary job={job} />;
  }
}

function Failure({ failure }: { failure: ConvertJobView['failure'] }) {
  if (failure?.kind === 'out-of-credits' && failure.creditsNeeded !== undefined) {
    return (
      <div role="alert" className="error out-of-credits">
        <p>
          Out of credits: this conversion needs {plural(failure.creditsNeeded, 'credit')}, and you
          have {failure.creditsRemaining ?? 0} left. Nothing was written and no credits were taken.
        </p>
        {failure.pricing && (
          <p>
            <a href={failure.pricing} target="_blank" rel="noreferrer">
              Buy credits
            </a>
          </p>
        )}
      </div>
    );
  }
  return (
    <p role="alert" className="error">
      {failure?.message ?? 'The conversion failed'}
    </p>
  );
}

function Summary({ job }: { job: ConvertJobView }) {
  const testCases = job.quote?.testCases ?? [];
  const free = testCases.filter((testCase) => !testCase.charged);
  const charge = job.charge;
  return (
    <div className="convert-summary" role="status" aria-label="Conversion summary">
      <p>
        Converted {plural(testCases.length, 'test case')} into <code>{job.out}</code> (
        {plural(job.written ?? 0, 'file')} written).{' '}
        {charge &&
          (charge.replayed
            ? 'Already paid for: no credits were taken now.'
            : `${plural(charge.credits, 'credit')} used, ${charge.creditsRemaining} left.`)}
      </p>
      <p>
        Charged: {testCases.length - free.length}. Free: {free.length}.
      </p>
      {job.ai && <p>{job.ai}</p>}
      {job.report && (
        <p>
          Report (original and converted side by side, every diagnostic): <code>{job.report}</code>
        </p>
      )}
      {job.reportFailure && (
        <p className="error">The report could not be written: {job.reportFailure}</p>
      )}
      {free.length > 0 && (
        <ul className="free-list">
          {free.map((testCase) => (
            <li key={`${testCase.path}:${testCase.line}`}>
              {testCase.path} — {testCase.name}: free, {testCase.freeBecause}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
