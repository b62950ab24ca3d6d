import { PaymentsPage } from '../features/payments/payments-page';

export function PaymentsRoute() {
  return <PaymentsPage />;
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './payments.meta';
