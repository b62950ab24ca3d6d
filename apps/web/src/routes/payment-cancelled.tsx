import { PaymentCancelledPage } from '../features/payment-result/payment-cancelled-page';

export function PaymentCancelledRoute() {
  return <PaymentCancelledPage />;
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './payment-cancelled.meta';
