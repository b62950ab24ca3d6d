import { PaymentSuccessPage } from '../features/payment-result/payment-success-page';

export function PaymentSuccessRoute() {
  return <PaymentSuccessPage />;
}
