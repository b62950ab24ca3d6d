import { PaymentSuccessPage } from '../features/payment-result/payment-success-page';

export function PaymentSuccessRoute() {
  return <PaymentSuccessPage />;
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './payment-success.meta';
