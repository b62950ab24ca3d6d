import { listConversionsOperation } from '../../app/contracts';
import { useState } from 'react';
import { useApiResource } from '../../app/use-api-resource';
import { Card } from '../../ui/card';
import {
  USAGE_PAGE_SIZE,
  describeFiles,
  describeFreeTestCases,
  describePage,
  formatUsageDate,
} from './usage-format';

/**
 * The usage list: the caller's conversions, newest first, a page at a time: date, files, test
 * cases, credits, and which test cases were free and why.
 */
export function UsageCard({ creditsUsed }: { creditsUsed: number }) {
  const [skip, setSkip] = useState(0);
  const { state, retry } = useApiResource(listConversionsOperation, 'the usage list', {
    query: { skip, limit: USAGE_PAGE_SIZE },
  });

  return (
    <Card title="Usage">
      <p className="dashboard__muted">
        {creditsUsed.toLocaleString('en-US')} credits used. One credit per test case converted
        without a TODO inside it; test cases left with a TODO are free.
      </p>
      {state.status === 'loading' && (
        <p className="dashboard__muted" role="status">
          Loading usage...
        </p>
      )}
      {state.status === 'error' && (
        <div role="alert" className="dashboard__usage-error">
          <p className="dashboard__error">Failed to load usage</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'ready' && state.data.total === 0 && (
        <p className="dashboard__muted">
          No conversions yet. Convert a test project with the app or the CLI and it shows here.
        </p>
      )}
      {state.status === 'ready' && state.data.total > 0 && (
        <>
          <div
            className="dashboard__table-wrap"
            tabIndex={0}
            role="region"
            aria-label="Conversions"
          >
            <table className="dashboard__table">
              <caption className="visually-hidden">Conversions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Files</th>
                  <th scope="col">Test cases</th>
                  <th scope="col">Credits</th>
                  <th scope="col">Free</th>
                </tr>
              </thead>
              <tbody>
                {state.data.conversions.map((conversion) => (
                  <tr key={conversion.id}>
                    <td data-label="Date">{formatUsageDate(conversion.created_at)}</td>
                    <td data-label="Files">{describeFiles(conversion)}</td>
                    <td data-label="Test cases">{conversion.test_cases.toLocaleString('en-US')}</td>
                    <td data-label="Credits">{conversion.credits.toLocaleString('en-US')}</td>
                    <td data-label="Free">{describeFreeTestCases(conversion)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="dashboard__pager" aria-label="Usage pages">
            <span className="dashboard__muted">
              {describePage(skip, state.data.conversions.length, state.data.total)}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={skip === 0}
              onClick={() => setSkip(Math.max(0, skip - USAGE_PAGE_SIZE))}
            >
              Newer
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={skip + USAGE_PAGE_SIZE >= state.data.total}
              onClick={() => setSkip(skip + USAGE_PAGE_SIZE)}
            >
              Older
            </button>
          </nav>
        </>
      )}
    </Card>
  );
}
