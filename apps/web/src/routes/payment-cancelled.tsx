import { PaymentCancelledPage } from '../features/payment-result/payment-cancelled-page';

export function PaymentCancelledRoute() {
  return <PaymentCancelledPage />;
}
