import {
  describePayment,
  formatPaymentAmount,
  formatPaymentDate,
  statusLabel,
  statusTone,
} from './history-format';
import { usePaymentHistory } from './use-payment-history';

export function PaymentHistoryTable() {
  const { state, refresh } = usePaymentHistory();
  return (
    <section className="payments__section" aria-labelledby="payment-history">
      <div className="payments__section-head">
        <h2 id="payment-history">Payment History</h2>
        <button
          type="button"
          className="button button--secondary"
          onClick={refresh}
          disabled={state.status === 'loading'}
        >
          Refresh
        </button>
      </div>
      {state.status === 'loading' && (
        <p className="payments__muted" role="status">
          Loading payment history...
        </p>
      )}
      {state.status === 'error' && (
        <p className="payments__error" role="alert">
          Error loading payment history
        </p>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <div className="payments__empty">
          <p>No payment history found</p>
          <p className="payments__muted">Your payments will appear here once you make a purchase</p>
        </div>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <div className="payments__table-wrap" tabIndex={0} role="region" aria-label="Payments">
          <table className="payments__table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {state.items.map((item) => (
                <tr key={item.id}>
                  <td data-label="Date">{formatPaymentDate(item.created)}</td>
                  <td data-label="Description">{describePayment(item)}</td>
                  <td
                    data-label="Amount"
                    className={item.amount === null ? 'payments__muted' : undefined}
                  >
                    {formatPaymentAmount(item.amount, item.currency)}
                  </td>
                  <td data-label="Status">
                    <span
                      className={`payments__status payments__status--${statusTone(item.status)}`}
                    >
                      {statusLabel(item.status)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
