import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ConvertQuoteView } from '../../shared/bridge';
import { plural } from './plural';

/**
 * The cost, shown before anything is charged: each test case, charged or free and why, the
 * credits and the files. A modal dialog: focus starts on Cancel and stays inside (Tab wraps),
 * Escape cancels.
 */
export function CostDialog({
  quote,
  out,
  creditsRemaining,
  onAnswer,
}: {
  quote: ConvertQuoteView;
  out: string;
  creditsRemaining: number | undefined;
  onAnswer: (confirmed: boolean) => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    return () => before?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onAnswer(false);
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [
      ...dialog.current.querySelectorAll<HTMLElement>('button, [href], input, [tabindex]'),
    ].filter((element) => !element.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  const free = quote.testCases.filter((testCase) => !testCase.charged).length;
  return (
    <div className="backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cost-title"
        aria-describedby="cost-summary"
        className="dialog"
        onKeyDown={onKeyDown}
      >
        <h2 id="cost-title">Convert for {plural(quote.credits, 'credit')}?</h2>
        <p id="cost-summary">
          {plural(quote.testCases.length, 'test case')} converted: {quote.credits} charged
          {free > 0 ? `, ${free} free` : ''}. {plural(quote.files, 'file')} will be written to{' '}
          <code>{out}</code>.
          {creditsRemaining !== undefined &&
            ` You have ${plural(creditsRemaining, 'credit')} left.`}
        </p>
        <table className="cost-table">
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Test case</th>
              <th scope="col">Cost</th>
            </tr>
          </thead>
          <tbody>
            {quote.testCases.map((testCase) => (
              <tr key={`${testCase.path}:${testCase.line}`}>
                <td>{testCase.path}</td>
                <td>{testCase.name}</td>
                <td>
                  {testCase.charged ? '1 credit' : `free: ${testCase.freeBecause ?? 'not charged'}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="dialog-actions">
          <button ref={cancel} type="button" onClick={() => onAnswer(false)}>
            Cancel
          </button>
          <button type="button" className="primary" onClick={() => onAnswer(true)}>
            Convert and use {plural(quote.credits, 'credit')}
          </button>
        </div>
      </div>
    </div>
  );
}
