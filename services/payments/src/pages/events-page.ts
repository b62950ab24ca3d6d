import type { EventRecord } from '../event-log.js';
import { html } from '@rewright/stand-in-kit/html';
import { renderPage } from './layout.js';

const formatTime = (seconds: number) =>
  new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

const statusLabels: Record<EventRecord['status'], string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
  disabled: 'Not sent',
};

function lastResult(record: EventRecord): string {
  const last = record.attempts.at(-1);
  if (!last) return record.status === 'disabled' ? 'No webhook URL configured' : 'Not tried yet';
  return last.statusCode !== null ? `HTTP ${last.statusCode}` : (last.error ?? 'No answer');
}

/** Development page: recent events, newest first, and how their webhooks went. */
export function renderEventsPage(records: EventRecord[], webhookUrl: string | null): string {
  return renderPage({
    title: 'Recent events',
    wide: true,
    content: html`
      <p class="lead">
        ${
          webhookUrl
            ? html`Webhooks go to <code>${webhookUrl}</code>; failures are retried 4 times (after 1,
                2, 4 and 8 s).`
            : 'No webhook URL is configured (PAYMENTS_WEBHOOK_URL is empty): events are recorded, not sent.'
        }
      </p>
      ${
        records.length === 0
          ? html`<p class="note">No events yet. Pay or expire a checkout session.</p>`
          : html`<div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Created</th>
                    <th scope="col">Type</th>
                    <th scope="col">Delivery</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Last result</th>
                    <th scope="col">Session</th>
                    <th scope="col">Event</th>
                  </tr>
                </thead>
                <tbody>
                  ${records.map(
                    (record) =>
                      html`<tr>
                        <td>${formatTime(record.event.created)}</td>
                        <td><code>${record.event.type}</code></td>
                        <td>
                          <span class="badge badge-${record.status}"
                            >${statusLabels[record.status]}</span
                          >
                        </td>
                        <td>${record.attempts.length}</td>
                        <td>${lastResult(record)}</td>
                        <td><code>${record.event.data.object.id}</code></td>
                        <td><code>${record.event.id}</code></td>
                      </tr>`,
                  )}
                </tbody>
              </table>
            </div>`
      }
    `,
  });
}
